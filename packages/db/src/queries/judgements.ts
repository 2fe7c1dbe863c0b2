/**
 * A founder's thumbs up / thumbs down on a search's signals (issue 25 §1). Every function takes
 * the user's id and reads or writes that user's rows only: another user's judgements are never
 * listed, and so never applied to anyone's ranking.
 */
import { and, asc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DownReason, FeedbackJudgement, Judgement, SavedSignalPayload, Signal } from '@firstsignal/core';
import type { DbOrTx } from '../client';
import { savedSignals, searchResults, searchRuns, signalJudgements } from '../schema';

/** The search a judgement belongs to: a stored run or a saved search (exactly one). */
export type JudgedSearch = { searchRunId: string; savedSearchId?: undefined } | { savedSearchId: string; searchRunId?: undefined };

function ofSearch(userId: string, search: JudgedSearch): SQL {
  return and(
    eq(signalJudgements.userId, userId),
    search.searchRunId !== undefined ? eq(signalJudgements.searchRunId, search.searchRunId) : isNull(signalJudgements.searchRunId),
    search.savedSearchId !== undefined ? eq(signalJudgements.savedSearchId, search.savedSearchId) : isNull(signalJudgements.savedSearchId),
  )!;
}

/** A search's judgements, oldest first, as the feedback model reads them. */
export async function listJudgements(db: DbOrTx, userId: string, search: JudgedSearch): Promise<FeedbackJudgement[]> {
  const rows = await db.select().from(signalJudgements).where(ofSearch(userId, search)).orderBy(asc(signalJudgements.createdAt), asc(signalJudgements.id));
  return rows.map((r) => ({
    signalId: r.signalId,
    judgement: r.judgement as Judgement,
    reason: (r.reason as DownReason | null) ?? null,
    text: r.text,
    relevance: r.relevance,
  }));
}

/** Sets (or, with a new judgement, replaces) one signal's judgement in a search. */
export async function setJudgement(db: DbOrTx, userId: string, search: JudgedSearch, judged: FeedbackJudgement): Promise<void> {
  await db
    .insert(signalJudgements)
    .values({
      userId,
      searchRunId: search.searchRunId ?? null,
      savedSearchId: search.savedSearchId ?? null,
      signalId: judged.signalId,
      judgement: judged.judgement,
      reason: judged.reason,
      text: judged.text,
      relevance: judged.relevance,
    })
    .onConflictDoUpdate({
      target: [signalJudgements.userId, signalJudgements.searchRunId, signalJudgements.savedSearchId, signalJudgements.signalId],
      set: { judgement: judged.judgement, reason: judged.reason, text: judged.text, relevance: judged.relevance, updatedAt: sql`now()` },
    });
}

/** Undoes one signal's judgement in a search (clicking the pressed thumb again). */
export async function clearJudgement(db: DbOrTx, userId: string, search: JudgedSearch, signalId: string): Promise<void> {
  await db.delete(signalJudgements).where(and(ofSearch(userId, search), eq(signalJudgements.signalId, signalId)));
}

/** A signal a run has revealed to its owner, or undefined (not in the run, not yet revealed, or not theirs). */
export async function revealedRunSignal(db: DbOrTx, userId: string, runId: string, signalId: string): Promise<Signal | undefined> {
  const [row] = await db
    .select({ signal: searchResults.signal })
    .from(searchResults)
    .innerJoin(searchRuns, eq(searchRuns.id, searchResults.runId))
    .where(
      and(
        eq(searchResults.runId, runId),
        eq(searchRuns.userId, userId),
        eq(searchResults.signalId, signalId),
        lt(searchResults.rank, searchRuns.deliveredResults),
      ),
    )
    .limit(1);
  return row?.signal as unknown as Signal | undefined;
}

/** A signal a saved search of this user holds, or undefined. */
export async function savedSearchSignal(db: DbOrTx, userId: string, savedSearchId: string, signalId: string): Promise<SavedSignalPayload | undefined> {
  const [row] = await db
    .select({ payload: savedSignals.payload })
    .from(savedSignals)
    .where(and(eq(savedSignals.userId, userId), eq(savedSignals.savedSearchId, savedSearchId), eq(savedSignals.signalId, signalId)))
    .limit(1);
  return row?.payload as unknown as SavedSignalPayload | undefined;
}
