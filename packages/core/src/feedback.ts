/**
 * Query expansion from a search's own first results (pseudo-relevance feedback). People with the
 * problem rarely use the founder's words: an idea about "when to water each houseplant" is lived
 * as "killed my 3rd pothos" and "30 plants, what's your watering system". The best signals of the
 * first pass share such words with each other; a second, smaller pass searches for them.
 */
import { analyzeQuery, chain, fit, isFillerStem, MIN_WIDE_WEIGHT, orGroup, priorIdf, relatedWords, type AnalyzedQuery, type QueryTerm, type SearchPlan, type SearchType } from './query';
import { STOPWORDS, stem, tokenize } from './text';

/** The first pass's best items that vote for expansion words. */
export const FEEDBACK_DOCS = 10;
/** A word must appear in this many of them: one writer's word is not the topic's. */
const MIN_DOCS = 3;

const MAX_TERMS = 3;
/**
 * An expansion word's weight in relevance, as a share of what the founder's own word would weigh:
 * it is a guess from the results, not what the founder asked for.
 */
export const EXPANSION_SHARE = 0.5;

export interface FeedbackTerm {
  stem: string;
  /** The form the feedback documents used most. */
  surface: string;
  /** Documents among the feedback set that contain it. */
  docs: number;
}

/**
 * Words the best first-pass items share that the query does not have: in at least MIN_DOCS of
 * them; informative enough to be searched alone (MIN_WIDE_WEIGHT: everyday words such as "day"
 * or "month" say nothing about the topic however often they appear, while a rare word or a name
 * counts: "pothos", a competitor); neither a query word nor one of its forms or synonyms.
 * Ranked by documents × informativeness; ties by stem, so the result is deterministic.
 */
export function feedbackTerms(queryText: string, searchType: SearchType, texts: readonly string[]): FeedbackTerm[] {
  const query = analyzeQuery(queryText, searchType);
  const known = new Set<string>();
  for (const t of query.terms) {
    known.add(t.stem);
    for (const r of t.related) known.add(r);
  }
  const docs = new Map<string, number>();
  const surfaces = new Map<string, Map<string, number>>();
  for (const text of texts.slice(0, FEEDBACK_DOCS)) {
    const seen = new Set<string>();
    for (const token of tokenize(text)) {
      if (token.length < 3 || STOPWORDS.has(token) || /\d/.test(token)) continue;
      const s = stem(token);
      if (known.has(s) || isFillerStem(s)) continue;
      const forms = surfaces.get(s) ?? new Map<string, number>();
      forms.set(token, (forms.get(token) ?? 0) + 1);
      surfaces.set(s, forms);
      if (!seen.has(s)) {
        seen.add(s);
        docs.set(s, (docs.get(s) ?? 0) + 1);
      }
    }
  }
  return [...docs]
    .filter(([s, n]) => n >= MIN_DOCS && priorIdf(s) >= MIN_WIDE_WEIGHT)
    .sort(([a, n], [b, m]) => m * priorIdf(b) - n * priorIdf(a) || (a < b ? -1 : 1))
    .slice(0, MAX_TERMS)
    .map(([s, n]) => {
      const forms = [...surfaces.get(s)!].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
      return { stem: s, surface: forms[0]![0], docs: n };
    });
}

/**
 * The second pass's queries for `feedbackTerms`, as the first pass plans a facet; a platform
 * without a feedback plan (YouTube: a search there costs 100 of its 10,000 daily units) is left
 * out of the second pass. Every plan is empty when the first pass agreed on fewer than two words.
 */
const feedbackPlan = (queries: string[]): SearchPlan => ({ queries, broader: queries.map(() => []) });

/** Reddit: the two strongest expansion words together (each with its forms), and any of them (Reddit ranks posts with more of them first). */
export function redditFeedbackPlan(terms: readonly FeedbackTerm[]): SearchPlan {
  const [first, second] = terms;
  if (!first || !second) return feedbackPlan([]);
  // Forms only, not synonyms: the words are already a guess.
  const groups = expansionTerms([first.surface, second.surface]).map((t) => orGroup(t, 'OR', 3, false));
  return feedbackPlan(chain(fit(groups), fit(terms.map((t) => t.surface), ' OR ')));
}

/** Hacker News, which has no OR: the two together, and the strongest alone. */
export function hackernewsFeedbackPlan(terms: readonly FeedbackTerm[]): SearchPlan {
  const [first, second] = terms;
  if (!first || !second) return feedbackPlan([]);
  return feedbackPlan(chain(fit([first.surface, second.surface]), first.surface));
}

/** The analysed query with expansion words added (AnalyzedQuery.expansion). */
export function expandedQuery(queryText: string, searchType: SearchType, words: readonly string[]): AnalyzedQuery {
  return { ...analyzeQuery(queryText, searchType), expansion: expansionTerms(words) };
}

/** Expansion words as query terms for relevance (AnalyzedQuery.expansion), at EXPANSION_SHARE of their weight. */
export function expansionTerms(words: readonly string[]): QueryTerm[] {
  return words.map((surface) => {
    const s = stem(surface);
    return { stem: s, surface, weight: EXPANSION_SHARE * priorIdf(s), related: relatedWords(surface).forms.map(stem).filter((r) => r !== s), filler: false };
  });
}
