/** One pass over an item's text shared by the relevance and intent scorers. */
import type { SearchType } from '../query';
import { analyzeQuery, compoundJoins } from '../query';
import type { Sentence } from './intent';
import { intentTokens, itemSentences } from './intent';
import type { DocTerms, RelevanceResult } from './relevance';
import { createRelevanceScorer, docTermsFromTokens } from './relevance';

export interface AnalyzedItem {
  sentences: Sentence[];
  doc: DocTerms;
}

/**
 * Term statistics of an item for relevance: title and body tokens (links and @mentions
 * dropped). `context` (a comment's parent post title) helps relevance at half weight but never
 * supplies the type or the evidence.
 */
export function docTerms(title: string, text: string, context = '', joins?: ReadonlySet<string>): DocTerms {
  return docTermsFromTokens(
    title ? [intentTokens(title)] : [],
    text ? [intentTokens(text)] : [],
    context ? [intentTokens(context)] : [],
    joins,
  );
}

/** Sentences (for type, urgency and evidence) and term statistics (for relevance) of an item. */
export function analyzeItem(title: string, text: string, context = ''): AnalyzedItem {
  return { sentences: itemSentences(title, text), doc: docTerms(title, text, context) };
}

/**
 * Calibrated relevance (0..1) of each document to a query, scored as one batch. For callers that
 * only need relevance (benchmarks, re-ranking); `scoreItems` does the full job.
 */
export function relevanceScores(
  queryText: string,
  searchType: SearchType,
  docs: readonly { title: string; text: string }[],
): RelevanceResult[] {
  const query = analyzeQuery(queryText, searchType);
  const joins = compoundJoins(query);
  const analyzed = docs.map((d) => docTerms(d.title, d.text, '', joins));
  const scorer = createRelevanceScorer(query, analyzed);
  return analyzed.map((d) => scorer.score(d));
}
