/**
 * Saving (spec §3 saved-signal payload and saved search, §7 /api/signals/save and /api/searches):
 * the shared schemas with their limits and messages, the re-run defaults (spec §9), and the
 * conversions between a scored Signal and the snake_case payload it is saved as.
 */
import { z } from 'zod';
import { exclusionsInput } from './community';
import { searchParamsInput, searchParamsSchema, type SearchParams } from './schemas';
import {
  SEARCHABLE_PLATFORMS,
  SIGNAL_TYPES,
  URGENCY_LEVELS,
  type AlsoPosted,
  type SearchablePlatform,
  type Signal,
} from './signal';
import { normalizeTimeRange, type TimeRange } from './time-range';

export const SAVED_SEARCH_NAME_MAX = 120;
/** Signals one saved search holds, and signals one save request may carry. */
export const SAVED_SEARCH_SIGNALS_MAX = 200;
/** Text bounds of a saved signal: generous for what scoring produces, small enough to store. */
export const SAVED_SIGNAL_TEXT_MAX = {
  signal_id: 300,
  title: 500,
  snippet: 2000,
  url: 2048,
  source: 200,
  parent_post: 500,
  comment_id: 200,
  post_url: 2048,
  reason: 500,
  evidence: 1000,
  author: 200,
} as const;

/** Cross-posts' links a saved signal keeps: scoring collapses a few, never dozens. */
export const ALSO_POSTED_MAX = 20;

/** Spec §9: a re-run asks for 25 results over the past week at intent level medium. */
export const RERUN_DEFAULT_MAX_RESULTS = 25;
export const RERUN_DEFAULT_TIME_RANGE: TimeRange = 'week';
export const RERUN_INTENT_LEVEL = 'medium' as const;

export const SAVED_MESSAGES = {
  nameRequired: 'Please give the saved search a name',
  nameTooLong: `The name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  searchParamsRequired: 'searchParams must be the search to save (searchType, businessIdea, platforms, …)',
  tooManySignals: `A saved search can hold at most ${SAVED_SEARCH_SIGNALS_MAX} signals`,
  tooManyToSave: `At most ${SAVED_SEARCH_SIGNALS_MAX} signals can be saved at once`,
  noSignals: 'signals must list at least one signal',
  platform: `platform must be ${SEARCHABLE_PLATFORMS.slice(0, -1).join(', ')} or ${SEARCHABLE_PLATFORMS.at(-1)}`,
  url: 'must be an http(s) URL',
  relevance: 'relevance_score must be a number between 0 and 1',
  urgency: `urgency_level must be one of ${URGENCY_LEVELS.join(', ')}`,
  signalType: `signal_type must be one of ${SIGNAL_TYPES.join(', ')}`,
  type: 'type must be post or comment',
  createdUtc: 'created_utc must be a date or epoch seconds',
  engagement: 'engagement counts must be whole numbers of 0 or more',
  alsoPosted: 'also_posted must be a list of {url, source}',
  tooManyAlsoPosted: `also_posted may list at most ${ALSO_POSTED_MAX} links`,
} as const;

const text = (field: keyof typeof SAVED_SIGNAL_TEXT_MAX) => {
  const max = SAVED_SIGNAL_TEXT_MAX[field];
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
};

/** Links are rendered by the app: only http(s), never `javascript:` or `data:`. */
const httpUrl = (field: 'url' | 'post_url') =>
  text(field).refine((v) => /^https?:\/\/\S+$/i.test(v) && URL.canParse(v), `${field} ${SAVED_MESSAGES.url}`);

const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullish()).transform((v) => v ?? null);

/** 'high' → 'High': clients vary the case of enum words. */
const capitalized = (v: unknown) => (typeof v === 'string' && v ? v.charAt(0).toUpperCase() + v.slice(1).toLowerCase() : v);

/** Spec §3: a text date or epoch seconds; milliseconds are recognised and converted. */
function epochSecondsOf(v: unknown): unknown {
  if (v === null || v === undefined || v === '') return undefined;
  const n = typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;
  if (typeof n === 'number') return Number.isFinite(n) ? Math.floor(n > 1e11 ? n / 1000 : n) : v;
  if (typeof n === 'string') {
    const ms = Date.parse(n);
    return Number.isNaN(ms) ? v : Math.floor(ms / 1000);
  }
  return v;
}

const count = z
  .number({ error: SAVED_MESSAGES.engagement })
  .int(SAVED_MESSAGES.engagement)
  .min(0, SAVED_MESSAGES.engagement)
  .max(1e12)
  .default(0);

/** Keys of a camelCase Signal and their names in the snake_case payload. */
const SNAKE_KEYS: Record<string, string> = {
  id: 'signal_id',
  relevanceScore: 'relevance_score',
  urgencyLevel: 'urgency_level',
  signalType: 'signal_type',
  parentPost: 'parent_post',
  commentId: 'comment_id',
  postUrl: 'post_url',
  createdUtc: 'created_utc',
};

/** Accepts a Signal as the web holds it too: camelCase keys fill in the missing snake_case ones. */
function snakeKeys(v: unknown): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  for (const [camel, snake] of Object.entries(SNAKE_KEYS)) {
    if (out[snake] === undefined && out[camel] !== undefined) out[snake] = out[camel];
  }
  return out;
}

const payloadFields = z.object(
  {
    signal_id: text('signal_id').min(1, 'signal_id must not be empty').optional(),
    platform: z.enum(SEARCHABLE_PLATFORMS, { error: SAVED_MESSAGES.platform }),
    title: text('title').default(''),
    snippet: text('snippet').default(''),
    url: httpUrl('url'),
    source: text('source').default(''),
    relevance_score: z
      .number({ error: SAVED_MESSAGES.relevance })
      .min(0, SAVED_MESSAGES.relevance)
      .max(1, SAVED_MESSAGES.relevance)
      .default(0),
    urgency_level: z.preprocess(capitalized, z.enum(URGENCY_LEVELS, { error: SAVED_MESSAGES.urgency })).default('Low'),
    signal_type: z.enum(SIGNAL_TYPES, { error: SAVED_MESSAGES.signalType }).default('Discussion'),
    type: z.enum(['post', 'comment'], { error: SAVED_MESSAGES.type }).default('post'),
    parent_post: optionalText(text('parent_post')),
    comment_id: optionalText(text('comment_id')),
    post_url: optionalText(httpUrl('post_url')),
    created_utc: z
      .preprocess(
        epochSecondsOf,
        z
          .number({ error: SAVED_MESSAGES.createdUtc })
          .int()
          .min(0, SAVED_MESSAGES.createdUtc)
          .max(1e11, SAVED_MESSAGES.createdUtc)
          .nullish(),
      )
      .transform((v) => v ?? null),
    engagement: z
      .object({ upvotes: count, comments: count, views: count }, { error: SAVED_MESSAGES.engagement })
      .default({ upvotes: 0, comments: 0, views: 0 }),
    reason: optionalText(text('reason')),
    evidence: optionalText(text('evidence')),
    author: text('author').optional(),
    also_posted: z
      .array(z.object({ url: httpUrl('url'), source: text('source').default('') }, { error: SAVED_MESSAGES.alsoPosted }), {
        error: SAVED_MESSAGES.alsoPosted,
      })
      .max(ALSO_POSTED_MAX, SAVED_MESSAGES.tooManyAlsoPosted)
      .default([]),
  },
  { error: 'Each signal must be an object' },
);

/** The saved-signal payload (spec §3), stored as is and answered back. */
export interface SavedSignalPayload {
  signal_id: string;
  platform: SearchablePlatform;
  title: string;
  snippet: string;
  url: string;
  source: string;
  relevance_score: number;
  urgency_level: Signal['urgencyLevel'];
  signal_type: Signal['signalType'];
  type: 'post' | 'comment';
  parent_post: string | null;
  comment_id: string | null;
  post_url: string | null;
  /** Epoch seconds. */
  created_utc: number | null;
  engagement: Signal['engagement'];
  /** Why the signal is there and the sentence that earned its type (decisions §6). */
  reason: string | null;
  evidence: string | null;
  /** Cross-posts collapsed into it; absent from payloads saved before it existed. */
  also_posted?: AlsoPosted[];
  /** Who wrote it; absent when unknown (payloads saved before it existed). */
  author?: string;
}

/**
 * One signal to save, in the snake_case payload or the spec's single form (title, snippet,
 * platform, url, relevance_score, urgency_level, signal_type), or as a camelCase Signal. Without
 * a signal_id, one is derived from the link, so saving the same conversation twice saves it once.
 */
export const savedSignalInput = z.preprocess(
  snakeKeys,
  payloadFields.transform((v): SavedSignalPayload => ({
    signal_id: v.signal_id ?? signalIdFromUrl(v.platform, v.url),
    platform: v.platform,
    title: v.title,
    snippet: v.snippet,
    url: v.url,
    source: v.source,
    relevance_score: v.relevance_score,
    urgency_level: v.urgency_level,
    signal_type: v.signal_type,
    type: v.type,
    parent_post: v.parent_post,
    comment_id: v.comment_id,
    post_url: v.post_url,
    created_utc: v.created_utc,
    engagement: v.engagement,
    reason: v.reason,
    evidence: v.evidence,
    also_posted: v.also_posted,
    ...(v.author ? { author: v.author } : {}),
  })),
);
export type SavedSignalInput = z.input<typeof payloadFields>;

const signalList = (tooMany: string) =>
  z.array(savedSignalInput, { error: 'signals must be a list of signals' }).max(SAVED_SEARCH_SIGNALS_MAX, tooMany);

/** The list form of POST /api/signals/save: `{signals: [...]}`. */
export const saveSignalsInput = z.object({ signals: signalList(SAVED_MESSAGES.tooManyToSave).min(1, SAVED_MESSAGES.noSignals) });

/** POST /api/searches: `{name, searchParams, signals[]}`. */
export const savedSearchInput = z.object({
  name: z
    .string({ error: SAVED_MESSAGES.nameRequired })
    .trim()
    .min(1, SAVED_MESSAGES.nameRequired)
    .max(SAVED_SEARCH_NAME_MAX, SAVED_MESSAGES.nameTooLong),
  searchParams: z.record(z.string(), z.unknown(), { error: SAVED_MESSAGES.searchParamsRequired }).pipe(searchParamsSchema),
  signals: signalList(SAVED_MESSAGES.tooManySignals).default([]),
  /** The current search (a run's search_id) it is saved from: the founder's thumbs up / down on it carry over. */
  searchId: z.string({ error: 'searchId must be text' }).trim().min(1, 'searchId is required').max(64, 'searchId is too long').optional(),
}).meta({
  examples: [{ name: 'Freelance invoicing', searchParams: { searchType: 'business_idea', businessIdea: 'invoice tool for freelancers', timeRange: 'month' }, signals: [] }],
});
export type SavedSearchInput = z.output<typeof savedSearchInput>;

/** A saved search's id, as routes and procedures take it. */
export const savedSearchIdInput = z.object({
  id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(64, 'id is too long'),
});

/**
 * A search's or saved search's exclusions changed after it ran (issue 25 §2): a card's "Hide this
 * community" / "Hide this author", or the saved search's Exclude section.
 */
export const exclusionsUpdateInput = savedSearchIdInput.extend({
  exclusions: exclusionsInput.default({}),
});
export type ExclusionsUpdate = z.output<typeof exclusionsUpdateInput>;

/** The re-run dialog (spec §2): Number of Results and Time Range, plus the overage confirmation. */
export const rerunSavedSearchInput = savedSearchIdInput.extend({
  // The same checks and messages as a new search's.
  maxResults: searchParamsInput.shape.maxResults,
  timeRange: searchParamsInput.shape.timeRange,
  confirmOverage: z.boolean().optional(),
});
export type RerunSavedSearchInput = z.output<typeof rerunSavedSearchInput>;

/** The parameters a re-run searches with: the saved ones, with the re-run's defaults (spec §9). */
export function rerunParams(
  saved: SearchParams,
  options: { maxResults?: number | undefined; timeRange?: string | null | undefined },
): SearchParams {
  return {
    ...saved,
    maxResults: options.maxResults ?? RERUN_DEFAULT_MAX_RESULTS,
    timeRange: options.timeRange == null ? RERUN_DEFAULT_TIME_RANGE : normalizeTimeRange(options.timeRange),
    intentLevel: RERUN_INTENT_LEVEL,
  };
}

/**
 * The places a search names itself, as the saved-search page and the re-run report list them:
 * its forums and its competitor apps, each list only when it has some (older searches have none).
 */
export function namedPlaces(params: Pick<SearchParams, 'forums' | 'competitorApps'>): { label: string; values: string[] }[] {
  const lists = [
    { label: 'Forums', values: params.forums ?? [] },
    { label: 'Competitor apps', values: params.competitorApps ?? [] },
  ];
  return lists.filter((list) => list.values.length > 0);
}

/**
 * Each platform's native id read back from its links, as its connector forms it; a platform
 * without an entry (or a link its reader does not know) gets a stable hash of the URL.
 */
const NATIVE_ID_FROM_URL: Partial<Record<SearchablePlatform, (u: URL) => string | undefined>> = {
  reddit(u) {
    if (!/(^|\.)reddit\.com$/i.test(u.hostname)) return undefined;
    const m = u.pathname.match(/\/comments\/([a-z0-9]+)(?:\/[^/]*(?:\/([a-z0-9]+))?)?\/?$/i);
    return m?.[1] ? (m[2] ?? m[1]) : undefined;
  },
  youtube(u) {
    if (!/(^|\.)youtube\.com$/i.test(u.hostname)) return undefined;
    const id = u.searchParams.get('lc') ?? u.searchParams.get('v');
    return id && /^[\w.-]+$/.test(id) ? id : undefined;
  },
  hackernews(u) {
    if (!/^news\.ycombinator\.com$/i.test(u.hostname) || u.pathname !== '/item') return undefined;
    const id = u.searchParams.get('id');
    return id && /^\d+$/.test(id) ? id : undefined;
  },
  // `{site}-q{id}`, `{site}-a{id}`, `{site}-c{id}`, the site as the API names it: stackoverflow.com
  // is `stackoverflow`, softwarerecs.stackexchange.com is `softwarerecs`.
  stackexchange(u) {
    const site = /^(?:www\.)?(?:([a-z0-9-]+)\.stackexchange\.com|(stackoverflow|superuser|serverfault|askubuntu)\.com)$/i.exec(u.hostname);
    const name = (site?.[1] ?? site?.[2])?.toLowerCase();
    if (!name) return undefined;
    const comment = /^#comment(\d+)_\d+$/.exec(u.hash)?.[1];
    const question = /^\/questions\/(\d+)(?:\/|$)/.exec(u.pathname)?.[1];
    if (comment && question) return `${name}-c${comment}`;
    if (question) return `${name}-q${question}`;
    const answer = /^\/a\/(\d+)(?:\/|$)/.exec(u.pathname)?.[1];
    return answer ? `${name}-a${answer}` : undefined;
  },
};

/**
 * `{platform}:{native id}` (decisions §6) recovered from a platform's link, so a signal saved
 * without its id gets the id search gave it; other links get a stable hash of the URL.
 */
export function signalIdFromUrl(platform: SearchablePlatform, url: string): string {
  let native: string | undefined;
  try {
    native = NATIVE_ID_FROM_URL[platform]?.(new URL(url));
  } catch {
    // Not a URL we can read: hashed below.
  }
  return native ? `${platform}:${native}` : `${platform}:url-${fnv1a64(url)}`;
}

/** FNV-1a over UTF-16 code units, 64 bits, hex: the same in the browser and on the server. */
function fnv1a64(s: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < s.length; i++) {
    hash ^= BigInt(s.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** A scored signal as the saved-signal payload. */
export function signalToPayload(s: Signal): SavedSignalPayload {
  return {
    signal_id: s.id,
    platform: s.platform,
    title: s.title,
    snippet: s.snippet,
    url: s.url,
    source: s.source,
    relevance_score: s.relevanceScore,
    urgency_level: s.urgencyLevel,
    signal_type: s.signalType,
    type: s.type,
    parent_post: s.parent_post,
    comment_id: s.comment_id,
    post_url: s.post_url,
    created_utc: s.created_utc,
    engagement: s.engagement,
    reason: s.reason,
    evidence: s.evidence,
    also_posted: s.also_posted,
    ...(s.author ? { author: s.author } : {}),
  };
}

/** A saved payload as a Signal again, e.g. for 'View All (N)' into the current signals. */
export function payloadToSignal(p: SavedSignalPayload): Signal {
  return {
    id: p.signal_id,
    platform: p.platform,
    title: p.title,
    snippet: p.snippet,
    url: p.url,
    source: p.source,
    signalType: p.signal_type,
    type: p.type,
    relevanceScore: p.relevance_score,
    urgencyLevel: p.urgency_level,
    reason: p.reason ?? '',
    evidence: p.evidence ?? '',
    engagement: p.engagement,
    parent_post: p.parent_post,
    comment_id: p.comment_id,
    post_url: p.post_url,
    created_utc: p.created_utc ?? 0,
    also_posted: p.also_posted ?? [],
    ...(p.author ? { author: p.author } : {}),
  };
}
