/**
 * Turns due monitors into runs, one per monitor and slot, under a lock only one instance holds at
 * a time. A monitor that missed slots (the server was down) gets one run, for the latest slot,
 * searching everything since its last run. Paused monitors stay off until the quota allows.
 */
import { createHash } from 'node:crypto';
import { monitorSince, nextSlotAfter, slotAtOrBefore, type SearchParams } from '@firstsignal/core';
import { createRun, dueMonitors, enabledMonitor, getUsage, lockScheduler, requeueRuns, scheduleOf, updateMonitor, type Db } from '@firstsignal/db';
import { quotaAllows } from './quota';

/**
 * Identical queries (type, text, platforms, forums, competitor apps) due in the same slot share this key and so one
 * upstream fetch, whoever saved them.
 */
export function groupKeyOf(params: Pick<SearchParams, 'searchType' | 'businessIdea' | 'platforms' | 'forums' | 'competitorApps'>, slot: Date): string {
  const query = [params.searchType, params.businessIdea.trim().toLowerCase().replace(/\s+/g, ' '), [...params.platforms].sort().join(',')];
  // Searches naming forums search them; searches without keep the key they always had.
  if (params.forums?.length) query.push([...params.forums].sort().join(' '));
  // Likewise the competitor apps a search names, marked apart from forums.
  if (params.competitorApps?.length) query.push(`apps: ${[...params.competitorApps].sort().join('\n')}`);
  return createHash('sha256')
    .update(JSON.stringify([...query, slot.toISOString()]))
    .digest('hex');
}

/** Creates the runs that are due at `at` and requeues waits and abandoned runs. */
export async function scheduleDueRuns(db: Db, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockScheduler(tx);
    for (const { monitor, searchParams } of await dueMonitors(tx, at)) {
      let schedule = scheduleOf(monitor);
      // Hourly is a paid plan's: after a downgrade the monitor goes on daily, at its hour.
      if (schedule.frequency === 'hourly' && !(await getUsage(tx, monitor.userId, at))?.paid) {
        schedule = { ...schedule, frequency: 'daily' };
        await updateMonitor(tx, monitor.savedSearchId, { frequency: 'daily', nextRunAt: nextSlotAfter(schedule, at) }, at);
        continue;
      }
      const next = nextSlotAfter(schedule, at);
      if (monitor.pausedReason === 'quota' && !(await quotaAllows(tx, monitor.userId, at))) {
        await updateMonitor(tx, monitor.savedSearchId, { nextRunAt: next }, at);
        continue;
      }
      const slot = slotAtOrBefore(schedule, at);
      await createRun(tx, {
        savedSearchId: monitor.savedSearchId,
        userId: monitor.userId,
        slotAt: slot,
        groupKey: groupKeyOf(searchParams as unknown as SearchParams, slot),
        since: monitorSince(schedule, slot, monitor.searchedUntil),
      });
      await updateMonitor(tx, monitor.savedSearchId, { nextRunAt: next, pausedReason: null }, at);
    }
    await requeueRuns(tx, at);
  });
}

/** A run of this monitor now, whatever its schedule (the CLI's `run --search`); undefined when it is not monitored. */
export async function scheduleNow(db: Db, userId: string, savedSearchId: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockScheduler(tx);
    const due = await enabledMonitor(tx, userId, savedSearchId);
    if (!due) return false;
    const slot = new Date(Math.floor(at.getTime() / 1000) * 1000);
    await createRun(tx, {
      savedSearchId,
      userId,
      slotAt: slot,
      groupKey: groupKeyOf(due.searchParams as unknown as SearchParams, slot),
      since: monitorSince(scheduleOf(due.monitor), slot, due.monitor.searchedUntil),
    });
    return true;
  });
}
