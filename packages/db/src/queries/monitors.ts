/**
 * Monitors and their runs (issue 10). A run exists once per monitor and slot (a unique key), so
 * however many instances schedule at once, a slot runs once. A run moves queued → running (with a
 * lease) → delivered | failed, or waits for the upstream budget; a running run whose lease ran
 * out belonged to a process that died, and is queued again.
 */
import { and, asc, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { CrossPostEntry, MonitorSchedule } from '@firstsignal/core';
import type { DbOrTx } from '../client';
import { monitorRuns, monitors, savedSearches, searchResults, searchRuns, seenSignals, upstreamBudget, usageLedger, users } from '../schema';
import { savedSignals } from '../schema';

export type MonitorRow = typeof monitors.$inferSelect;
export type MonitorRunRow = typeof monitorRuns.$inferSelect;

/** Arbitrary but fixed: one instance at a time turns due monitors into runs. */
const SCHEDULER_LOCK_ID = 7_140_2610;

export function scheduleOf(row: Pick<MonitorRow, 'frequency' | 'hour' | 'weekday' | 'timeZone'>): MonitorSchedule {
  return { frequency: row.frequency as MonitorSchedule['frequency'], hour: row.hour, weekday: row.weekday, timeZone: row.timeZone };
}

/** This user's monitor of a saved search, if there is one. */
export async function findMonitor(db: DbOrTx, userId: string, savedSearchId: string): Promise<MonitorRow | undefined> {
  const [row] = await db
    .select()
    .from(monitors)
    .where(and(eq(monitors.savedSearchId, savedSearchId), eq(monitors.userId, userId)));
  return row;
}

export async function listMonitors(db: DbOrTx, userId: string): Promise<(MonitorRow & { name: string })[]> {
  const rows = await db
    .select({ monitor: monitors, name: savedSearches.name })
    .from(monitors)
    .innerJoin(savedSearches, eq(savedSearches.id, monitors.savedSearchId))
    .where(eq(monitors.userId, userId))
    .orderBy(asc(savedSearches.createdAt));
  return rows.map((r) => ({ ...r.monitor, name: r.name }));
}

/**
 * Turns a saved search's monitor on (with its schedule and first slot) or off. A changed
 * schedule starts from its next slot; the paused state stays until the quota allows again.
 * Undefined when the saved search is missing or someone else's.
 */
export async function setMonitor(
  db: DbOrTx,
  userId: string,
  savedSearchId: string,
  input: { enabled: boolean; schedule: MonitorSchedule; nextRunAt: Date | null },
  now: Date,
): Promise<MonitorRow | undefined> {
  const [search] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.userId, userId)));
  if (!search) return undefined;
  const values = {
    enabled: input.enabled,
    frequency: input.schedule.frequency,
    hour: input.schedule.hour,
    weekday: input.schedule.weekday,
    timeZone: input.schedule.timeZone,
    nextRunAt: input.enabled ? input.nextRunAt : null,
    waitingUntil: null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(monitors)
    .values({ savedSearchId, userId, ...values })
    .onConflictDoUpdate({ target: monitors.savedSearchId, set: values })
    .returning();
  return row;
}

/** The latest run of each of these monitors (for the saved-search cards). */
export async function latestRuns(db: DbOrTx, userId: string, savedSearchIds: string[]): Promise<Map<string, MonitorRunRow>> {
  if (savedSearchIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([monitorRuns.savedSearchId])
    .from(monitorRuns)
    .where(and(eq(monitorRuns.userId, userId), inArray(monitorRuns.savedSearchId, savedSearchIds)))
    .orderBy(monitorRuns.savedSearchId, sql`${monitorRuns.slotAt} desc`, sql`${monitorRuns.createdAt} desc`);
  return new Map(rows.map((r) => [r.savedSearchId, r]));
}

// ---------------------------------------------------------------------------------------------
// Scheduling
// ---------------------------------------------------------------------------------------------

/** Holds the scheduler lock for the rest of the transaction; other instances wait their turn. */
export async function lockScheduler(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULER_LOCK_ID})`);
}

export interface DueMonitor {
  monitor: MonitorRow;
  searchParams: Record<string, unknown>;
}

export async function dueMonitors(tx: DbOrTx, now: Date, limit = 1000): Promise<DueMonitor[]> {
  const rows = await tx
    .select({ monitor: monitors, searchParams: savedSearches.searchParams })
    .from(monitors)
    .innerJoin(savedSearches, eq(savedSearches.id, monitors.savedSearchId))
    .where(and(eq(monitors.enabled, true), isNotNull(monitors.nextRunAt), lte(monitors.nextRunAt, now)))
    .orderBy(asc(monitors.nextRunAt))
    .limit(limit);
  return rows;
}

/** This user's monitor of a saved search with the search's parameters, when it is on. */
export async function enabledMonitor(db: DbOrTx, userId: string, savedSearchId: string): Promise<DueMonitor | undefined> {
  const [row] = await db
    .select({ monitor: monitors, searchParams: savedSearches.searchParams })
    .from(monitors)
    .innerJoin(savedSearches, eq(savedSearches.id, monitors.savedSearchId))
    .where(and(eq(monitors.savedSearchId, savedSearchId), eq(monitors.userId, userId), eq(monitors.enabled, true)));
  return row;
}

/** The run of this slot, created once: undefined when it already exists. */
export async function createRun(
  tx: DbOrTx,
  run: Pick<typeof monitorRuns.$inferInsert, 'savedSearchId' | 'userId' | 'slotAt' | 'groupKey' | 'since'>,
): Promise<MonitorRunRow | undefined> {
  const [row] = await tx.insert(monitorRuns).values(run).onConflictDoNothing().returning();
  return row;
}

export async function updateMonitor(
  db: DbOrTx,
  savedSearchId: string,
  values: Partial<Pick<MonitorRow, 'nextRunAt' | 'pausedReason' | 'waitingUntil' | 'lastError' | 'lastRunAt' | 'searchedUntil' | 'frequency'>>,
  now: Date,
): Promise<void> {
  await db
    .update(monitors)
    .set({ ...values, updatedAt: now })
    .where(eq(monitors.savedSearchId, savedSearchId));
}

/**
 * Runs that may go again: waits whose window opened, and running runs whose lease ran out (their
 * process died mid-run). They are queued again under a new attempt.
 */
export async function requeueRuns(tx: DbOrTx, now: Date): Promise<MonitorRunRow[]> {
  return tx
    .update(monitorRuns)
    .set({ status: 'queued', attempt: sql`${monitorRuns.attempt} + 1`, leaseUntil: null, waitingUntil: null })
    .where(
      or(
        and(eq(monitorRuns.status, 'waiting'), lte(monitorRuns.waitingUntil, now)),
        and(eq(monitorRuns.status, 'running'), lt(monitorRuns.leaseUntil, now)),
      ),
    )
    .returning();
}

export async function queuedRuns(db: DbOrTx): Promise<MonitorRunRow[]> {
  return db.select().from(monitorRuns).where(eq(monitorRuns.status, 'queued')).orderBy(asc(monitorRuns.slotAt));
}

export interface RunContext {
  run: MonitorRunRow;
  monitor: MonitorRow;
  searchParams: Record<string, unknown>;
  searchName: string;
}

/**
 * Takes these queued runs for this process until `leaseUntil`; a run another process holds, or
 * one already finished, is left alone.
 */
export async function claimRuns(db: DbOrTx, ids: string[], leaseUntil: Date): Promise<RunContext[]> {
  if (ids.length === 0) return [];
  const claimed = await db
    .update(monitorRuns)
    .set({ status: 'running', leaseUntil })
    .where(and(inArray(monitorRuns.id, ids), eq(monitorRuns.status, 'queued')))
    .returning();
  if (claimed.length === 0) return [];
  const rows = await db
    .select({ monitor: monitors, searchParams: savedSearches.searchParams, searchName: savedSearches.name })
    .from(monitors)
    .innerJoin(savedSearches, eq(savedSearches.id, monitors.savedSearchId))
    .where(inArray(monitors.savedSearchId, claimed.map((r) => r.savedSearchId)));
  const byId = new Map(rows.map((r) => [r.monitor.savedSearchId, r]));
  return claimed.flatMap((run) => {
    const row = byId.get(run.savedSearchId);
    return row ? [{ run, ...row }] : [];
  });
}

/** Puts claimed runs back in the queue (the process failed before finishing them). */
export async function releaseRuns(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(monitorRuns)
    .set({ status: 'queued', leaseUntil: null })
    .where(and(inArray(monitorRuns.id, ids), eq(monitorRuns.status, 'running')));
}

/** The upstream budget is spent: these runs wait for its next window. */
export async function waitRuns(db: DbOrTx, runs: Pick<MonitorRunRow, 'id' | 'savedSearchId'>[], until: Date, now: Date): Promise<void> {
  if (runs.length === 0) return;
  await db
    .update(monitorRuns)
    .set({ status: 'waiting', waitingUntil: until, leaseUntil: null })
    .where(and(inArray(monitorRuns.id, runs.map((r) => r.id)), eq(monitorRuns.status, 'running')));
  await db
    .update(monitors)
    .set({ waitingUntil: until, updatedAt: now })
    .where(inArray(monitors.savedSearchId, runs.map((r) => r.savedSearchId)));
}

/** Every platform failed: the runs end with the reason; the next slot searches this window too. */
export async function failRuns(db: DbOrTx, runs: Pick<MonitorRunRow, 'id' | 'savedSearchId'>[], error: string, now: Date): Promise<void> {
  if (runs.length === 0) return;
  await db
    .update(monitorRuns)
    .set({ status: 'failed', error, leaseUntil: null, finishedAt: now })
    .where(and(inArray(monitorRuns.id, runs.map((r) => r.id)), eq(monitorRuns.status, 'running')));
  await db
    .update(monitors)
    .set({ lastError: error, lastRunAt: now, waitingUntil: null, updatedAt: now })
    .where(inArray(monitors.savedSearchId, runs.map((r) => r.savedSearchId)));
}

/** The run, locked for the delivering transaction. */
export async function lockRun(tx: DbOrTx, runId: string): Promise<MonitorRunRow | undefined> {
  const [row] = await tx.select().from(monitorRuns).where(eq(monitorRuns.id, runId)).for('update');
  return row;
}

export async function finishRun(
  tx: DbOrTx,
  runId: string,
  values: Pick<MonitorRunRow, 'found' | 'newSignals' | 'delivered' | 'overage' | 'paused' | 'searchedUntil'>,
  now: Date,
): Promise<void> {
  await tx
    .update(monitorRuns)
    .set({ ...values, status: 'delivered', leaseUntil: null, finishedAt: now, error: null })
    .where(eq(monitorRuns.id, runId));
}

// ---------------------------------------------------------------------------------------------
// What the user has been shown
// ---------------------------------------------------------------------------------------------

/**
 * Of these signal ids, the ones this user has already been shown anywhere: delivered by a
 * monitor, saved, or revealed by a search (its delivered results, not the rest of its ranking).
 */
export async function shownSignalIds(db: DbOrTx, userId: string, signalIds: readonly string[]): Promise<Set<string>> {
  if (signalIds.length === 0) return new Set();
  const ids = [...new Set(signalIds)];
  const [seen, saved, searched] = await Promise.all([
    db
      .select({ id: seenSignals.signalId })
      .from(seenSignals)
      .where(and(eq(seenSignals.userId, userId), inArray(seenSignals.signalId, ids))),
    db
      .selectDistinct({ id: savedSignals.signalId })
      .from(savedSignals)
      .where(and(eq(savedSignals.userId, userId), inArray(savedSignals.signalId, ids))),
    db
      .selectDistinct({ id: searchResults.signalId })
      .from(searchResults)
      .innerJoin(searchRuns, eq(searchRuns.id, searchResults.runId))
      .where(and(eq(searchRuns.userId, userId), inArray(searchResults.signalId, ids), sql`${searchResults.rank} < ${searchRuns.deliveredResults}`)),
  ]);
  return new Set([...seen, ...saved, ...searched].map((r) => r.id));
}

/** What a user was shown: a signal's id, with its author's key and words when it may have cross-posts. */
export interface SeenSignal {
  signalId: string;
  crossPost?: { key: string; post: CrossPostEntry } | null;
}

export async function recordSeen(db: DbOrTx, userId: string, seen: readonly SeenSignal[], at: Date): Promise<void> {
  const bySignal = new Map(seen.map((s) => [s.signalId, s]));
  if (bySignal.size === 0) return;
  await db
    .insert(seenSignals)
    .values(
      [...bySignal.values()].map((s) => ({
        userId,
        signalId: s.signalId,
        firstSeenAt: at,
        crossPostKey: s.crossPost?.key ?? null,
        post: s.crossPost?.post ?? null,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The posts this user was delivered by these authors (core's crossPostKey) posted since `since`
 * (epoch seconds): where a fresh find's original would be.
 */
export async function deliveredPostsBy(db: DbOrTx, userId: string, keys: readonly string[], since: number): Promise<{ id: string; post: CrossPostEntry }[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ id: seenSignals.signalId, post: seenSignals.post })
    .from(seenSignals)
    .where(
      and(
        eq(seenSignals.userId, userId),
        inArray(seenSignals.crossPostKey, [...keys]),
        sql`(${seenSignals.post} ->> 'createdUtc')::bigint >= ${since}`,
      ),
    );
  return rows.flatMap((r) => (r.post ? [{ id: r.id, post: r.post }] : []));
}

/** Overage results that monitored runs charged this user in the period starting `periodStart`. */
export async function monitorOverageUsed(db: DbOrTx, userId: string, periodStart: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${usageLedger.overageResults}), 0)::int` })
    .from(usageLedger)
    .innerJoin(monitorRuns, eq(monitorRuns.id, usageLedger.runId))
    .where(and(eq(usageLedger.userId, userId), eq(usageLedger.periodStart, periodStart)));
  return row?.n ?? 0;
}

/** The email a monitor's digest goes to. */
export async function userEmail(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

// ---------------------------------------------------------------------------------------------
// Upstream budget
// ---------------------------------------------------------------------------------------------

class BudgetSpent extends Error {
  constructor(readonly platform: string) {
    super(`${platform} budget spent`);
  }
}

export interface UpstreamReservation {
  platform: string;
  windowStart: Date;
  cost: number;
  /** How far this spender may bring the window's spend (the whole quota, or monitoring's share). */
  limit: number;
}

/**
 * Reserves `cost` in the platform's window in one statement, so spenders on any instance never
 * both pass on the same room: true when it fit under `limit`, false (and nothing reserved) when not.
 */
export async function reserveWindow(db: DbOrTx, r: UpstreamReservation): Promise<boolean> {
  if (r.cost > r.limit) return false;
  const [row] = await db
    .insert(upstreamBudget)
    .values({ platform: r.platform, windowStart: r.windowStart, used: r.cost })
    .onConflictDoUpdate({
      target: [upstreamBudget.platform, upstreamBudget.windowStart],
      set: { used: sql`${upstreamBudget.used} + ${r.cost}` },
      setWhere: sql`${upstreamBudget.used} + ${r.cost} <= ${r.limit}`,
    })
    .returning({ used: upstreamBudget.used });
  return row !== undefined;
}

/**
 * Reserves `cost` calls in each platform's window, all or none. Answers null when it reserved
 * them, else the platform whose window is spent (and nothing is reserved).
 */
export async function reserveUpstream(db: DbOrTx, reservations: UpstreamReservation[]): Promise<string | null> {
  try {
    await db.transaction(async (tx) => {
      for (const r of reservations) if (!(await reserveWindow(tx, r))) throw new BudgetSpent(r.platform);
    });
    return null;
  } catch (error) {
    if (error instanceof BudgetSpent) return error.platform;
    throw error;
  }
}

/** Upstream calls reserved per window, for the budget report. */
export async function upstreamUsage(db: DbOrTx, platform: string, from: Date): Promise<{ windowStart: Date; used: number }[]> {
  return db
    .select({ windowStart: upstreamBudget.windowStart, used: upstreamBudget.used })
    .from(upstreamBudget)
    .where(and(eq(upstreamBudget.platform, platform), sql`${upstreamBudget.windowStart} >= ${from.toISOString()}::timestamptz`))
    .orderBy(asc(upstreamBudget.windowStart));
}
