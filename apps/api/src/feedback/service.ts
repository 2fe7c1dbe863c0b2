/**
 * Relevance feedback (issue 25 §1): a founder's thumbs up / thumbs down on a search's signals,
 * owner checked (another user's run or saved search is "not found"), and the re-ranking they
 * cause in what comes next: load more, re-runs and monitored runs.
 */
import {
  candidateOfSaved,
  candidateOfSignal,
  FEEDBACK_MESSAGES,
  type FeedbackJudgement,
  type FeedbackSearch,
  type SavedSignalPayload,
  type SentenceCloseness,
  type SetFeedbackInput,
  type Signal,
} from '@firstsignal/core';
import {
  clearJudgement,
  findRun,
  findRunWithResults,
  findSavedSearch,
  getSavedSearch,
  listJudgements,
  reorderUnrevealed,
  revealedRunSignal,
  savedSearchSignal,
  setJudgement,
  unrevealedResults,
  type Db,
  type DbOrTx,
  type JudgedSearch,
  type SearchRunRow,
} from '@firstsignal/db';
import { HttpError, notFound } from '../http/errors';
import { closenessById, rankWithFeedback } from './model';

/** The user's search the input names; another user's (or a missing) one is "not found". */
async function ownSearch(db: DbOrTx, userId: string, input: FeedbackSearch): Promise<JudgedSearch> {
  if (input.searchId !== undefined) {
    if (!(await findRun(db, userId, input.searchId))) throw notFound(FEEDBACK_MESSAGES.searchNotFound);
    return { searchRunId: input.searchId };
  }
  if (!(await findSavedSearch(db, userId, input.savedSearchId!))) throw notFound(FEEDBACK_MESSAGES.searchNotFound);
  return { savedSearchId: input.savedSearchId! };
}

export interface FeedbackAnswer {
  judgements: FeedbackJudgement[];
  /** Each signal the search has shown, by id: its sentence closeness to the judgements (what the web's cards are ranked by beside their words). */
  closeness: Record<string, SentenceCloseness>;
}

/** The search's judgements, and the closeness of each signal it has shown to them. */
async function feedbackAnswer(db: DbOrTx, userId: string, search: JudgedSearch): Promise<FeedbackAnswer> {
  const judgements = await listJudgements(db, userId, search);
  if (judgements.length === 0) return { judgements, closeness: {} };
  const shown =
    search.searchRunId !== undefined
      ? ((await findRunWithResults(db, userId, search.searchRunId))?.results ?? []).map(candidateOfSignal)
      : ((await getSavedSearch(db, userId, search.savedSearchId!))?.signals ?? []).map((row) => candidateOfSaved(row.payload as unknown as SavedSignalPayload));
  return { judgements, closeness: closenessById(shown, judgements) };
}

export async function listFeedback(db: Db, userId: string, input: FeedbackSearch): Promise<FeedbackAnswer> {
  return feedbackAnswer(db, userId, await ownSearch(db, userId, input));
}

/** Sets or undoes one judgement; the signal must be one the search showed its owner. */
export async function setFeedback(db: Db, userId: string, input: SetFeedbackInput): Promise<FeedbackAnswer> {
  const search = await ownSearch(db, userId, input);
  if (input.judgement === null) await clearJudgement(db, userId, search, input.signalId);
  else {
    const candidate =
      search.searchRunId !== undefined
        ? await revealedRunSignal(db, userId, search.searchRunId, input.signalId).then((s) => s && candidateOfSignal(s))
        : await savedSearchSignal(db, userId, search.savedSearchId, input.signalId).then((p) => p && candidateOfSaved(p));
    if (!candidate) throw new HttpError(404, FEEDBACK_MESSAGES.unknownSignal, { field: 'signalId' });
    await setJudgement(db, userId, search, {
      signalId: input.signalId,
      judgement: input.judgement,
      reason: input.reason ?? null,
      text: candidate.text,
      relevance: candidate.relevance,
    });
  }
  return feedbackAnswer(db, userId, search);
}

/** `signals` in the order `judgements` give them (unchanged without any). */
export function rankedByJudgements(signals: readonly Signal[], judgements: readonly FeedbackJudgement[]): Signal[] {
  if (judgements.length === 0) return [...signals];
  return rankWithFeedback(signals, judgements, candidateOfSignal).map((r) => r.signal);
}

/** `signals` in the order the search's judgements give them (unchanged without any). */
export async function withFeedback(db: DbOrTx, userId: string, search: JudgedSearch, signals: readonly Signal[]): Promise<Signal[]> {
  return rankedByJudgements(signals, await listJudgements(db, userId, search));
}

/** A run's results not yet revealed, in the order load more reveals them: re-ranked by the run's judgements. */
export async function unrevealedInOrder(tx: DbOrTx, userId: string, run: SearchRunRow): Promise<Signal[]> {
  return (await judgedUnrevealed(tx, userId, run)) ?? unrevealedResults(tx, run.id, run.deliveredResults);
}

/**
 * Before load more reveals a run's next results: the results not yet revealed are re-ranked by
 * the run's judgements, so the next page is what the founder asked for more of.
 */
export async function rerankUnrevealed(tx: DbOrTx, userId: string, run: SearchRunRow): Promise<void> {
  const reranked = await judgedUnrevealed(tx, userId, run);
  if (reranked) await reorderUnrevealed(tx, run.id, run.deliveredResults, reranked);
}

/** The run's unrevealed results re-ranked by its judgements; null without any. */
async function judgedUnrevealed(tx: DbOrTx, userId: string, run: SearchRunRow): Promise<Signal[] | null> {
  const judgements = await listJudgements(tx, userId, { searchRunId: run.id });
  if (judgements.length === 0) return null;
  const rest = await unrevealedResults(tx, run.id, run.deliveredResults);
  return rankWithFeedback(rest, judgements, candidateOfSignal).map((r) => r.signal);
}
