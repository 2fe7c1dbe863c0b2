/**
 * The platforms a user can search, with their names, in the order the app shows them. This is
 * the id list of packages/sources' registry (a connector for each, or it does not compile): the
 * zod enum the web and the API share, so it lives here, beneath sources. The vocabulary of a
 * scored conversation follows (decisions §6).
 */
export const SEARCHABLE_PLATFORM_LABELS = {
  reddit: 'Reddit',
  youtube: 'YouTube',
  hackernews: 'Hacker News',
  stackexchange: 'Stack Exchange',
  github: 'GitHub',
  lemmy: 'Lemmy',
  bluesky: 'Bluesky',
  appstore: 'App Store reviews',
  discourse: 'Forums',
} as const;
export type SearchablePlatform = keyof typeof SEARCHABLE_PLATFORM_LABELS;
export const SEARCHABLE_PLATFORMS = Object.keys(SEARCHABLE_PLATFORM_LABELS) as [SearchablePlatform, ...SearchablePlatform[]];
/** Shown as 'Coming Soon', never searched (spec §2). */
export const COMING_SOON_PLATFORMS = ['quora', 'twitter'] as const;
export type Platform = SearchablePlatform | (typeof COMING_SOON_PLATFORMS)[number];

/** How the app, the API's messages and the connectors' errors name each platform. */
export const PLATFORM_LABELS: Record<Platform, string> = { ...SEARCHABLE_PLATFORM_LABELS, quora: 'Quora', twitter: 'Twitter' };

export function isSearchablePlatform(value: unknown): value is SearchablePlatform {
  return (SEARCHABLE_PLATFORMS as readonly unknown[]).includes(value);
}

export const SIGNAL_TYPES = [
  'Buying Intent',
  'Recommendation Request',
  'Pain Point',
  'Complaint',
  'Feature Request',
  'Question',
  'Discussion',
] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

export const URGENCY_LEVELS = ['High', 'Medium', 'Low'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

export interface Engagement {
  upvotes: number;
  comments: number;
  views: number;
}

/**
 * One conversation as a connector found it, before scoring. Connectors drop deleted and
 * removed items, so every RawItem has real text.
 */
export interface RawItem {
  platform: SearchablePlatform;
  /** Platform-native id: a Reddit fullname-less id ("abc123"), a YouTube video/comment id or a Hacker News item id. */
  nativeId: string;
  type: 'post' | 'comment';
  title: string;
  /** Plain text body (selftext, description, comment text). May be empty for link posts. */
  text: string;
  url: string;
  /** Subreddit ("r/SaaS"), channel title, or the Hacker News story kind ("Ask HN", "Show HN", "Hacker News"). */
  source: string;
  author: string;
  /** Epoch seconds. */
  createdUtc: number;
  engagement: Engagement;
  /** For comments: the post or video the comment belongs to. */
  parentPost?: { id: string; title: string; url: string };
  /**
   * The platform's own order for our query: 0 = its first result (best position across our query
   * alternatives); a comment inherits its post's or video's. Absent when unknown.
   */
  searchRank?: number;
}

/** Another place a collapsed duplicate lives: a cross-post's link and community. */
export interface AlsoPosted {
  url: string;
  /** As RawItem.source: "r/SaaS", a channel title, a Hacker News story kind. */
  source: string;
}

/** A scored, user-facing signal (spec §3). */
export interface Signal {
  /** `{platform}:{native id}`: stable, so saving twice saves once. */
  id: string;
  platform: SearchablePlatform;
  title: string;
  snippet: string;
  url: string;
  source: string;
  signalType: SignalType;
  type: 'post' | 'comment';
  relevanceScore: number;
  urgencyLevel: UrgencyLevel;
  reason: string;
  evidence: string;
  engagement: Engagement;
  parent_post: string | null;
  comment_id: string | null;
  post_url: string | null;
  /** Epoch seconds. */
  created_utc: number;
  /**
   * The cross-posts and copies collapsed into this signal (charged once, shown once), oldest
   * first; empty when there are none. Runs stored before it existed have none.
   */
  also_posted: AlsoPosted[];
  /** Who wrote it, as the platform names them (exclusions and "Hide this author"); absent in runs stored before it existed. */
  author?: string;
  /**
   * Which judged it when an AI provider is configured (issue 28): the model's name, or 'local'
   * for the local ranking alone. Absent without a provider.
   */
  judged_by?: string;
}
