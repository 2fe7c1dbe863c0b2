/**
 * Query analysis (weighted key terms, phrases, facets) and the per-platform query strings sent to
 * Reddit and YouTube. The query text itself (spec §5) is `queryTextOf` in schemas.ts.
 */
import { STOPWORDS, stem, tokenize } from './text';
import { COMMON_TIER_A, COMMON_TIER_B } from './lexicon/common-words';
import { FORMS, SYNONYM_GROUPS } from './lexicon/synonyms';

export type SearchType = 'business_idea' | 'pain_points' | 'unmet_needs';

// ---------------------------------------------------------------------------------------------
// Term informativeness
// ---------------------------------------------------------------------------------------------
function stemSet(words: string): Set<string> {
  const out = new Set<string>();
  for (const w of words.split(/\s+/)) if (w) out.add(stem(w));
  return out;
}

const TIER_A = stemSet(COMMON_TIER_A);
const TIER_B = stemSet(COMMON_TIER_B);

/**
 * Words founders use to describe any product ("an app that helps small businesses easily…").
 * They say little about the topic, so they weigh a third of a topical word.
 */
const FILLER = stemSet(`app apps application applications tool tools platform platforms software service services solution
solutions website site websites system systems product products online digital smart ai powered based simple simply easy easily
automatically automatic help helps helping helper allow allows allowing enable enables enabling let lets user users people
person customer customers business businesses company companies startup startups idea build building create creating make
makes making find finding better best new good great use using used way ways want wants need needs looking provide
provides providing offer offers platform marketplace community thing things someone everyone anyone solve solves
manage manages managing own various different specific kind type`);

/** Prior inverse document frequency of a stem, from the hand-written common-word tiers. */
export function priorIdf(stemmed: string): number {
  if (TIER_A.has(stemmed)) return 0.7;
  if (TIER_B.has(stemmed)) return 1.5;
  if (/^\d+$/.test(stemmed)) return 1.2;
  if (stemmed.length <= 2) return 1.2;
  return 3;
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
    add(forms, pluralOf(word));
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

function analyzeFacet(text: string): QueryFacet {
  const tokens = tokenize(text);
  const byStem = new Map<string, QueryTerm>();
  const order: QueryTerm[] = [];
  const bigrams: QueryFacet['bigrams'] = [];
  let prev: { term: QueryTerm; index: number; surface: string } | null = null;
  tokens.forEach((tok, index) => {
    if (tok.length < 2 || STOPWORDS.has(tok)) return;
    const s = stem(tok);
    let term = byStem.get(s);
    if (!term) {
      const filler = FILLER.has(s);
      const weight = priorIdf(s) * (filler ? 0.35 : 1);
      term = { stem: s, surface: tok, weight, related: relatedStems(tok, s), filler };
      byStem.set(s, term);
      order.push(term);
    }
    if (prev && prev.index === index - 1 && prev.term !== term && !prev.term.filler && !term.filler) {
      const surface = `${prev.surface} ${tok}`;
      if (!bigrams.some((b) => b.a === prev!.term.stem && b.b === term!.stem)) {
        bigrams.push({ a: prev.term.stem, b: term.stem, surface, weight: Math.min(prev.term.weight, term.weight) });
      }
    }
    prev = { term, index, surface: tok };
  });
  return { text, terms: order, bigrams };
}

/** Split the query into facets (pain points and unmet needs are separate items) and weigh terms. */
export function analyzeQuery(queryText: string, searchType: SearchType): AnalyzedQuery {
  const text = queryText.trim();
  const parts =
    searchType === 'business_idea'
      ? [text]
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

interface KeyPlan {
  /** Key terms, most informative first (at most 3). */
  keys: QueryTerm[];
  /** Best adjacent phrase of the facet, if any. */
  phrase: string | null;
}

function planFacet(facet: QueryFacet): KeyPlan {
  // Most informative first; ties keep the user's order (stable sort).
  const ranked = [...facet.terms].sort((a, b) => b.weight - a.weight);
  const topical = ranked.filter((t) => !t.filler);
  const keys = (topical.length > 0 ? topical : ranked).slice(0, 3);
  let phrase: string | null = null;
  let best = 0;
  for (const bg of facet.bigrams) {
    if (bg.weight > best) {
      best = bg.weight;
      phrase = bg.surface;
    }
  }
  return { keys, phrase };
}

function orGroup(term: QueryTerm, sep: 'OR' | '|', max: number): string {
  const { forms, synonyms } = relatedWords(term.surface);
  const words = [term.surface, ...forms, ...synonyms].slice(0, max);
  if (words.length === 1) return term.surface;
  if (sep === 'OR') return `(${words.join(' OR ')})`;
  return words.join('|');
}

function fit(parts: string[], join = ' '): string {
  // Drop trailing parts until the query fits.
  const list = [...parts];
  let q = list.join(join);
  while (q.length > MAX_PLATFORM_QUERY_LENGTH && list.length > 1) {
    list.pop();
    q = list.join(join);
  }
  return q.slice(0, MAX_PLATFORM_QUERY_LENGTH).trim();
}

function inOrderOfText(keys: QueryTerm[], facet: QueryFacet): QueryTerm[] {
  return facet.terms.filter((t) => keys.includes(t));
}

/**
 * Per-platform query strings that still find posts for a long idea. Reddit ANDs plain terms, so a
 * long idea finds nothing: we send 2–3 alternatives built from the key phrase, the most
 * informative key terms and OR groups of their forms. YouTube uses `|` for OR and costs 100 quota
 * units per search, so it gets at most 2 queries; `commentTerms` (1–3 plain words) filters
 * commentThreads.
 */
export function buildPlatformQueries(
  queryText: string,
  searchType: SearchType,
): { reddit: string[]; youtube: { queries: string[]; commentTerms: string } } {
  const analyzed = analyzeQuery(queryText, searchType);
  const facets = analyzed.facets.filter((f) => f.terms.length > 0).slice(0, 3);
  const reddit: string[] = [];
  const youtube: string[] = [];
  const push = (list: string[], q: string, max: number): void => {
    const v = q.replace(/\s+/g, ' ').trim();
    if (v && !list.includes(v) && list.length < max) list.push(v);
  };
  if (facets.length === 0) return { reddit: [], youtube: { queries: [], commentTerms: '' } };

  const plans = facets.map((f) => ({ facet: f, plan: planFacet(f) }));
  if (plans.length === 1) {
    const { facet, plan } = plans[0]!;
    const keys = inOrderOfText(plan.keys, facet);
    const top2 = inOrderOfText(plan.keys.slice(0, 2), facet);
    const topical = facet.terms.filter((t) => !t.filler);
    // A short query is its own best query: all its topical words, ANDed.
    if (topical.length > 0 && topical.length <= 3) push(reddit, fit(topical.map((k) => k.surface)), 3);
    // 1. Precise: the key phrase in quotes plus the best key term outside it.
    if (plan.phrase) {
      const inPhrase = new Set(tokenize(plan.phrase).map(stem));
      const extra = plan.keys.find((k) => !inPhrase.has(k.stem));
      push(reddit, fit([`"${plan.phrase}"`, ...(extra ? [extra.surface] : [])]), 3);
    }
    // 2. OR groups of the 2–3 key terms' forms and synonyms.
    push(reddit, fit(keys.map((k) => orGroup(k, 'OR', 3))), 3);
    // 3. Broad: the two most informative terms, plain.
    push(reddit, fit(top2.map((k) => k.surface)), 3);
    push(reddit, fit(keys.map((k) => k.surface)), 3);
    // YouTube: OR groups with '|', then the phrase or the plain key terms.
    push(youtube, fit(top2.map((k) => orGroup(k, '|', 3))), 2);
    if (plan.phrase) push(youtube, `"${plan.phrase}"`, 2);
    else push(youtube, fit(keys.map((k) => k.surface)), 2);
  } else {
    // Pain points / unmet needs: one query per item, so each item finds its own posts. A short
    // item is sent as written (its topical words, ANDed); a long one as OR groups of its keys.
    for (const { facet, plan } of plans) {
      const keys = inOrderOfText(plan.keys, facet);
      const topical = facet.terms.filter((t) => !t.filler);
      if (topical.length > 0 && topical.length <= 3) push(reddit, fit(topical.map((k) => k.surface)), 3);
      else push(reddit, fit(keys.map((k) => orGroup(k, 'OR', 2))), 3);
    }
    // YouTube (100 quota units per search): the first two items, as their key terms.
    for (const { facet, plan } of plans.slice(0, 2)) {
      push(youtube, fit(inOrderOfText(plan.keys, facet).map((k) => k.surface)), 2);
    }
  }
  // Comment search terms: 1–2 most informative plain words of the first facet.
  const firstKeys = plans[0]!.plan.keys;
  const commentTerms = firstKeys
    .slice(0, firstKeys.length >= 2 && firstKeys[1]!.weight >= 2 ? 2 : 1)
    .map((k) => k.surface)
    .join(' ');
  return { reddit, youtube: { queries: youtube, commentTerms } };
}
