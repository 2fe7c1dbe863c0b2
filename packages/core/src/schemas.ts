/**
 * Request schemas shared by the web app (fast feedback) and the API (the real check).
 * Messages are the spec's, word for word where it quotes them.
 */
import { z } from 'zod';
import { exclusionsInput, noExclusions, restrictionList, type Exclusions } from './community';
import { competitorAppList } from './competitor-apps';
import { forumList } from './forums';
import { KEYWORD_MESSAGES, keywordsProblem } from './keywords';
import { PAID_PLAN_IDS } from './plans';
import { isSearchablePlatform, SEARCHABLE_PLATFORMS, type SearchablePlatform } from './signal';
import { normalizeTimeRange, TIME_RANGES } from './time-range';

export const INPUT_CAP = 100;
export const PASSWORD_MIN = 6;
/** argon2 is slow on purpose; an unbounded password would let one request burn a core. */
export const PASSWORD_MAX = 256;
export const MAX_RESULTS_LIMIT = 100;
export const MAX_RESULTS_OPTIONS = [5, 10, 20, 50] as const;
export const LOAD_MORE_PAGE_SIZE = 5;

export const MESSAGES = {
  passwordTooShort: 'Password must be at least 6 characters long',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed - no user created',
  searchTypeRequired: 'Please select a search type (Describe your product, List pain points, or Find unmet needs)',
  businessIdeaRequired: 'Please provide your business idea',
  painPointRequired: 'Please provide at least one pain point',
  unmetNeedRequired: 'Please provide at least one unmet need',
  keywordsRequired: KEYWORD_MESSAGES.required,
  platformRequired: 'Please select at least one platform (Reddit, YouTube, or Quora)',
} as const;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((v) => v.toLowerCase());

export const registerInput = z.object({
  email,
  password: z
    .string({ error: MESSAGES.passwordTooShort })
    .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
  name: z.string().trim().max(INPUT_CAP, `Name must be at most ${INPUT_CAP} characters`).optional(),
  username: z.string().trim().max(40, 'Username must be at most 40 characters').optional(),
}).meta({ examples: [{ email: 'maria@example.com', password: 'correct horse battery', name: 'María José' }] });
export type RegisterInput = z.infer<typeof registerInput>;

/** POST /api/auth/verify-email: the token of a mailed link (verify the address, or confirm a change). */
export const emailLinkInput = z.object({
  token: z.string({ error: 'The link is missing its token' }).trim().min(1, 'The link is missing its token').max(200, 'This link is not valid'),
});

export const loginInput = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
}).meta({ examples: [{ email: 'maria@example.com', password: 'correct horse battery' }] });
export type LoginInput = z.infer<typeof loginInput>;

/** The first message of a failed parse, with the field it belongs to. */
export function firstIssue(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: 'Invalid request' };
  const field = issue.path.length ? issue.path.join('.') : undefined;
  return field ? { message: issue.message, field } : { message: issue.message };
}

export const SEARCH_TYPES = ['business_idea', 'pain_points', 'unmet_needs', 'keywords'] as const;
export const SEARCH_TYPE_LABELS = {
  business_idea: 'Business Idea',
  pain_points: 'Pain Points',
  unmet_needs: 'Unmet Needs',
  keywords: 'Keywords',
} as const;

const capped = (label: string) =>
  z.string().max(INPUT_CAP, `${label} must be at most ${INPUT_CAP} characters`);

/** Platforms may arrive as a list or as JSON text (spec §3). */
const platformList = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v.split(',').map((p) => p.trim()).filter(Boolean);
  }
}, z.array(z.string(), { error: MESSAGES.platformRequired }).max(10));

/** The search parameters as a client sends them; normalised by `parseSearchParams`. */
export const searchParamsInput = z
  .object({
    searchType: z.enum(SEARCH_TYPES, { error: MESSAGES.searchTypeRequired }),
    /** The business idea, the joined list, or (keywords) the keyword expression. */
    businessIdea: z.string().max(1000).optional(),
    business_idea: z.string().max(1000).optional(),
    painPoints: z.array(capped('Each pain point')).max(3).optional(),
    unmetNeeds: z.array(capped('Each unmet need')).max(3).optional(),
    platforms: platformList.optional(),
    /** The Discourse forums to search (forums.ts): the search's own, kept with it. */
    forums: forumList.optional(),
    /** The competitor apps whose App Store reviews are read first (competitor-apps.ts). */
    competitorApps: competitorAppList.optional(),
    /** What the search leaves out (community.ts); applied before anything is charged. */
    exclusions: exclusionsInput.optional(),
    /** Restrict the search to these communities (community.ts); absent or empty: everywhere. */
    communities: restrictionList.optional(),
    intentLevel: z.enum(['high', 'medium', 'low']).optional(),
    timeRange: z.string().max(40).nullish(),
    maxResults: z.coerce
      .number({ error: 'Max results must be a number' })
      .int('Max results must be a whole number')
      .min(1, 'Max results must be at least 1')
      .max(MAX_RESULTS_LIMIT, `Max results must be at most ${MAX_RESULTS_LIMIT}`)
      .optional(),
  })
  .superRefine((v, ctx) => {
    const text = queryTextOf(v);
    const lists = { pain_points: v.painPoints, unmet_needs: v.unmetNeeds } as const;
    if (v.searchType === 'keywords') {
      // Keyword mode (keywords.ts): the expression travels as businessIdea; its message points at the place.
      const problem = keywordsProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', path: ['businessIdea'], message: problem });
    } else if (v.searchType === 'business_idea') {
      if (!text) ctx.addIssue({ code: 'custom', path: ['businessIdea'], message: MESSAGES.businessIdeaRequired });
      else if (text.length > INPUT_CAP)
        ctx.addIssue({ code: 'custom', path: ['businessIdea'], message: `Business idea must be at most ${INPUT_CAP} characters` });
    } else if (!text) {
      const message = v.searchType === 'pain_points' ? MESSAGES.painPointRequired : MESSAGES.unmetNeedRequired;
      ctx.addIssue({ code: 'custom', path: ['businessIdea'], message });
    } else if (!lists[v.searchType] && text.length > 3 * INPUT_CAP + 2) {
      ctx.addIssue({ code: 'custom', path: ['businessIdea'], message: `The query must be at most ${3 * INPUT_CAP + 2} characters` });
    }
    const platforms = (v.platforms ?? SEARCHABLE_PLATFORMS).filter(isSearchablePlatform);
    if (platforms.length === 0) ctx.addIssue({ code: 'custom', path: ['platforms'], message: MESSAGES.platformRequired });
  });

/**
 * Spec §5 and decisions §2: the trimmed business idea, or the non-blank pain points / unmet
 * needs joined by ', ' (sent as arrays or already joined as businessIdea).
 */
export function queryTextOf(v: {
  searchType?: string;
  businessIdea?: string;
  business_idea?: string;
  painPoints?: string[];
  unmetNeeds?: string[];
}): string {
  const list = v.searchType === 'pain_points' ? v.painPoints : v.searchType === 'unmet_needs' ? v.unmetNeeds : undefined;
  if (list) return list.map((s) => s.trim()).filter(Boolean).join(', ');
  return (v.businessIdea ?? v.business_idea ?? '').trim();
}

export interface SearchParams {
  searchType: (typeof SEARCH_TYPES)[number];
  businessIdea: string;
  platforms: SearchablePlatform[];
  /** The forums named for this search; absent when none were (searches saved before forums lack it too). */
  forums?: string[];
  /** The competitor apps named for this search (App Store links, ids or names); absent when none were. */
  competitorApps?: string[];
  /** What this search leaves out; absent when nothing is excluded. */
  exclusions?: Exclusions;
  /** The only communities this search keeps; absent when it searches everywhere. */
  communities?: string[];
  intentLevel: 'high' | 'medium' | 'low';
  timeRange: (typeof TIME_RANGES)[number];
  maxResults: number;
}

export const DEFAULT_MAX_RESULTS = 10;

export function normalizeSearchParams(v: z.output<typeof searchParamsInput>): SearchParams {
  // Without a list, every searchable platform; a stored search keeps the list it was saved with.
  const platforms = [...new Set<string>(v.platforms ?? SEARCHABLE_PLATFORMS)].filter(isSearchablePlatform);
  return {
    searchType: v.searchType,
    businessIdea: queryTextOf(v),
    platforms,
    ...(v.forums?.length ? { forums: v.forums } : {}),
    ...(v.competitorApps?.length ? { competitorApps: v.competitorApps } : {}),
    ...(noExclusions(v.exclusions) ? {} : { exclusions: v.exclusions }),
    ...(v.communities?.length ? { communities: v.communities } : {}),
    intentLevel: v.intentLevel ?? 'high',
    timeRange: normalizeTimeRange(v.timeRange ?? ''),
    maxResults: v.maxResults ?? DEFAULT_MAX_RESULTS,
  };
}

export const searchParamsSchema = searchParamsInput.transform(normalizeSearchParams);

/** What a search request adds to the parameters: paging and the overage confirmation. */
export const searchRequestExtras = z.object({
  offset: z.coerce.number().int().min(0, 'Offset must be 0 or more').max(10_000).optional(),
  limit: z.coerce.number().int().min(1, 'Limit must be at least 1').max(MAX_RESULTS_LIMIT).optional(),
  confirm_overage: z.boolean().optional(),
  search_id: z.string().max(64).optional(),
});

/** POST /api/search: the parameters plus paging and the overage confirmation. */
export const searchRequestInput = z.intersection(searchParamsSchema, searchRequestExtras).meta({
  examples: [{ searchType: 'business_idea', businessIdea: 'invoice tool for freelancers', platforms: ['reddit', 'hackernews'], timeRange: 'month', maxResults: 10 }],
});
export type SearchRequest = z.output<typeof searchRequestInput>;

/** search.stream: a new search, with the overage confirmation; the next page of it goes through search.run. */
export const newSearchInput = z.intersection(searchParamsSchema, searchRequestExtras.pick({ confirm_overage: true }));

/** search.history: how many of the user's recent searches (the dashboard shows a few). */
const HISTORY_LIMIT_MESSAGE = 'limit must be a whole number from 1 to 50';
export const searchHistoryInput = z.object({
  limit: z.number({ error: HISTORY_LIMIT_MESSAGE }).int(HISTORY_LIMIT_MESSAGE).min(1, HISTORY_LIMIT_MESSAGE).max(50, HISTORY_LIMIT_MESSAGE).default(10),
});

export const checkoutInput = z.object({
  plan_id: z.enum(PAID_PLAN_IDS, { error: 'plan_id must be starter or plus' }),
}).meta({ examples: [{ plan_id: 'starter' }] });

/**
 * Analytics events the browser may record (spec §7); the others are recorded by the server
 * where they happen. Payloads stay small and flat.
 */
export const CLIENT_EVENTS = ['filter_applied', 'signal_exported'] as const;
export const clientEventInput = z.object({
  name: z.enum(CLIENT_EVENTS, { error: 'Unknown event' }),
  payload: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((p) => Object.keys(p).length <= 10, 'An event carries at most 10 fields')
    .default({}),
});

const USERNAME_MAX = 40;
const NAME_MAX = 100;

const MAX_RESULTS_VALUES = MAX_RESULTS_OPTIONS.map(String) as [string, ...string[]];

const personName = (label: string) => z.string({ error: `${label} must be text` }).trim().max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`);

/** PUT /api/user/profile and account.update: every field optional, only the sent ones change. */
export const profileUpdateInput = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, digits, dots, dashes and underscores')
    .transform((v) => v.toLowerCase())
    .optional(),
  email: registerInput.shape.email.optional(),
  first_name: personName('First name').optional(),
  last_name: personName('Last name').optional(),
  search_preferences: z
    .object({
      defaultMaxResults: z
        .union([z.string(), z.number()], { error: 'Default max results must be 5, 10, 20 or 50' })
        .transform(String)
        .pipe(z.enum(MAX_RESULTS_VALUES, { error: 'Default max results must be 5, 10, 20 or 50' }))
        .optional(),
      defaultTimeRange: z
        .preprocess((v) => (v === 'all' ? '' : v), z.enum(TIME_RANGES, { error: 'Default time range must be all time, day, week, month or year' }))
        .optional(),
      notificationsEnabled: z.boolean({ error: 'Email notifications must be on or off' }).optional(),
    }, { error: 'Search preferences must be an object' })
    .optional(),
}).meta({ examples: [{ first_name: 'María José', search_preferences: { defaultMaxResults: '20', defaultTimeRange: 'week' } }] });

export type ProfileUpdate = z.output<typeof profileUpdateInput>;
