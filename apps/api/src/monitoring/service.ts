/**
 * Monitoring (issue 10), built once per app: saved searches that run on their own and tell the
 * founder what is new. The scheduler turns due monitors into runs; pg-boss carries the work to
 * whichever instance's worker is free; each run delivers in one transaction and queues one
 * delivery per channel. `start({ worker: true })` runs the scheduler and the worker in this
 * process; tests and the CLI call `tick` and `drain` instead, with the app's clock.
 */
import type { SentenceEncoder } from '@firstsignal/encoder';
import { monitorBudgets } from '@firstsignal/sources';
import {
  MONITOR_MESSAGES,
  monitorFrequenciesFor,
  monitorSettingsInput,
  nextSlotAfter,
  savedSearchIdInput,
  type MonitorSchedule,
} from '@firstsignal/core';
import {
  countNewSavedSignals,
  dueDeliveries,
  feedSearchIds,
  findMonitor,
  getUsage,
  latestRuns,
  listMonitors,
  markSavedSearchSeen,
  queuedRuns,
  scheduleOf,
  setMonitor,
  updateAccountProfile,
  type Db,
  type MonitorRunRow,
} from '@firstsignal/db';
import { loggable } from '../db-errors';
import type { Env } from '../env';
import { HttpError, notFound, parseBody } from '../http/errors';
import type { Connectors } from '../search/platforms';
import { SAVED_SEARCH_NOT_FOUND } from '../saved/service';
import type { Mailer } from './channels/mailer';
import { dispatchDelivery, type DispatchDeps } from './dispatch';
import { createFeed, renderFeed, revokeFeed, type FeedFormat } from './feeds';
import { appLinks } from './links';
import { notificationsView, testChannel, updateNotifications } from './notifications';
import { createJobQueue, jobId, QUEUES, type DeliveryJob, type RunJob } from './queue';
import { runGroup, type RunDeps } from './run';
import type { DropLog } from '../search/storable';
import { scheduleDueRuns } from './scheduler';
import { verifyUnsubscribeToken } from './tokens';
import { monitorView } from './view';

/** How often a worker looks for due monitors, retries and abandoned runs. */
const TICK_MS = 30_000;

export interface MonitoringDeps {
  env: Env;
  db: Db;
  now: () => Date;
  connectors: Connectors;
  encoder: SentenceEncoder | null;
  missingEmailSettings: string[];
  /** SMTP, shared with account mail; undefined while SMTP_URL or EMAIL_FROM is missing. */
  mailer: Mailer | undefined;
  /** A run charged overage: billing reports it to Stripe's meter. */
  reportOverage(userId: string): void;
}

interface Log extends DropLog {
  error(error: unknown, message: string): void;
}

export function createMonitoring(deps: MonitoringDeps) {
  const { env, db, now } = deps;
  let log: Log = {
    error: (error, message) => console.error(message, loggable(error)),
    warn: (details, message) => console.warn(message, details),
  };
  const queue = createJobQueue(db, { onError: (error) => log.error(error, 'monitoring job failed') });
  const links = appLinks(env);
  const { mailer } = deps;
  const dispatchDeps: DispatchDeps = { db, now, links, mailer, allowPrivateUrls: env.WEBHOOK_ALLOW_PRIVATE_URLS };
  const settingsDeps = { ...dispatchDeps, missingEmailSettings: deps.missingEmailSettings };

  const sendDelivery = (delivery: { id: string; userId: string; attempts: number }) =>
    queue.send(QUEUES.deliveries, { deliveryId: delivery.id, userId: delivery.userId } satisfies DeliveryJob, jobId(`delivery:${delivery.id}:${delivery.attempts}`));

  const runDeps: RunDeps = {
    db,
    now,
    connectors: deps.connectors,
    encoder: deps.encoder,
    budgets: monitorBudgets(env),
    emailConfigured: mailer !== undefined,
    log: { warn: (details, message) => log.warn(details, message) },
    async delivered(context, result) {
      if (result.overage > 0) deps.reportOverage(context.run.userId);
      for (const delivery of result.deliveries) await sendDelivery(delivery);
    },
  };

  const handlers = {
    [QUEUES.runs]: (job: RunJob) => runGroup(runDeps, job),
    [QUEUES.deliveries]: async (job: DeliveryJob) => {
      await dispatchDelivery(dispatchDeps, job.deliveryId);
    },
  };

  /** Schedules what is due and queues every piece of work that waits: new runs, requeued runs, deliveries. */
  async function tick(): Promise<void> {
    await scheduleDueRuns(db, now());
    const groups = new Map<string, MonitorRunRow[]>();
    for (const run of await queuedRuns(db)) groups.set(run.groupKey, [...(groups.get(run.groupKey) ?? []), run]);
    for (const [key, runs] of groups) {
      const version = runs.map((r) => `${r.id}.${r.attempt}`).sort().join(',');
      const job: RunJob = { runIds: runs.map((r) => r.id), userIds: [...new Set(runs.map((r) => r.userId))] };
      await queue.send(QUEUES.runs, job, jobId(`runs:${key}:${version}`));
    }
    for (const delivery of await dueDeliveries(db, now())) await sendDelivery(delivery);
  }

  let timer: ReturnType<typeof setInterval> | undefined;

  async function viewsOf(userId: string, savedSearchIds?: string[]) {
    const monitors = (await listMonitors(db, userId)).filter((m) => !savedSearchIds || savedSearchIds.includes(m.savedSearchId));
    const [runs, feeds] = await Promise.all([latestRuns(db, userId, monitors.map((m) => m.savedSearchId)), feedSearchIds(db, userId)]);
    return monitors.map((m) => monitorView(m, runs.get(m.savedSearchId), feeds.has(m.savedSearchId)));
  }

  return {
    setLogger(logger: Log) {
      log = logger;
    },

    /** Starts the queue; with `worker`, also the scheduler (a run for missed slots at once) and the workers. */
    async start(options: { worker: boolean }): Promise<void> {
      await queue.start({ supervise: options.worker });
      if (!options.worker) return;
      await tick();
      timer = setInterval(() => void tick().catch((error) => log.error(error, 'monitoring scheduler failed')), TICK_MS);
      await queue.work(handlers);
    },

    async stop(): Promise<void> {
      clearInterval(timer);
      await queue.stop();
    },

    tick,
    /** Runs every queued job in this process until none is left (CLI, tests). */
    drain: () => queue.drain(handlers),
    queue,

    /** The saved-search cards' monitors, the sidebar's "New" count, and what the plan allows. */
    async list(userId: string) {
      const usage = await getUsage(db, userId, now());
      return {
        monitors: await viewsOf(userId),
        /** Saved searches with a feed URL (monitored or not). */
        feeds: [...(await feedSearchIds(db, userId))],
        newSignals: await countNewSavedSignals(db, userId),
        frequencies: monitorFrequenciesFor(usage?.paid ? (usage.plan ?? 'free') : 'free'),
      };
    },

    newCount: async (userId: string) => ({ newSignals: await countNewSavedSignals(db, userId) }),

    /** The card's toggle and frequency; the first run is the next slot. */
    async set(userId: string, body: unknown) {
      const input = parseBody(monitorSettingsInput, body);
      const usage = await getUsage(db, userId, now());
      if (input.enabled && !monitorFrequenciesFor(usage?.paid ? usage.plan : 'free').includes(input.frequency)) {
        throw new HttpError(403, MONITOR_MESSAGES.hourlyNeedsPaidPlan, { field: 'frequency' });
      }
      // Turning a monitor off keeps its schedule for when it comes back on.
      const existing = input.enabled ? undefined : await findMonitor(db, userId, input.id);
      const schedule: MonitorSchedule = existing
        ? scheduleOf(existing)
        : { frequency: input.frequency, hour: input.hour, weekday: input.weekday, timeZone: input.timeZone };
      const row = await setMonitor(db, userId, input.id, { enabled: input.enabled, schedule, nextRunAt: nextSlotAfter(schedule, now()) }, now());
      if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
      const [view] = await viewsOf(userId, [row.savedSearchId]);
      return { monitor: view! };
    },

    async markSeen(userId: string, body: unknown) {
      const { id } = parseBody(savedSearchIdInput, body);
      const seen = await markSavedSearchSeen(db, userId, id);
      if (seen === undefined) throw notFound(SAVED_SEARCH_NOT_FOUND);
      return { seen };
    },

    async get(userId: string, savedSearchId: string) {
      const monitor = await findMonitor(db, userId, savedSearchId);
      if (!monitor) throw notFound('This saved search is not monitored');
      const [view] = await viewsOf(userId, [savedSearchId]);
      return { monitor: view! };
    },

    createFeed: (userId: string, body: unknown) => createFeed(db, links, userId, parseBody(savedSearchIdInput, body).id),
    revokeFeed: (userId: string, body: unknown) => revokeFeed(db, userId, parseBody(savedSearchIdInput, body).id),
    renderFeed: (token: string, format: FeedFormat) => renderFeed(db, links, token, format),

    notifications: (userId: string) => notificationsView(settingsDeps, userId),
    async updateNotifications(userId: string, body: unknown) {
      await updateNotifications(db, userId, body, now(), env.WEBHOOK_ALLOW_PRIVATE_URLS);
      return notificationsView(settingsDeps, userId);
    },
    testChannel: (userId: string, body: unknown) => testChannel(settingsDeps, userId, body),

    /** One-click unsubscribe: turns "Email notifications for new signals" off for the token's user. */
    async unsubscribe(token: string): Promise<boolean> {
      const userId = await verifyUnsubscribeToken(db, token);
      if (!userId) return false;
      return (await updateAccountProfile(db, userId, { searchPreferences: { notificationsEnabled: false } }, now())) !== undefined;
    },

    /** Account deletion: the rows go by cascade; the queue's jobs of the user go here. */
    forgetUser: (userId: string) => queue.forgetUser(userId),
  };
}

export type Monitoring = ReturnType<typeof createMonitoring>;
