export { BUDGET_SPENT, budgetSpent, PlatformError, type PlatformErrorKind } from './errors';
export { createMemoryCache, layeredCache, type SourceCache } from './cache';
export type { Connector, ConnectorOptions, PlatformSearchRequest, TimeRange } from './types';
export { createRedditConnector, type RedditConfig } from './reddit';
export { createYouTubeConnector, type YouTubeConfig } from './youtube';
export { createHackerNewsConnector, type HackerNewsConfig } from './hackernews';
export { createStackExchangeConnector, type StackExchangeConfig } from './stackexchange';
export { createGitHubConnector, type GitHubConfig } from './github';
export { createLemmyConnector, type LemmyConfig } from './lemmy';
export { createBlueskyConnector, SIGN_IN_RETRY_MINUTES, type BlueskyConfig } from './bluesky';
export { createAppStoreConnector, type AppStoreConfig } from './appstore';
export { createDiscourseConnector, REFUSED_ADDRESS, type DiscourseConfig } from './discourse';
export { COMMENTS, UPVOTES, VIEWS, type EngagementFigure, type ChosenPlaces, type SourceBudget, type SharedConnectorOptions, type Source, type SourceDisplay } from './source';
export {
  connectSources,
  feedbackQueries,
  monitorBudgets,
  searchBudgets,
  planQueries,
  SOURCE_DISPLAY,
  type Connectors,
  type BudgetAllowance,
  type MonitorAllowance,
  type SourceSettings,
} from './registry';
export { hostProblem } from './public-host';
export { loopTurn } from './turn';
