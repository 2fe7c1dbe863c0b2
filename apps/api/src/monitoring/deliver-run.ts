/**
 * Delivers one monitored run, in one transaction keyed by the run: the signals never shown to
 * this user (for any search) and no cross-post of a post a monitor delivered them (cross-posts.ts),
 * charged against the quota as core decides, recorded as seen, added to the saved search marked
 * new, the run and monitor updated, and one delivery per channel queued. A run already delivered
 * (a retry, a second instance) changes nothing: nothing is charged or sent twice.
 */
import { crossPostRecord, MONITOR_MAX_PER_RUN, signalToPayload, type CrossPostEntry, type SavedSignalPayload, type Signal } from '@firstsignal/core';
import { withFeedback } from '../feedback/service';
import {
  addDeliveries,
  addMonitoredSignals,
  addUsage,
  findProfile,
  finishRun,
  getNotificationSettings,
  lockRun,
  recordSeen,
  recordUsage,
  searchPreferencesOf,
  shownSignalIds,
  updateMonitor,
  type Db,
  type DeliveryRow,
  type RunContext,
} from '@firstsignal/db';
import { findCrossPostsOfDelivered, foldCrossPosts } from './cross-posts';
import { monitorCharge } from './quota';

/** What every channel of a run's delivery says, fixed when the run delivered. */
export interface DigestPayload {
  savedSearch: { id: string; name: string };
  signals: SavedSignalPayload[];
  /** Whether the monitor paused with this run: "Paused: monthly limit reached". */
  paused: boolean;
  slotAt: string;
}

export interface DeliveredRun {
  deliveries: DeliveryRow[];
  delivered: number;
  overage: number;
}

export async function deliverRun(
  deps: { db: Db; emailConfigured: boolean },
  context: RunContext,
  ranked: readonly Signal[],
  /** The post behind each ranked signal, by signal id: who posted it and its words. */
  posts: ReadonlyMap<string, CrossPostEntry>,
  searchedUntil: Date,
  at: Date,
): Promise<DeliveredRun> {
  const { run, monitor } = context;
  const userId = run.userId;
  const since = run.since.getTime() / 1000;
  const found = ranked.filter((s) => s.created_utc >= since);
  return deps.db.transaction(async (tx): Promise<DeliveredRun> => {
    const locked = await lockRun(tx, run.id);
    if (!locked || locked.status !== 'running') return { deliveries: [], delivered: 0, overage: 0 };
    const shown = await shownSignalIds(tx, userId, found.map((s) => s.id));
    // The saved search's thumbs up / thumbs down decide which new finds come first.
    const unseen = await withFeedback(tx, userId, { savedSearchId: run.savedSearchId }, found.filter((s) => !shown.has(s.id)));
    const crossPosts = await findCrossPostsOfDelivered(tx, userId, unseen, posts);
    await foldCrossPosts(tx, userId, unseen, crossPosts, at);
    const fresh = unseen.filter((s) => !crossPosts.has(s.id)).slice(0, MONITOR_MAX_PER_RUN);
    const quota = await monitorCharge(tx, userId, at, fresh.length, { lock: true });
    if (!quota) throw new Error(`no billing row for user ${userId}`);
    const { usage, charge } = quota;
    const delivered = fresh.slice(0, charge.deliver);
    if (delivered.length > 0) {
      await addUsage(tx, userId, delivered.length, at);
      await recordUsage(tx, { userId, runId: run.id, results: delivered.length, overageResults: charge.overage, periodStart: usage.periodStart });
      const seen = delivered.map((s) => {
        const post = posts.get(s.id);
        return { signalId: s.id, crossPost: post ? crossPostRecord(post) : null };
      });
      await recordSeen(tx, userId, seen, at);
      await addMonitoredSignals(tx, userId, run.savedSearchId, delivered.map(signalToPayload), at);
    }
    // New finds the quota could not pay for are searched again (from this run's start) once the monitor resumes.
    const until = delivered.length < fresh.length ? run.since : searchedUntil;
    await finishRun(
      tx,
      run.id,
      { found: found.length, newSignals: fresh.length, delivered: delivered.length, overage: charge.overage, paused: charge.paused, searchedUntil: until },
      at,
    );
    await updateMonitor(
      tx,
      run.savedSearchId,
      { lastRunAt: at, searchedUntil: until, pausedReason: charge.paused ? 'quota' : null, waitingUntil: null, lastError: null },
      at,
    );

    // Never an empty message: signals, or the news that the monitor just paused.
    const pausesNow = charge.paused && monitor.pausedReason !== 'quota';
    if (delivered.length === 0 && !pausesNow) return { deliveries: [], delivered: 0, overage: 0 };
    const settings = await getNotificationSettings(tx, userId);
    const emailOn = deps.emailConfigured && searchPreferencesOf((await findProfile(tx, userId))?.searchPreferences).notificationsEnabled;
    const channels = [...(emailOn ? ['email'] : []), ...(settings.slackWebhookUrl ? ['slack'] : []), ...(settings.webhookUrl ? ['webhook'] : [])];
    const payload: DigestPayload = {
      savedSearch: { id: run.savedSearchId, name: context.searchName },
      signals: delivered.map(signalToPayload),
      paused: charge.paused,
      slotAt: run.slotAt.toISOString(),
    };
    const deliveries = await addDeliveries(
      tx,
      channels.map((channel) => ({ userId, runId: run.id, channel, kind: 'digest', payload: payload as unknown as Record<string, unknown> })),
    );
    return { deliveries, delivered: delivered.length, overage: charge.overage };
  });
}
