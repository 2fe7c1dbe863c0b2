export { PlatformError, type PlatformErrorKind } from './errors';
export { createMemoryCache, layeredCache, type SourceCache } from './cache';
export type { Connector, ConnectorOptions, PlatformSearchRequest, TimeRange } from './types';
export { createRedditConnector, type RedditConfig } from './reddit';
export { createYouTubeConnector, type YouTubeConfig } from './youtube';
export { createHackerNewsConnector, type HackerNewsConfig } from './hackernews';
