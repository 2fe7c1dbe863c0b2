/**
 * The shapes the REST API answers (spec §3 and §7, decisions §4), beside the request schemas in
 * schemas.ts and saved.ts. The API's OpenAPI document is generated from these, and its test
 * validates real answers against that document; they are not re-checked at run time.
 */
import { z } from 'zod';
import { PLAN_IDS } from './plans';
import { SEARCH_TYPES } from './schemas';
import { SEARCHABLE_PLATFORMS, SIGNAL_TYPES, URGENCY_LEVELS } from './signal';
import { TIME_RANGES } from './time-range';

/** Every error: a message a person can read, the field it is about when there is one. */
export const errorResponse = z
  .looseObject({
    error: z.string(),
    field: z.string().optional(),
    missingSettings: z.array(z.string()).optional(),
  })
  .meta({ id: 'Error', description: 'Every error answer: `error` says what went wrong; `field` names the input it is about.', example: { error: 'Authentication required' } });

export const successResponse = z.object({ success: z.literal(true) }).meta({ id: 'Success' });

const engagement = z.object({ upvotes: z.number(), comments: z.number(), views: z.number() });
const alsoPosted = z.object({ url: z.string(), source: z.string() });
const platform = z.enum(SEARCHABLE_PLATFORMS);
const signalType = z.enum(SIGNAL_TYPES);
const urgencyLevel = z.enum(URGENCY_LEVELS);
const postOrComment = z.enum(['post', 'comment']);

/** A scored conversation as a search answers it (spec §3). */
export const signalResponse = z
  .object({
    id: z.string().meta({ description: '`{platform}:{native id}`: stable, so saving twice saves once' }),
    platform,
    title: z.string(),
    snippet: z.string(),
    url: z.string(),
    source: z.string(),
    signalType,
    type: postOrComment,
    relevanceScore: z.number().min(0).max(1),
    urgencyLevel,
    reason: z.string().meta({ description: 'Why it is a signal' }),
    evidence: z.string().meta({ description: 'The sentence that earned its type' }),
    engagement,
    parent_post: z.string().nullable(),
    comment_id: z.string().nullable(),
    post_url: z.string().nullable(),
    created_utc: z.number().meta({ description: 'Epoch seconds' }),
    also_posted: z.array(alsoPosted).meta({ description: 'Cross-posts collapsed into this signal' }),
    author: z.string().optional().meta({ description: 'Who wrote it, as the platform names them' }),
    judged_by: z.string().optional().meta({ description: "With an AI provider configured: the model that judged it, or 'local'" }),
  })
  .meta({
    id: 'Signal',
    example: {
      id: 'reddit:1h2x9k',
      platform: 'reddit',
      title: 'Looking for a simple invoice tool for freelancers',
      snippet: 'I am a freelance designer and need an invoicing tool that handles recurring invoices. Happy to pay for something good.',
      url: 'https://www.reddit.com/r/freelance/comments/1h2x9k/looking_for_a_simple_invoice_tool/',
      source: 'r/freelance',
      signalType: 'Buying Intent',
      type: 'post',
      relevanceScore: 0.94,
      urgencyLevel: 'High',
      reason: "Ready to pay; mentions 'invoice', 'freelancers'",
      evidence: 'Happy to pay for something good.',
      engagement: { upvotes: 12, comments: 4, views: 0 },
      parent_post: null,
      comment_id: null,
      post_url: null,
      created_utc: 1795741221,
      also_posted: [],
    },
  });

/** A saved signal: the stored payload (snake_case), whether a re-run found it first, when it was saved. */
export const savedSignalResponse = z
  .object({
    signal_id: z.string(),
    platform,
    title: z.string(),
    snippet: z.string(),
    url: z.string(),
    source: z.string(),
    relevance_score: z.number(),
    urgency_level: urgencyLevel,
    signal_type: signalType,
    type: postOrComment,
    parent_post: z.string().nullable(),
    comment_id: z.string().nullable(),
    post_url: z.string().nullable(),
    created_utc: z.number().nullable(),
    engagement,
    reason: z.string().nullable(),
    evidence: z.string().nullable(),
    also_posted: z.array(alsoPosted).optional(),
    author: z.string().optional(),
    is_new: z.boolean(),
    saved_at: z.iso.datetime(),
  })
  .meta({ id: 'SavedSignal' });

/** What a search leaves out (issue 25 §2); each list absent when empty. */
const exclusionsResponse = z
  .object({
    words: z.array(z.string()).optional(),
    communities: z.array(z.string()).optional(),
    authors: z.array(z.string()).optional(),
    domains: z.array(z.string()).optional(),
  })
  .meta({ id: 'Exclusions' });

/** Search parameters as stored: normalised (spec §5). */
export const searchParamsResponse = z
  .object({
    searchType: z.enum(SEARCH_TYPES),
    businessIdea: z.string(),
    platforms: z.array(platform),
    forums: z.array(z.string()).optional(),
    exclusions: exclusionsResponse.optional(),
    intentLevel: z.enum(['high', 'medium', 'low']),
    timeRange: z.enum(TIME_RANGES),
    maxResults: z.number().int(),
  })
  .meta({ id: 'SearchParams' });

export const savedSearchResponse = z
  .object({
    id: z.string(),
    name: z.string(),
    query: searchParamsResponse,
    searchParams: searchParamsResponse,
    signals: z.array(savedSignalResponse),
    resultCount: z.number().int(),
    newCount: z.number().int(),
    createdAt: z.iso.datetime(),
    created_at: z.iso.datetime(),
    lastRunAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SavedSearch' });

const platformHealth = z.object({
  status: z.enum(['ok', 'not configured', 'rate limited', 'failed']),
  results: z.number().int().optional(),
  message: z.string().optional(),
  missingSettings: z.array(z.string()).optional(),
  retryAfterSeconds: z.number().optional(),
  excluded: z.number().int().optional().meta({ description: "Results the search's exclusions removed here" }),
  communities: z.record(z.string(), z.number().int()).optional().meta({ description: 'Items fetched per community, for the audiences' }),
});

/** POST /api/search: results (none when quota or overage stops it), what each platform did, the user's quota. */
/** What the optional AI judge did for a search's results (issue 28). */
export const aiNoteResponse = z
  .object({
    model: z.string(),
    status: z.enum(['ok', 'partial', 'local']).meta({ description: 'ok: every signal sent was judged; partial: some; local: none' }),
    judged: z.number().int(),
    tokens: z.number().int(),
    note: z.string().optional().meta({ description: 'Why some or all signals keep their local ranking (timeout, 429, 5xx, budget)' }),
  })
  .meta({ id: 'AiNote' });

export const searchResponse = z
  .object({
    results: z.array(signalResponse),
    search_info: z
      .object({
        requested_results: z.number().int(),
        actual_results: z.number().int(),
        limited_by_quota: z.boolean(),
        has_more: z.boolean(),
        search_id: z.string(),
        businessIdea: z.string(),
        total_results: z.number().int(),
        offset: z.number().int(),
        excluded_results: z.number().int().meta({ description: "Results the search's exclusions removed before anything was charged" }),
        sentence_model: z
          .enum(['on', 'busy', 'loading', 'off'])
          .optional()
          .meta({
            description:
              "A new search's: `on` the sentence model typed the signals the classifier was unsure of; `busy` it did so for some of them only, being busy with other searches (see `classifier_alone`); `loading` it had not loaded yet and the classifier alone typed them; `off` turned off (SENTENCE_MODEL=false)",
          }),
        classifier_alone: z
          .object({ signals: z.number().int(), of: z.number().int() })
          .optional()
          .meta({ description: 'With `sentence_model: busy`: how many of the signals this answer delivers the classifier alone typed, of how many (those not revealed yet take the sentence model\'s votes when they come)' }),
      })
      .nullable()
      .meta({ description: 'null when nothing was delivered (upgrade required, or overage not confirmed)' }),
    platforms: z.record(z.string(), platformHealth),
    upgrade_required: z.boolean(),
    current_usage: z.number().int(),
    usage_limit: z.number().int(),
    overage_warning: z.boolean().meta({ description: 'Send again with `confirm_overage: true` to accept the overage charge' }),
    overage_count: z.number().int(),
    overage_blocks: z.number().int(),
    overage_cost: z.number(),
    plan_type: z.string(),
    next_billing_date: z.iso.datetime().nullable(),
    ai: aiNoteResponse.optional().meta({ description: 'With an AI provider configured: what its judge did for these results' }),
  })
  .meta({ id: 'SearchResponse' });

/** A run after its exclusions grew: what it still shows, and how many results its exclusions removed. */
export const runExclusionsResponse = z
  .object({
    results: z.array(signalResponse).meta({ description: 'The results still revealed, in their order' }),
    exclusions: exclusionsResponse,
    excluded_results: z.number().int(),
    total_results: z.number().int(),
    has_more: z.boolean(),
  })
  .meta({ id: 'RunExclusions' });

export const rerunResponse = z.object({
  search: savedSearchResponse,
  newSignals: z.array(signalResponse),
  response: searchResponse,
  /** The saved search's thumbs up / thumbs down that ranked the re-run. */
  judgements: z.object({ up: z.number().int(), down: z.number().int() }),
});

export const publicUserResponse = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    name: z.string(),
    email_verified: z.boolean(),
    user_metadata: z.object({ full_name: z.string(), name: z.string(), username: z.string() }),
  })
  .meta({ id: 'User' });

export const meResponse = z.object({ user: publicUserResponse });

/** Register and login: the session token (also set as the `fs_session` cookie). */
export const sessionResponse = z.object({ user: publicUserResponse, token: z.string() });

export const profileResponse = z.object({
  profile: z
    .object({
      user_id: z.string(),
      username: z.string(),
      email: z.string(),
      email_verified: z.boolean(),
      pending_email: z.string().nullable(),
      first_name: z.string(),
      last_name: z.string(),
      plan: z.enum(PLAN_IDS),
      account_type: z.string(),
      search_preferences: z.object({
        defaultMaxResults: z.string(),
        defaultTimeRange: z.string(),
        notificationsEnabled: z.boolean(),
      }),
    })
    .meta({ id: 'Profile' }),
});

export const usageResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      results_used: z.number().int(),
      results_limit: z.number().int(),
      plan_type: z.enum(PLAN_IDS),
      plan_status: z.string(),
      results_remaining: z.number().int(),
      next_billing_date: z.iso.datetime(),
    }),
  })
  .meta({
    id: 'Usage',
    example: { success: true, data: { results_used: 12, results_limit: 25, plan_type: 'free', plan_status: 'active', results_remaining: 13, next_billing_date: '2026-12-28T00:00:00.000Z' } },
  });

const theme = z.object({
  key: z.string(),
  label: z.string(),
  size: z.number().int(),
  highShare: z.number(),
  urgency: z.record(urgencyLevel, z.number().int()),
  types: z.array(z.object({ type: signalType, count: z.number().int() })),
  quotes: z.array(z.object({ signalId: z.string(), text: z.string(), url: z.string() })),
  firstUtc: z.number().nullable(),
  lastUtc: z.number().nullable(),
  signalIds: z.array(z.string()),
});

/** A run's or a saved search's themes (JSON; `?format=csv|md` answers a file instead). */
export const themesResponse = z
  .object({
    title: z.string(),
    themes: z.array(theme),
    timeline: z.object({
      unit: z.enum(['week', 'month', 'year']),
      buckets: z.array(z.object({ start: z.string(), counts: z.record(z.string(), z.number().int()) })),
    }),
    total: z.number().int(),
    clustering: z.enum(['embeddings', 'local']).optional().meta({ description: "With AI_EMBEDDING_MODEL: whether the themes clustered on the provider's embeddings or, when that failed, locally" }),
    note: z.string().optional().meta({ description: 'Why the provider\'s embeddings were not used, when they were not' }),
  })
  .meta({ id: 'Themes' });

const audience = z.object({
  key: z.string().meta({ description: '`platform:community`, as `communities` and `exclusions.communities` take it' }),
  platform,
  source: z.string().meta({ description: 'The community: a subreddit, channel, site, repository, forum…' }),
  signals: z.number().int(),
  fetched: z.number().int().nullable().meta({ description: 'Items the search fetched there; null when the run did not record it' }),
  perFetched: z.number().nullable().meta({ description: 'signals / fetched' }),
  highShare: z.number(),
  quotes: z.array(z.object({ signalId: z.string(), text: z.string(), url: z.string() })),
});

/** A run's or a saved search's audiences (JSON; `?format=csv` answers a file instead). */
export const audiencesResponse = z
  .object({
    title: z.string(),
    communities: z.array(z.string()).meta({ description: 'The communities the search is restricted to; empty: everywhere' }),
    audiences: z.array(audience),
    total: z.number().int(),
    fetchedKnown: z.boolean().meta({ description: 'false for runs stored before audiences: ranked by signals alone' }),
  })
  .meta({ id: 'Audiences' });

export const saveSignalResponse = z.union([
  z.object({ success: z.literal(true), saved: z.literal(1), signal: savedSignalResponse }),
  z.object({ success: z.literal(true), saved: z.number().int(), signals: z.array(savedSignalResponse) }),
]);

export const emailLinkResponse = z.object({ status: z.enum(['verified', 'changed']), email: z.string() });
export const verificationSentResponse = z.object({ sent_to: z.string() });
export const redirectUrlResponse = z.object({ url: z.string() });
export const webhookResponse = z.object({ received: z.literal(true), outcome: z.string() });

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'unavailable']),
  platforms: z.record(
    z.string(),
    z.object({
      configured: z.boolean(),
      status: z.enum(['ok', 'not configured', 'failed', 'rate limited']),
      missingSettings: z.array(z.string()).optional(),
      /** Why it is failing now (a refused sign-in it remembers), in words an operator can act on. */
      message: z.string().optional(),
      /** What works only in part, naming the setting that adds the rest (GitHub Discussions need GITHUB_TOKEN). */
      notes: z.array(z.string()).optional(),
    }),
  ),
  ai: z
    .object({
      configured: z.boolean(),
      status: z.enum(['ok', 'not configured']),
      missingSettings: z.array(z.string()).optional(),
      model: z.string().optional(),
      tokensUsed: z.number().int().optional().meta({ description: 'Tokens spent on the provider since this process started' }),
      failedCalls: z.number().int().optional(),
    })
    .optional()
    .meta({ description: 'The optional AI provider (OpenAI-compatible)' }),
});

/** A search's thumbs up / thumbs down (issue 25 §1), oldest first. */
export const feedbackResponse = z
  .object({
    judgements: z.array(
      z.object({
        signalId: z.string(),
        judgement: z.enum(['up', 'down']),
        reason: z.enum(['off_topic', 'wrong_audience', 'spam', 'already_solved']).nullable(),
        text: z.string(),
        relevance: z.number(),
      }),
    ),
    closeness: z
      .record(z.string(), z.object({ toUp: z.number(), toDown: z.number() }))
      .meta({
        description:
          "Each signal the search has shown: its meaning's closeness (sentence vectors) to the signals marked relevant and to those marked not relevant, relative to the search's mean; what re-ranks the cards beside their words. Empty without judgements.",
      }),
  })
  .meta({ id: 'Feedback' });
