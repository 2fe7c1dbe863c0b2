/**
 * Query analysis (weighted key terms, phrases, facets) and the query strings sent to Reddit and
 * YouTube (Hacker News: hackernews-query.ts); packages/sources' registry says which plan a platform uses. The query text itself (spec §5) is
 * `queryTextOf` in schemas.ts.
 */
import { STOPWORDS, stem, tokenize } from './text';
import { truncate } from './unicode';
import type Nlp from 'compromise';
import { idfOfStem, isKnownWord } from './lexicon/word-frequency';
import { FORMS, SYNONYM_GROUPS } from './lexicon/synonyms';
import type { SearchablePlatform } from './signal';
import { alternativesOf, KeywordSyntaxError, parseKeywords } from './keywords';

export type SearchType = 'business_idea' | 'pain_points' | 'unmet_needs' | 'keywords';

// ---------------------------------------------------------------------------------------------
// Term informativeness
// ---------------------------------------------------------------------------------------------
function stemSet(words: string): Set<string> {
  const out = new Set<string>();
  for (const w of words.split(/\s+/)) if (w) out.add(stem(w));
  return out;
}

/**
 * Words founders use to describe any product ("an app that helps small businesses easily…").
 * They say nothing about the topic however rare they are in speech ("app" barely occurs in film
 * subtitles), so they weigh little (FILLER_WEIGHT) and are never searched for.
 */
const FILLER = stemSet(`app apps application applications tool tools platform platforms software service services solution
solutions website site websites system systems product products online digital smart ai powered based simple simply easy easily
automatically automatic help helps helping helper allow allows allowing enable enables enabling let lets user users people
person customer customers business businesses company companies startup startups idea build building create creating make
makes making find finding better best new good great use using used way ways want wants need needs looking provide
provides providing offer offers platform marketplace community thing things someone everyone anyone solve solves
manage manages managing own various different specific kind type
tracker trackers tracking log logs logging logger reminder reminders remind reminds dashboard dashboards planner
organizer scheduler generator assistant`);

/** Whether a stem is one of the FILLER words that describe any product. */
export function isFillerStem(stemmed: string): boolean {
  return FILLER.has(stemmed);
}

/** A filler word's weight, whatever its frequency: a third of a common topical word. */
const FILLER_WEIGHT = 0.35;

/**
 * Informativeness of a stem from its real frequency in English (lexicon/word-frequency.ts):
 * 0.15 for everyday words ("use", "time"), about 1 for common ones ("dog", "handle"), 2–3 for
 * topical ones ("restaurant", "invoice"), 3.5 for rare words and jargon.
 */
export function priorIdf(stemmed: string): number {
  if (/^\d+$/.test(stemmed) || stemmed.length <= 2) return 1.2;
  return Math.min(3.5, Math.max(0.15, (idfOfStem(stemmed) - 6) / 2.2));
}

// ---------------------------------------------------------------------------------------------
// Query analysis
// ---------------------------------------------------------------------------------------------
export interface QueryTerm {
  stem: string;
  /** The word as the user wrote it (first occurrence). */
  surface: string;
  /** Informativeness: prior IDF × filler factor. */
  weight: number;
  /** Stems that count as a partial match (forms and synonyms). */
  related: string[];
  filler: boolean;
  /** A hyphenated compound ("on-call"): searched as a phrase, its stem is the joined word's. */
  phrase?: boolean;
}

export interface QueryFacet {
  text: string;
  terms: QueryTerm[];
  /** Adjacent content-word pairs the user wrote ("meal planning"), as stems and as surface text. */
  bigrams: { a: string; b: string; surface: string; weight: number }[];
}

export interface AnalyzedQuery {
  text: string;
  searchType: SearchType;
  facets: QueryFacet[];
  /** Union of all facets' terms (max weight per stem). */
  terms: QueryTerm[];
  /**
   * Words the search's best first results share that the founder did not write (feedback.ts):
   * they add to an item's relevance in every facet, but never count against an item that lacks
   * them, and never lift it on their own to the query's core concept.
   */
  expansion?: QueryTerm[];
}

const relatedCache = new Map<string, string[]>();
const SYNONYMS_BY_WORD = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  for (const w of group) {
    const list = SYNONYMS_BY_WORD.get(w) ?? [];
    for (const o of group) if (o !== w && !list.includes(o)) list.push(o);
    SYNONYMS_BY_WORD.set(w, list);
  }
}

/** Surface forms related to a word: hand-written forms, plural/singular, synonyms. */
export function relatedWords(word: string): { forms: string[]; synonyms: string[] } {
  const forms: string[] = [];
  const add = (list: string[], w: string): void => {
    if (w !== word && w.length > 1 && !list.includes(w)) list.push(w);
  };
  for (const f of FORMS[word] ?? []) add(forms, f);
  const singular = singularOf(word);
  if (singular) {
    add(forms, singular);
    for (const f of FORMS[singular] ?? []) add(forms, f);
  } else if (pluralizable(word)) {
    const plural = pluralOf(word);
    if (isKnownWord(plural)) add(forms, plural);
  }
  const synonyms: string[] = [];
  for (const s of SYNONYMS_BY_WORD.get(word) ?? SYNONYMS_BY_WORD.get(singular ?? '') ?? []) {
    if (!forms.includes(s)) add(synonyms, s);
  }
  return { forms, synonyms };
}

/** Words ending in s that are not plurals (or whose singular is not used). */
const NOT_PLURAL = new Set(
  `kubernetes news series species analytics physics mathematics economics diabetes herpes lens mathematics
  ethics logistics politics statistics aws ios macos windows sales always perhaps whereas was has does goes less
  business address process access success express canvas atlas gas bus plus bonus status campus virus focus`.split(/\s+/),
);

function singularOf(w: string): string | null {
  if (w.length < 4 || w.endsWith('ss') || w.endsWith('us') || w.endsWith('is') || NOT_PLURAL.has(w)) return null;
  if (w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (/(ches|shes|xes|sses|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return null;
}

/** Only nouns-looking words get a plural form: no -ing/-ed/-ly…, no acronyms, no mass nouns. */
function pluralizable(w: string): boolean {
  if (w.length < 3 || /\d/.test(w) || !/[aeiouy]/.test(w) || w.endsWith('s') || NOT_PLURAL.has(w)) return false;
  if (/(ing|ed|ly|al|ic|ous|ive|ful|less|est|ish|ary|[aiou]|ss|data|ware|ness|ity|ism|ics)$/.test(w)) return false;
  return !UNCOUNTABLE.has(w);
}

const UNCOUNTABLE = new Set(
  `data software hardware information advice money feedback equipment research health weather music traffic
  furniture homework knowledge evidence progress stuff staff time work help fun luggage news late early fast slow
  low high big small cheap free online busy easy hard new old good bad best better more less`.split(/\s+/),
);

function pluralOf(w: string): string {
  if (/[^aeiou]y$/.test(w)) return w.slice(0, -1) + 'ies';
  if (/(s|x|z|ch|sh)$/.test(w)) return w + 'es';
  return w + 's';
}

function relatedStems(word: string, own: string): string[] {
  const key = word;
  const hit = relatedCache.get(key);
  if (hit) return hit;
  const { forms, synonyms } = relatedWords(word);
  const out: string[] = [];
  for (const w of [...forms, ...synonyms]) {
    const s = stem(w);
    if (s !== own && !out.includes(s)) out.push(s);
  }
  relatedCache.set(key, out);
  return out;
}

type PartOfSpeech = 'noun' | 'adjective' | 'verb' | 'time' | 'other';

let nlp: typeof Nlp | undefined;
/**
 * compromise, loaded the first time a query is planned rather than with this module: loading it
 * costs 0.3-1 s of CPU, which every process importing core paid at start-up (each CLI command,
 * each test file) whether it planned a query or not. Its single-file build, the same release, loads
 * in about half the time of its ES modules; synchronous, as planning is.
 */
function tagger(): typeof Nlp {
  nlp ??= process.getBuiltinModule('node:module').createRequire(import.meta.url)('compromise') as typeof Nlp;
  return nlp;
}

/**
 * Parts of speech of a facet's words, by compromise's tagger. The topic of a founder's phrase is
 * in its nouns ("dog walkers", "flaky tests"); verbs and adverbs ("handles", "detect",
 * "automatically") describe what a product does, which the people we look for rarely write.
 */
function partsOfSpeech(text: string): Map<string, PartOfSpeech> {
  const out = new Map<string, PartOfSpeech>();
  for (const term of tagger()(text).terms().json() as { terms: { normal: string; tags: string[] }[] }[]) {
    const t = term.terms[0];
    if (!t || out.has(t.normal)) continue;
    const tags = new Set(t.tags);
    const kind = tags.has('Date') || tags.has('Time') ? 'time' : tags.has('Noun') ? 'noun' : tags.has('Adjective') ? 'adjective' : tags.has('Verb') || tags.has('Adverb') ? 'verb' : 'other';
    out.set(t.normal, kind);
  }
  return out;
}

/**
 * How much of a word's informativeness counts towards the topic, by its part of speech. A time
 * ("3am", "friday") is rare as a token but names a moment, not a topic: a smoke alarm at 3am is
 * not an on-call page.
 */
const TOPICALITY: Record<PartOfSpeech, number> = { noun: 1, adjective: 0.85, verb: 0.55, time: 0.3, other: 1 };

function analyzeFacet(text: string): QueryFacet {
  const tokens = tokenize(text);
  const pos = partsOfSpeech(text);
  const compounds = compoundsOf(text);
  const byStem = new Map<string, QueryTerm>();
  const order: QueryTerm[] = [];
  const bigrams: QueryFacet['bigrams'] = [];
  let prev: { term: QueryTerm; index: number; surface: string } | null = null;
  let skip = 0;
  tokens.forEach((tok, index) => {
    if (skip > 0) {
      skip--;
      return;
    }
    const compound = compounds.find((c) => c.parts.every((part, k) => tokens[index + k] === part));
    if (compound) skip = compound.parts.length - 1;
    else if (tok.length < 2 || STOPWORDS.has(tok)) return;
    const s = compound ? compound.term.stem : stem(tok);
    let term = byStem.get(s);
    if (!term) {
      const filler = !compound && FILLER.has(s);
      const weight = compound ? compound.term.weight : filler ? FILLER_WEIGHT : priorIdf(s) * TOPICALITY[pos.get(tok) ?? 'other'];
      term = compound ? compound.term : { stem: s, surface: tok, weight, related: relatedStems(tok, s), filler };
      byStem.set(s, term);
      order.push(term);
    }
    // A phrase ends on a noun: "dog walkers", "flaky tests", not "detect flaky".
    if (prev && prev.index === index - 1 && prev.term !== term && !prev.term.filler && !term.filler && pos.get(tok) === 'noun') {
      const surface = `${prev.surface} ${tok}`;
      if (!bigrams.some((b) => b.a === prev!.term.stem && b.b === term!.stem)) {
        bigrams.push({ a: prev.term.stem, b: term.stem, surface, weight: prev.term.weight + term.weight });
      }
    }
    prev = { term, index: index + skip, surface: compound ? compound.parts.join('') : tok };
  });
  return { text, terms: order, bigrams };
}

/**
 * A hyphenated compound names one thing ("on-call", "no-show", "self-employed") that its parts do
 * not: "on" is a stopword and "call" an everyday word, so split apart it would never be searched
 * for. It is one term, searched as a phrase and matched in a text written with or without its
 * hyphen (`compoundJoins`). As a whole it is rare, hence informative: its own frequency when
 * English has it as one word ("followup"), otherwise the weight of a rare word.
 */
function compoundsOf(text: string): { parts: string[]; term: QueryTerm }[] {
  const out: { parts: string[]; term: QueryTerm }[] = [];
  for (const [compound] of text.toLowerCase().matchAll(/[a-z0-9]+(?:-[a-z0-9]+)+/g)) {
    const parts = compound.split('-');
    const joined = parts.join('');
    if (out.some((c) => c.parts.join('') === joined)) continue;
    const weight = isKnownWord(joined) ? priorIdf(stem(joined)) : priorIdf(joined);
    // A part that names the topic on its own ("mite" in "mite-count") earns partial credit; "call" does not.
    const related = parts.filter((p) => p.length > 2 && !STOPWORDS.has(p) && priorIdf(stem(p)) >= MIN_WIDE_WEIGHT).map(stem);
    out.push({ parts, term: { stem: stem(joined), surface: parts.join(' '), weight, related, filler: false, phrase: true } });
  }
  return out;
}

/** The stems of the query's compounds ("oncal"): a text's adjacent words whose join has one count as it. */
export function compoundJoins(query: AnalyzedQuery): Set<string> {
  return new Set(query.terms.filter((t) => t.phrase).map((t) => t.stem));
}

/**
 * Recent analyses by search type and text. One search analyses its query several times (plans,
 * thread ranking, two scoring passes, feedback), and the part-of-speech tagging costs
 * milliseconds each time; an analysis is never mutated, so it is shared.
 */
const analyses = new Map<string, AnalyzedQuery>();
const ANALYSES_KEPT = 200;

/** Split the query into facets (pain points and unmet needs are separate items) and weigh terms. */
export function analyzeQuery(queryText: string, searchType: SearchType): AnalyzedQuery {
  const key = `${searchType}\n${queryText}`;
  const known = analyses.get(key);
  if (known) return known;
  const analysis = analyze(queryText, searchType);
  if (analyses.size >= ANALYSES_KEPT) analyses.delete(analyses.keys().next().value!);
  analyses.set(key, analysis);
  return analysis;
}

/**
 * A keyword expression's facets are its alternatives (keywords.ts), each the words it requires:
 * relevance and thread ranking weigh those words like any query's. An expression that does not
 * parse (never stored: inputs are checked) is read as plain words.
 */
function keywordFacetTexts(text: string): string[] {
  try {
    return alternativesOf(parseKeywords(text)).map((alt) => alt.map((t) => t.text).join(' '));
  } catch (error) {
    if (error instanceof KeywordSyntaxError) return [text.replace(/[()"]|\b(?:AND|OR|NOT)\b/g, ' ')];
    throw error;
  }
}

function analyze(queryText: string, searchType: SearchType): AnalyzedQuery {
  const text = queryText.trim();
  const parts =
    searchType === 'business_idea'
      ? [text]
      : searchType === 'keywords'
        ? keywordFacetTexts(text)
        : text
            .split(/[,;\n]+/)
            .map((s) => s.trim())
            .filter((s) => s.length > 0);
  let facets = parts.map(analyzeFacet).filter((f) => f.terms.length > 0);
  if (facets.length === 0) facets = [analyzeFacet(text)];
  const union = new Map<string, QueryTerm>();
  for (const f of facets) {
    for (const t of f.terms) {
      const had = union.get(t.stem);
      if (!had || had.weight < t.weight) union.set(t.stem, t);
    }
  }
  return { text, searchType, facets, terms: [...union.values()] };
}

// ---------------------------------------------------------------------------------------------
// Platform queries
// ---------------------------------------------------------------------------------------------
/** Longest query string we send; Reddit allows 512, short queries match better. */
export const MAX_PLATFORM_QUERY_LENGTH = 120;

/** Facets planned per search: each costs the platforms a query or two. */
const MAX_FACETS = 3;

/**
 * One platform's queries for a search. `queries` run at once; `broader[i]` are the fallbacks of
 * `queries[i]`, narrow to broad, each run only when the one before it found little.
 */
export interface SearchPlan {
  queries: string[];
  broader: string[][];
}

/** Each chosen platform's plan (packages/sources' registry plans them from the facets). */
export type PlatformQueries = Partial<Record<SearchablePlatform, SearchPlan>>;

/** The facets a search plans queries for: those with terms, at most MAX_FACETS. */
export function queryFacets(queryText: string, searchType: SearchType): QueryFacet[] {
  return analyzeQuery(queryText, searchType)
    .facets.filter((f) => f.terms.length > 0)
    .slice(0, MAX_FACETS);
}

/** The facet's topical terms, most informative first (ties keep the user's order). */
export function keyTerms(facet: QueryFacet): QueryTerm[] {
  const ranked = [...facet.terms].sort((a, b) => b.weight - a.weight);
  const topical = ranked.filter((t) => !t.filler);
  return topical.length > 0 ? topical : ranked;
}

/** A term as a platform query word: a compound is a quoted phrase. */
export function queryWord(term: QueryTerm): string {
  return term.phrase ? `"${term.surface}"` : term.surface;
}

/** A term and its alternatives as one platform group: `(a OR b)` on Reddit, `a|b` on YouTube. */
export function orGroup(term: QueryTerm, sep: 'OR' | '|', max: number, withSynonyms = true): string {
  if (term.phrase) return queryWord(term);
  const { forms, synonyms } = relatedWords(term.surface);
  const words = [term.surface, ...forms, ...(withSynonyms ? synonyms : [])].slice(0, max);
  if (words.length === 1) return term.surface;
  if (sep === 'OR') return `(${words.join(' OR ')})`;
  return words.join('|');
}

export function fit(parts: string[], join = ' '): string {
  // Drop trailing parts until the query fits.
  const list = [...parts];
  let q = list.join(join);
  while (q.length > MAX_PLATFORM_QUERY_LENGTH && list.length > 1) {
    list.pop();
    q = list.join(join);
  }
  return truncate(q, MAX_PLATFORM_QUERY_LENGTH, '').trim();
}

/** Shorter prefixes match unrelated words ("log" finds "login"). */
const MIN_PREFIX = 5;

/**
 * The shortest form of the term that its surface starts with ("freelancer" for "freelancers"):
 * where a platform matches a word as a prefix or a substring, it finds all of the term's forms.
 */
export function prefixForm(term: QueryTerm): string {
  let best = term.surface;
  for (const form of relatedWords(term.surface).forms) {
    if (form.length >= MIN_PREFIX && form.length < best.length && term.surface.startsWith(form)) best = form;
  }
  return best;
}

/** A query's chain, narrowest first, without repeats; empty parts are skipped. */
export function chain(...queries: (string | null)[]): string[] {
  const out: string[] = [];
  for (const q of queries) {
    const v = q?.replace(/\s+/g, ' ').trim();
    if (v && !out.includes(v)) out.push(v);
  }
  return out;
}

/**
 * A plan of one chain per facet: each chain's head runs at once, the rest are its fallbacks. A
 * chain whose head another chain already has is dropped, and so is a fallback that is some
 * chain's head (it runs anyway).
 */
export function planChains(chains: readonly string[][]): SearchPlan {
  const plan: SearchPlan = { queries: [], broader: [] };
  for (const [head, ...rest] of chains) {
    if (!head || plan.queries.includes(head)) continue;
    plan.queries.push(head);
    plan.broader.push(rest.filter((q) => !plan.queries.includes(q)));
  }
  return plan;
}

/**
 * For a search that wants every word (Stack Exchange, Discourse): the first facet's two most
 * informative terms, backing off to the best one alone; empty without a term.
 */
export function bestTwoThenOne(facets: readonly QueryFacet[]): string[] {
  return facets[0] ? facetBestTwoThenOne(facets[0]) : [];
}

/** One facet's two most informative terms, backing off to the best one alone; empty without a term. */
export function facetBestTwoThenOne(facet: QueryFacet): string[] {
  const [first, second] = keyTerms(facet);
  return first ? chain(second ? fit([first.surface, second.surface]) : null, first.surface) : [];
}

/**
 * Reddit ANDs plain terms, so every word we send must be one the people we look for would
 * write. Per facet, two chains run at once: the two most informative topical terms, each widened
 * to its forms and synonyms, backing off to the best term alone; and any of the facet's
 * WIDE_TERMS most informative terms (Reddit ranks posts with more of them first), for people who
 * name the topic in one word of their own. Filler words ("app") and weak everyday words ("handles") are
 * never required.
 */
const WIDE_TERMS = 4;

function redditChains(facet: QueryFacet): string[][] {
  const keys = keyTerms(facet);
  const [first, second] = keys;
  if (!first) return [];
  const pair = second && second.weight >= 0.6 ? fit([orGroup(first, 'OR', 3), orGroup(second, 'OR', 3)]) : null;
  const chains = [chain(pair, orGroup(first, 'OR', 3))];
  const wide = keys.filter((t) => t.weight >= MIN_WIDE_WEIGHT).slice(0, WIDE_TERMS);
  if (wide.length >= 2) chains.push([fit(wide.map(queryWord), ' OR ')]);
  return chains;
}

/** A word must be at least this informative to be sent alone in an OR query (not "free", "hard"). */
export const MIN_WIDE_WEIGHT = 1.1;

/**
 * YouTube matches any of the words and ranks by how many it finds, and each search costs 100 of
 * the 10,000 daily quota units: one search of the facets' informative terms. A narrower second
 * search could only return a subset of the first one's matches, so there is none.
 */
export function youtubePlan(facets: readonly QueryFacet[]): SearchPlan {
  const words: string[] = [];
  for (let i = 0; i < 3; i++) {
    for (const f of facets) {
      const keys = keyTerms(f);
      const t = keys[i];
      if (t && (i === 0 || t.weight >= MIN_WIDE_WEIGHT) && !words.includes(queryWord(t))) words.push(queryWord(t));
    }
  }
  const all = fit(words.slice(0, 6));
  return all ? { queries: [all], broader: [[]] } : { queries: [], broader: [] };
}

/** Reddit's plan: each facet's chains (redditChains), the first query of each run at once. */
export function redditPlan(facets: readonly QueryFacet[]): SearchPlan {
  const plan: SearchPlan = { queries: [], broader: [] };
  for (const [head, ...rest] of facets.flatMap(redditChains)) {
    if (!head || plan.queries.includes(head)) continue;
    plan.queries.push(head);
    plan.broader.push(rest);
  }
  return plan;
}
