export * from './signal';
export * from './plans';
export * from './quota';
export * from './time-range';
export * from './csv';
export * from './schemas';
export * from './query';
export * from './keywords';
export * from './keyword-query';
export { hackernewsPlan } from './hackernews-query';
export { lemmyPlan } from './lemmy-query';
export { ALWAYS_SITE, parseStackexchangeQuery, stackexchangeKeywordPlan, stackexchangePlan, stackexchangeSites, stackexchangeQuery, siteOfHost } from './stackexchange-query';
export { GITHUB_SCOPE, githubKeywordPlan, githubPlan } from './github-query';
export { blueskyPlan } from './bluesky-query';
export { appstoreChain, appstoreKeywordPlan, appstorePlan } from './appstore-query';
export { discourseKeywordPlan, discoursePlan, discourseQuery, forumAddress, forumList, FORUM_MESSAGES, MAX_FORUMS, parseDiscourseQuery } from './forums';
export {
  competitorAppList,
  COMPETITOR_APP_MESSAGES,
  MAX_COMPETITOR_APPS,
  namedAppQuery,
  parseCompetitorApp,
  parseNamedAppQuery,
  type CompetitorApp,
} from './competitor-apps';
export { decodeEntities } from './entities';
export { isPrivateAddress, namesPrivateHost, privateAddressMessage } from './private-address';
export * from './feedback';
export * from './relevance-feedback';
export * from './rank';
export * from './slices';
export { SENTENCE_TEXT_MAX, SENTENCE_WEIGHT, sentenceTextOf, withSentence } from './model/sentence';
export * from './view';
export * from './dedupe';
export { CROSS_POST_WINDOW_SECONDS, type CrossPostEntry } from './crosspost';
export * from './crosspost-delivered';
export * from './text';
export * from './unicode';
export * from './random';
export { analyzeItem, relevanceScores } from './scoring/analyze';
export type { AnalyzedItem } from './scoring/analyze';
export { classifyText, cueMatches, typeScores, TYPE_PRIORITY, TYPE_THRESHOLD } from './scoring/intent';
export type { IntentResult, TypeScores } from './scoring/intent';
export { calibrate, createRelevanceScorer } from './scoring/relevance';
export type { DocTerms, RelevanceResult, RelevanceScorer } from './scoring/relevance';
export { urgencyLevel, OLD_AFTER_DAYS, INDIRECT_BELOW } from './scoring/urgency';
export { makeSnippet, makeReason, truncateWords, SNIPPET_MAX, EVIDENCE_MAX } from './scoring/explain';
export * from './saved';
export * from './monitor';
export { findThemes, OTHER_THEME_LABEL, THEME_CUT, THEME_MIN_SIZE } from './themes/cluster';
export type { Theme, ThemeQuote, ThemeSet, ThemeSignal } from './themes/cluster';
export { followTheme, type ThemePick } from './themes/follow';
export { isGroundedName } from './themes/grounded';
export { TIMELINE_MAX_BUCKETS, timelineOf } from './themes/timeline';
export type { ThemeTimeline, TimelineBucket, TimelineUnit } from './themes/timeline';
export { themeSignalOf, themeSignalOfSaved } from './themes/signals';
export { THEME_CSV_COLUMNS, THEME_FORMATS, themesFormatInput, themesToCsv, themesToMarkdown } from './themes/export';
export type { ThemeFormat } from './themes/export';
export * from './api-keys';
export { communitiesOn, communityKey, communityList, communityOf, communityProblem, hasCommunityShape, inCommunities, namedCommunity, NOTHING_PLANNED, parseWithinQuery, planWithin, withinQuery, restrictionList, exclusionsInput, inCommunity, noExclusions, parseCommunity, type CommunityRef, type Exclusions } from './community';
export * from './audiences';
export { displayedRelevance, RELEVANCE_CALIBRATION } from './scoring/calibration';
export { applyExclusions, excludableSignal, exclusionLists, exclusionMatcher, exclusionsRemovedText, mergeExclusions, type Excludable, type ExclusionHit, type ExclusionKind, type ExclusionMatcher } from './exclusions';
export { domainOf } from './link-domain';
export * from './responses';
export * from './reply-draft';
