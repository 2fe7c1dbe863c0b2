/**
 * Saved signals and saved searches. Every function takes the user's id and reads or writes that
 * user's rows only: another user's saved search looks exactly like a missing one.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { SAVED_SEARCH_SIGNALS_MAX, withAlsoPosted, type AlsoPosted, type SavedSignalPayload, type SearchParams, type Signal } from '@firstsignal/core';
import type { DbOrTx } from '../client';
import { savedSearches, savedSignals } from '../schema';
import { listJudgements, setJudgement } from './judgements';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSignalRow = typeof savedSignals.$inferSelect;
export interface SavedSearchWithSignals extends SavedSearchRow {
  signals: SavedSignalRow[];
}

/** Rows per insert: keeps a full saved search well under the drivers' parameter limits. */
const CHUNK = 100;

/** One payload per signal id, first one first: a list naming a signal twice saves it once. */
function uniqueBySignalId(payloads: readonly SavedSignalPayload[]): SavedSignalPayload[] {
  const byId = new Map<string, SavedSignalPayload>();
  for (const p of payloads) if (!byId.has(p.signal_id)) byId.set(p.signal_id, p);
  return [...byId.values()];
}

/**
 * Upserts on the unique (user, saved search, signal), nulls not distinct: saving a signal again
 * keeps its one row and refreshes its payload. `isNew` marks signals a re-run found first.
 */
async function upsertSignals(
  db: DbOrTx,
  userId: string,
  savedSearchId: string | null,
  payloads: readonly SavedSignalPayload[],
  isNew: (signalId: string) => boolean = () => false,
): Promise<SavedSignalRow[]> {
  const rows: SavedSignalRow[] = [];
  const unique = uniqueBySignalId(payloads);
  for (let i = 0; i < unique.length; i += CHUNK) {
    const chunk = unique.slice(i, i + CHUNK).map((p) => ({
      userId,
      savedSearchId,
      signalId: p.signal_id,
      payload: p as unknown as Record<string, unknown>,
      isNew: isNew(p.signal_id),
    }));
    rows.push(
      ...(await db
        .insert(savedSignals)
        .values(chunk)
        .onConflictDoUpdate({
          target: [savedSignals.userId, savedSignals.savedSearchId, savedSignals.signalId],
          set: { payload: sql`excluded.payload`, isNew: sql`excluded.is_new` },
        })
        .returning()),
    );
  }
  return rows;
}

/** Saves signals on their own (not in a saved search); the same signal twice keeps one row. */
export function saveSignals(db: DbOrTx, userId: string, payloads: readonly SavedSignalPayload[]): Promise<SavedSignalRow[]> {
  return upsertSignals(db, userId, null, payloads);
}

export async function saveSignal(db: DbOrTx, userId: string, payload: SavedSignalPayload): Promise<SavedSignalRow> {
  const [row] = await saveSignals(db, userId, [payload]);
  if (!row) throw new Error('upsert returned no saved signal');
  return row;
}

/** A saved search and its signals, or nothing at all. */
export async function createSavedSearch(
  db: DbOrTx,
  userId: string,
  input: { name: string; searchParams: SearchParams; signals: readonly SavedSignalPayload[]; searchId?: string },
): Promise<SavedSearchWithSignals> {
  const signals = uniqueBySignalId(input.signals);
  return db.transaction(async (tx) => {
    const [search] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: input.name,
        searchParams: input.searchParams as unknown as Record<string, unknown>,
        resultCount: signals.length,
      })
      .returning();
    if (!search) throw new Error('insert returned no saved search');
    const rows = await upsertSignals(tx, userId, search.id, signals);
    // The run it was saved from keeps steering it: the user's own judgements only (another
    // user's run id copies nothing).
    if (input.searchId !== undefined)
      for (const judged of await listJudgements(tx, userId, { searchRunId: input.searchId }))
        await setJudgement(tx, userId, { savedSearchId: search.id }, judged);
    return { ...search, signals: ordered(rows) };
  });
}

/** Most relevant first, then by id, so lists and the card's first 3 are stable. */
function ordered(rows: SavedSignalRow[]): SavedSignalRow[] {
  const score = (r: SavedSignalRow) => Number((r.payload as { relevance_score?: unknown }).relevance_score) || 0;
  return [...rows].sort((a, b) => score(b) - score(a) || (a.signalId < b.signalId ? -1 : a.signalId > b.signalId ? 1 : 0));
}

async function withSignals(db: DbOrTx, userId: string, searches: SavedSearchRow[]): Promise<SavedSearchWithSignals[]> {
  if (searches.length === 0) return [];
  const rows = await db
    .select()
    .from(savedSignals)
    .where(
      and(
        eq(savedSignals.userId, userId),
        inArray(
          savedSignals.savedSearchId,
          searches.map((s) => s.id),
        ),
      ),
    );
  const bySearch = new Map<string, SavedSignalRow[]>();
  for (const row of rows) {
    const list = bySearch.get(row.savedSearchId ?? '') ?? [];
    list.push(row);
    bySearch.set(row.savedSearchId ?? '', list);
  }
  return searches.map((s) => ({ ...s, signals: ordered(bySearch.get(s.id) ?? []) }));
}

/** The user's saved searches with their signals, newest first. */
export async function listSavedSearches(db: DbOrTx, userId: string): Promise<SavedSearchWithSignals[]> {
  const searches = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return withSignals(db, userId, searches);
}

export async function findSavedSearch(
  db: DbOrTx,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SavedSearchRow | undefined> {
  const query = db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** One saved search of this user with its signals; undefined when missing or someone else's. */
export async function getSavedSearch(db: DbOrTx, userId: string, id: string): Promise<SavedSearchWithSignals | undefined> {
  const row = await findSavedSearch(db, userId, id);
  return row && (await withSignals(db, userId, [row]))[0];
}

/** Deletes one saved search of this user; its saved signals go with it (on delete cascade). */
export async function deleteSavedSearch(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}

/**
 * Changes a saved search's parameters (its exclusions, issue 25), locked so two changes apply one
 * after the other. Undefined when the saved search is missing or someone else's.
 */
export async function updateSavedSearchParams(
  db: DbOrTx,
  userId: string,
  id: string,
  update: (params: SearchParams) => SearchParams,
  at: Date,
): Promise<SavedSearchWithSignals | undefined> {
  return db.transaction(async (tx) => {
    const search = await findSavedSearch(tx, userId, id, { lock: true });
    if (!search) return undefined;
    const searchParams = update(search.searchParams as unknown as SearchParams);
    const [updated] = await tx
      .update(savedSearches)
      .set({ searchParams: searchParams as unknown as Record<string, unknown>, updatedAt: at })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning();
    return updated && (await withSignals(tx, userId, [updated]))[0];
  });
}

/**
 * Stores a re-run's results as the saved search's signals: those it did not hold before are
 * marked new, those no longer found are dropped, and the count, run time and parameters are
 * updated, all at once. Undefined when the saved search is missing or someone else's.
 */
export async function applyRerun(
  db: DbOrTx,
  userId: string,
  id: string,
  run: { searchParams: SearchParams; signals: readonly SavedSignalPayload[]; at: Date },
): Promise<{ search: SavedSearchWithSignals; newSignalIds: string[] } | undefined> {
  const signals = uniqueBySignalId(run.signals);
  return db.transaction(async (tx) => {
    // Locked: two re-runs of one search apply one after the other, each against the other's set.
    const search = await findSavedSearch(tx, userId, id, { lock: true });
    if (!search) return undefined;
    const inSearch = and(eq(savedSignals.userId, userId), eq(savedSignals.savedSearchId, id));
    const before = new Set(
      (await tx.select({ signalId: savedSignals.signalId }).from(savedSignals).where(inSearch)).map((r) => r.signalId),
    );
    const ids = signals.map((s) => s.signal_id);
    // Earlier finds stay (the founder saved them); only this run's first-timers are marked new.
    await tx.update(savedSignals).set({ isNew: false }).where(inSearch);
    await upsertSignals(tx, userId, id, signals, (signalId) => !before.has(signalId));
    await trimToCap(tx, userId, id, new Set(ids));
    const rows = await tx.select().from(savedSignals).where(inSearch);
    const [updated] = await tx
      .update(savedSearches)
      .set({
        resultCount: rows.length,
        lastRunAt: run.at,
        searchParams: run.searchParams as unknown as Record<string, unknown>,
        updatedAt: run.at,
      })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning();
    if (!updated) return undefined;
    return { search: { ...updated, signals: ordered(rows) }, newSignalIds: ids.filter((signalId) => !before.has(signalId)) };
  });
}

/** Past the cap, the oldest earlier finds make room for the ones in `keep` (this run's). */
async function trimToCap(tx: DbOrTx, userId: string, id: string, keep: ReadonlySet<string>): Promise<void> {
  const all = await tx
    .select({ id: savedSignals.id, signalId: savedSignals.signalId })
    .from(savedSignals)
    .where(and(eq(savedSignals.userId, userId), eq(savedSignals.savedSearchId, id)))
    .orderBy(desc(savedSignals.createdAt), desc(savedSignals.id));
  const kept = [...all.filter((r) => keep.has(r.signalId)), ...all.filter((r) => !keep.has(r.signalId))];
  const dropped = kept.slice(SAVED_SEARCH_SIGNALS_MAX).map((r) => r.id);
  if (dropped.length) await tx.delete(savedSignals).where(inArray(savedSignals.id, dropped));
}

/**
 * A monitored run's new finds join the saved search marked new (until seen); earlier finds stay
 * as they were. The count and the last run time move with them. False when the saved search is
 * missing or someone else's.
 */
export async function addMonitoredSignals(
  db: DbOrTx,
  userId: string,
  id: string,
  signals: readonly SavedSignalPayload[],
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const search = await findSavedSearch(tx, userId, id, { lock: true });
    if (!search) return false;
    const fresh = uniqueBySignalId(signals);
    await upsertSignals(tx, userId, id, fresh, () => true);
    await trimToCap(tx, userId, id, new Set(fresh.map((s) => s.signal_id)));
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSignals)
      .where(and(eq(savedSignals.userId, userId), eq(savedSignals.savedSearchId, id)));
    await tx
      .update(savedSearches)
      .set({ resultCount: count?.n ?? 0, lastRunAt: at, updatedAt: at })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
    return true;
  });
}

/**
 * A later cross-post of a signal this user holds: every saved copy of the signal lists its links
 * in also_posted (core's withAlsoPosted), so its card says "Also posted in …". Answers how many
 * saved copies changed.
 */
export async function addAlsoPosted(db: DbOrTx, userId: string, signalId: string, links: readonly AlsoPosted[]): Promise<number> {
  const rows = await db
    .select({ id: savedSignals.id, payload: savedSignals.payload })
    .from(savedSignals)
    .where(and(eq(savedSignals.userId, userId), eq(savedSignals.signalId, signalId)));
  let changed = 0;
  for (const row of rows) {
    const payload = row.payload as unknown as SavedSignalPayload;
    const before = payload.also_posted ?? [];
    const after = withAlsoPosted(payload.url, before, links);
    if (after.length === before.length) continue;
    await db
      .update(savedSignals)
      .set({ payload: { ...payload, also_posted: after } as unknown as Record<string, unknown> })
      .where(eq(savedSignals.id, row.id));
    changed++;
  }
  return changed;
}

/**
 * The founder has looked at a saved search's signals: none is marked new any more. Undefined when
 * the user has no saved search with that id.
 */
export async function markSavedSearchSeen(db: DbOrTx, userId: string, id: string): Promise<number | undefined> {
  const [owned] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  if (!owned) return undefined;
  const rows = await db
    .update(savedSignals)
    .set({ isNew: false })
    .where(and(eq(savedSignals.userId, userId), eq(savedSignals.savedSearchId, id), eq(savedSignals.isNew, true)))
    .returning({ id: savedSignals.id });
  return rows.length;
}

/** Signals marked new across the user's saved searches: the sidebar's "New" count. */
export async function countNewSavedSignals(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedSignals)
    .where(and(eq(savedSignals.userId, userId), eq(savedSignals.isNew, true), isNotNull(savedSignals.savedSearchId)));
  return row?.n ?? 0;
}

/** One of the user's saved signals by its signal id (the newest copy), as a reply draft reads it; undefined when not theirs. */
export async function findSavedSignal(
  db: DbOrTx,
  userId: string,
  signalId: string,
): Promise<Pick<Signal, 'id' | 'platform' | 'title' | 'snippet' | 'url'> | undefined> {
  const [row] = await db
    .select({ payload: savedSignals.payload })
    .from(savedSignals)
    .where(and(eq(savedSignals.userId, userId), eq(savedSignals.signalId, signalId)))
    .orderBy(desc(savedSignals.createdAt))
    .limit(1);
  if (!row) return undefined;
  const p = row.payload as unknown as SavedSignalPayload;
  return { id: signalId, platform: p.platform as Signal['platform'], title: p.title, snippet: p.snippet, url: p.url };
}
