/** Every table of FirstSignal. Rows that belong to a user cascade on the user's deletion. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const id = () => text('id').primaryKey().$defaultFn(() => crypto.randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  /** Null for accounts that only ever signed in with Google. */
  passwordHash: text('password_hash'),
  name: text('name').notNull().default('User'),
  /**
   * When the person proved they receive mail at `email` (a link we sent, or Google's verified
   * claim); null until then. An unverified password account gives way to Google's proof.
   */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Links mailed to prove an address: 'verify' (the account's own email) or 'change' (the new
 * email of a pending change, which takes effect only when followed). Only the SHA-256 of the
 * link's token is kept; a used link keeps its row until it expires, so that it can say "used".
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: owner(),
    purpose: text('purpose').$type<'verify' | 'change'>().notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** SHA-256 of the token's secret half: a stolen table dump cannot be replayed. */
    secretHash: text('secret_hash').notNull(),
    userId: owner(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Personal API keys for scripts and agents. The key is `fs_live_<id>_<secret>`; only the SHA-256
 * of the secret is kept (a random 256-bit secret needs no slow hash), so the key is shown once.
 * `scopes` bounds what the key may do; the session-only actions stay out of every key's reach.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    userId: owner(),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<('read' | 'search' | 'write')[]>().notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: owner(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index('oauth_accounts_user_idx').on(t.userId)],
);

export interface SearchPreferences {
  defaultMaxResults: string;
  defaultTimeRange: string;
  notificationsEnabled: boolean;
}

export const DEFAULT_SEARCH_PREFERENCES: SearchPreferences = { defaultMaxResults: '10', defaultTimeRange: '', notificationsEnabled: true };

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  username: text('username').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  searchPreferences: jsonb('search_preferences')
    .$type<SearchPreferences>()
    .notNull()
    .default(DEFAULT_SEARCH_PREFERENCES),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const billingInfo = pgTable('billing_info', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull().default('free'),
  planStatus: text('plan_status').notNull().default('active'),
  monthlyResultsUsed: integer('monthly_results_used').notNull().default(0),
  maxResults: integer('max_results').notNull().default(25),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull().defaultNow(),
  /** Also the next billing date shown to paid users. */
  periodEnd: timestamp('period_end', { withTimezone: true })
    .notNull()
    .default(sql`now() + interval '1 month'`),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** Creation time of the newest Stripe event applied, so an older one never overwrites it. */
  stripeStateAt: timestamp('stripe_state_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const searchRuns = pgTable(
  'search_runs',
  {
    id: id(),
    userId: owner(),
    searchType: text('search_type').notNull(),
    queryText: text('query_text').notNull(),
    /** The normalised parameters, so a run can be reopened or re-run exactly. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    requestedResults: integer('requested_results').notNull(),
    /** Ranked results stored for this run (above the noise floor, deduplicated). */
    rankedResults: integer('ranked_results').notNull(),
    /** Results revealed (and charged) so far; load more moves it forward. */
    deliveredResults: integer('delivered_results').notNull().default(0),
    platformStatus: jsonb('platform_status').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_runs_user_created_idx').on(t.userId, t.createdAt)],
);

export const searchResults = pgTable(
  'search_results',
  {
    runId: text('run_id')
      .notNull()
      .references(() => searchRuns.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    signalId: text('signal_id').notNull(),
    signal: jsonb('signal').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.rank] })],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    searchParams: jsonb('search_params').$type<Record<string, unknown>>().notNull(),
    resultCount: integer('result_count').notNull().default(0),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt)],
);

export const savedSignals = pgTable(
  'saved_signals',
  {
    id: id(),
    userId: owner(),
    /** Null for a signal saved on its own; set when it belongs to a saved search. */
    savedSearchId: text('saved_search_id').references(() => savedSearches.id, { onDelete: 'cascade' }),
    signalId: text('signal_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** True when a re-run found it for the first time. */
    isNew: boolean('is_new').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('saved_signals_once').on(t.userId, t.savedSearchId, t.signalId).nullsNotDistinct()],
);

export const usageLedger = pgTable(
  'usage_ledger',
  {
    id: id(),
    userId: owner(),
    runId: text('run_id'),
    results: integer('results').notNull(),
    overageResults: integer('overage_results').notNull().default(0),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** When Stripe's meter accepted the overage of this entry; null while pending. */
    meterReportedAt: timestamp('meter_reported_at', { withTimezone: true }),
    meterAttempts: integer('meter_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('usage_ledger_user_idx').on(t.userId, t.createdAt)],
);

export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
  processedAt: createdAt(),
});

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    name: text('name').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.createdAt)],
);

export const upstreamCache = pgTable('upstream_cache', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Auth attempt counters (sign-in per IP and per email, registration per IP) in fixed windows,
 * kept here so that every API instance on this database enforces one limit.
 */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * A founder's thumbs up or down on one signal of one search (issue 25 §1): a stored run (the
 * current search) or a saved search, never both. Keeps the signal's text and relevance, so the
 * search's feedback model learns without reading the run again.
 */
export const signalJudgements = pgTable(
  'signal_judgements',
  {
    id: id(),
    userId: owner(),
    searchRunId: text('search_run_id').references(() => searchRuns.id, { onDelete: 'cascade' }),
    savedSearchId: text('saved_search_id').references(() => savedSearches.id, { onDelete: 'cascade' }),
    signalId: text('signal_id').notNull(),
    /** 'up' or 'down'. */
    judgement: text('judgement').notNull(),
    /** A thumbs-down's why (core's DOWN_REASONS), or null. */
    reason: text('reason'),
    text: text('text').notNull(),
    relevance: doublePrecision('relevance').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('signal_judgements_once').on(t.userId, t.searchRunId, t.savedSearchId, t.signalId).nullsNotDistinct(),
    check('signal_judgements_one_search', sql`(${t.searchRunId} is null) <> (${t.savedSearchId} is null)`),
  ],
);

// Monitoring's tables live in their own module.
export * from './monitoring-schema';
