/** Stored search runs: the ranked results of one search, revealed page by page. */
import { and, asc, desc, eq, getTableName, gte, lt, sql } from 'drizzle-orm';
import type { Signal } from '@firstsignal/core';
import type { DbOrTx } from '../client';
import { searchResults, searchRuns, usageLedger } from '../schema';

export type SearchRunRow = typeof searchRuns.$inferSelect;

export async function insertRun(
  db: DbOrTx,
  run: Omit<typeof searchRuns.$inferInsert, 'rankedResults'>,
  signals: readonly Signal[],
): Promise<SearchRunRow> {
  const [row] = await db.insert(searchRuns).values({ ...run, rankedResults: signals.length }).returning();
  if (!row) throw new Error('insert returned no run');
  await insertResults(db, row.id, signals);
  return row;
}

async function insertResults(db: DbOrTx, runId: string, signals: readonly Signal[]): Promise<void> {
  if (signals.length === 0) return;
  // One JSON array as one parameter, unpacked by the database: a search holds the connection (on
  // PGlite, the only one) while it stores up to 100 results, and four parameters a row took
  // 2.4x as long there (bench/README.md, "Load").
  await db.execute(sql`
    insert into ${searchResults} (${sql.identifier(searchResults.runId.name)}, ${sql.identifier(searchResults.rank.name)}, ${sql.identifier(searchResults.signalId.name)}, ${sql.identifier(searchResults.signal.name)})
    select ${runId}, t.ord - 1, t.signal ->> 'id', t.signal
    from jsonb_array_elements(${JSON.stringify(signals)}::jsonb) with ordinality as t(signal, ord)`);
}

/**
 * Replaces a run's ranked results (ranks from 0 again) and updates the run with them: a search's
 * exclusions growing after it ran (issue 25) take their results out. Call inside the
 * transaction that locked the run.
 */
export async function replaceRunResults(
  db: DbOrTx,
  runId: string,
  signals: readonly Signal[],
  run: Pick<SearchRunRow, 'params' | 'deliveredResults' | 'platformStatus'>,
): Promise<SearchRunRow> {
  await db.delete(searchResults).where(eq(searchResults.runId, runId));
  await insertResults(db, runId, signals);
  const [row] = await db
    .update(searchRuns)
    .set({ ...run, rankedResults: signals.length })
    .where(eq(searchRuns.id, runId))
    .returning();
  if (!row) throw new Error('update returned no run');
  return row;
}

/** A run of this user, or undefined: another user's run id looks exactly like a missing one. */
export async function findRun(db: DbOrTx, userId: string, runId: string, options: { lock?: boolean } = {}): Promise<SearchRunRow | undefined> {
  const query = db.select().from(searchRuns).where(and(eq(searchRuns.id, runId), eq(searchRuns.userId, userId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findLatestRunFor(db: DbOrTx, userId: string, queryText: string): Promise<SearchRunRow | undefined> {
  const [row] = await db
    .select()
    .from(searchRuns)
    .where(and(eq(searchRuns.userId, userId), eq(searchRuns.queryText, queryText)))
    .orderBy(desc(searchRuns.createdAt))
    .limit(1);
  return row;
}

/** What each of the user's runs of this idea reported per platform (audiences sum what they fetched). */
export async function runStatusesFor(db: DbOrTx, userId: string, queryText: string): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select({ status: searchRuns.platformStatus })
    .from(searchRuns)
    .where(and(eq(searchRuns.userId, userId), eq(searchRuns.queryText, queryText)));
  return rows.map((r) => r.status);
}

export async function runResults(db: DbOrTx, runId: string, from: number, to: number): Promise<Signal[]> {
  const rows = await db
    .select({ signal: searchResults.signal })
    .from(searchResults)
    .where(and(eq(searchResults.runId, runId), gte(searchResults.rank, from), lt(searchResults.rank, to)))
    .orderBy(asc(searchResults.rank));
  return rows.map((r) => storedSignal(r.signal));
}

/** A run's results not revealed yet (rank ≥ `from`), in their stored order. */
export function unrevealedResults(db: DbOrTx, runId: string, from: number): Promise<Signal[]> {
  return runResults(db, runId, from, 2 ** 31 - 1);
}

/** Stores `signals` as the run's results from rank `from` on, in that order (relevance feedback re-ranks them). */
export async function reorderUnrevealed(db: DbOrTx, runId: string, from: number, signals: readonly Signal[]): Promise<void> {
  await db.delete(searchResults).where(and(eq(searchResults.runId, runId), gte(searchResults.rank, from)));
  if (signals.length === 0) return;
  await db.insert(searchResults).values(signals.map((s, i) => ({ runId, rank: from + i, signalId: s.id, signal: s as unknown as Record<string, unknown> })));
}

/** A stored signal as scoring makes it today: runs stored before cross-posts were kept have none. */
function storedSignal(signal: Record<string, unknown>): Signal {
  return { also_posted: [], ...signal } as unknown as Signal;
}

/** `table.column`, quoted. */
const col = (table: string, column: { name: string }) => sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;

/**
 * A run of this user with the results it has revealed, in one round trip and one row: reopening a
 * run is a read every export does. The database folds the signals into one JSON array, which
 * costs about what reading the run alone does; a join returned the run again beside every signal
 * and took 2–3x as long (bench/README.md, "Load").
 */
export async function findRunWithResults(db: DbOrTx, userId: string, runId: string): Promise<{ run: SearchRunRow; results: Signal[] } | undefined> {
  const runs = getTableName(searchRuns);
  const [row] = await db
    .select({
      run: searchRuns,
      // Every column named with its table: inside a one-table select Drizzle writes bare column
      // names, and a bare "id" in the subquery would bind to search_results if it ever had one.
      results: sql<Signal[]>`coalesce((
        select json_agg(${col('r', searchResults.signal)} order by ${col('r', searchResults.rank)}) from ${searchResults} r
        where ${col('r', searchResults.runId)} = ${col(runs, searchRuns.id)}
          and ${col('r', searchResults.rank)} < ${col(runs, searchRuns.deliveredResults)}), '[]'::json)`,
    })
    .from(searchRuns)
    .where(and(eq(searchRuns.id, runId), eq(searchRuns.userId, userId)));
  return row && { run: row.run, results: row.results.map((s) => storedSignal(s as unknown as Record<string, unknown>)) };
}

export async function setDelivered(db: DbOrTx, runId: string, delivered: number): Promise<void> {
  await db.update(searchRuns).set({ deliveredResults: delivered }).where(eq(searchRuns.id, runId));
}

export async function recentRuns(db: DbOrTx, userId: string, limit = 20): Promise<SearchRunRow[]> {
  return db.select().from(searchRuns).where(eq(searchRuns.userId, userId)).orderBy(desc(searchRuns.createdAt)).limit(limit);
}

export async function recordUsage(db: DbOrTx, entry: typeof usageLedger.$inferInsert): Promise<void> {
  if (entry.results <= 0) return;
  await db.insert(usageLedger).values(entry);
}

