/**
 * Monitoring (issue 10): monitors on saved searches, their runs (one per monitor per slot), the
 * signals a user has been shown, notification channels and their delivery log, feed tokens, and
 * the upstream budget all instances share. Everything of a user cascades on the user's deletion.
 * The job queue itself lives in pg-boss's own schema (`pgboss`).
 */
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { CrossPostEntry } from '@firstsignal/core';
import { savedSearches, users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const monitors = pgTable(
  'monitors',
  {
    savedSearchId: text('saved_search_id')
      .primaryKey()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: owner(),
    enabled: boolean('enabled').notNull().default(true),
    frequency: text('frequency').notNull(),
    hour: integer('hour').notNull().default(9),
    weekday: integer('weekday').notNull().default(1),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The next slot due; null while disabled. */
    nextRunAt: at('next_run_at'),
    /** The end of the window the last delivered run searched: the next run searches from here. */
    searchedUntil: at('searched_until'),
    lastRunAt: at('last_run_at'),
    /** 'quota' while paused for the monthly limit. */
    pausedReason: text('paused_reason'),
    /** Set while a run waits for the upstream budget's next window. */
    waitingUntil: at('waiting_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('monitors_due_idx').on(t.enabled, t.nextRunAt), index('monitors_user_idx').on(t.userId)],
);

export const monitorRuns = pgTable(
  'monitor_runs',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    savedSearchId: text('saved_search_id')
      .notNull()
      .references(() => monitors.savedSearchId, { onDelete: 'cascade' }),
    userId: owner(),
    /** The scheduled instant this run is for: unique per monitor, so a slot runs once. */
    slotAt: at('slot_at').notNull(),
    /** queued → running → delivered | failed; waiting while the upstream budget is spent. */
    status: text('status').notNull().default('queued'),
    /** Identical queries of one slot share this key, and one upstream fetch. */
    groupKey: text('group_key').notNull(),
    /** Bumped each time the run is queued again (after a wait or a crash): part of its job id. */
    attempt: integer('attempt').notNull().default(0),
    /** A running run whose lease ran out was abandoned (its process died): it is queued again. */
    leaseUntil: at('lease_until'),
    waitingUntil: at('waiting_until'),
    since: at('since').notNull(),
    /** The end of the window searched (the time of the fetch). */
    searchedUntil: at('searched_until'),
    found: integer('found').notNull().default(0),
    newSignals: integer('new_signals').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    overage: integer('overage').notNull().default(0),
    paused: boolean('paused').notNull().default(false),
    error: text('error'),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('monitor_runs_once_per_slot').on(t.savedSearchId, t.slotAt),
    index('monitor_runs_status_idx').on(t.status),
    index('monitor_runs_user_idx').on(t.userId),
  ],
);

/** Every signal a monitor delivered to a user: "new" means never shown to this user, for any search. */
export const seenSignals = pgTable(
  'seen_signals',
  {
    userId: owner(),
    signalId: text('signal_id').notNull(),
    firstSeenAt: createdAt(),
    /**
     * Who posted a delivered post (core's crossPostKey) and its words, so that the same person's
     * reworded cross-post, found by a later run under a new id, is known as seen. Null for posts
     * that can have no cross-posts, for cross-posts themselves, and for rows from before.
     */
    crossPostKey: text('cross_post_key'),
    post: jsonb('post').$type<CrossPostEntry>(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.signalId] }), index('seen_signals_cross_post_idx').on(t.userId, t.crossPostKey)],
);

export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  slackWebhookUrl: text('slack_webhook_url'),
  webhookUrl: text('webhook_url'),
  /** Standard Webhooks signing secret (`whsec_…`), shown to its owner to verify deliveries. */
  webhookSecret: text('webhook_secret'),
  allowMonitorOverage: boolean('allow_monitor_overage').notNull().default(false),
  monitorOverageCapUsd: numeric('monitor_overage_cap_usd', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One message to one channel: the outbox and the delivery log at once. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: owner(),
    /** Null for a test message. */
    runId: text('run_id').references(() => monitorRuns.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** digest | test */
    kind: text('kind').notNull(),
    /** pending → sending → sent | failed; retrying between attempts. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    leaseUntil: at('lease_until'),
    lastError: text('last_error'),
    /** What to send, fixed when the run delivered: a retry sends the same message. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('deliveries_once_per_run').on(t.runId, t.channel),
    index('deliveries_user_idx').on(t.userId, t.channel, t.createdAt),
    index('deliveries_status_idx').on(t.status),
  ],
);

/** A saved search's secret feed URL; only the SHA-256 of its token is kept. */
export const feedTokens = pgTable('feed_tokens', {
  savedSearchId: text('saved_search_id')
    .primaryKey()
    .references(() => savedSearches.id, { onDelete: 'cascade' }),
  userId: owner(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/** Upstream calls reserved per platform and window (Reddit: a minute, YouTube: a Pacific day), shared by every instance. */
export const upstreamBudget = pgTable(
  'upstream_budget',
  {
    platform: text('platform').notNull(),
    windowStart: at('window_start').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.platform, t.windowStart] })],
);

/** Keys the app creates for itself once and every instance shares (the unsubscribe link's signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
