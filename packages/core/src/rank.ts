/**
 * scoreItems: the whole scoring pass of a search. Relevance (calibrated), noise floor, type,
 * urgency, evidence, reason, snippet, near-duplicate collapse and ranking. Pure and
 * deterministic: the same items and context give the same signals in the same order, whatever
 * the input order.
 */
import type { SearchType } from './query';
import { compoundJoins } from './query';
import { expandedQuery } from './feedback';
import { keywordRelevance } from './keywords';
import type { AlsoPosted, RawItem, Signal, SignalType, UrgencyLevel } from './signal';
import { dedupe, engagementScore } from './dedupe';
import { docTerms } from './scoring/analyze';
import type { DocTerms } from './scoring/relevance';
import { EVIDENCE_MAX, makeReason, makeSnippet, truncateWords } from './scoring/explain';
import type { IntentResult, Sentence } from './scoring/intent';
import { classifySentences, itemSentences } from './scoring/intent';
import type { RelevanceResult } from './scoring/relevance';
import { createRelevanceScorer, surfaceOf } from './scoring/relevance';
import { INDIRECT_BELOW, OLD_AFTER_DAYS } from './scoring/urgency';
import { displayedRelevance } from './scoring/calibration';
import { termOf } from './text';
import { withoutTitleTag } from './scoring/title-tag';
import { createClassifier, type Classifier, type Prediction } from './model/classifier';
import WEIGHTS from './model/weights.json' with { type: 'json' };
import type { ClassifierWeights } from './model/classifier';
import { asksSentenceVote, withSentence } from './model/sentence';
import { urgencyWithType } from './model/urgency-with-type';
import { compareIds } from './ids';
import { toEnd, type Steps } from './slices';

/** Calibrated relevance below which an item is noise: dropped before anyone sees or pays for it. */
export const NOISE_FLOOR = 0.3;

/**
 * How much whether a person is a signal at all (the classifier's "a founder could serve this
 * person") weighs on relevance: relevance × (1 − w + w × p). Topic match alone ranks news,
 * tips and chatter about the topic as high as the people who have the problem.
 */
export const SIGNAL_WEIGHT = 0.6;
/**
 * The same, when deciding whether an item is noise at all: weaker, because a miss there is final
 * (the founder never sees the item), while in the ranking it only moves it down. Measured on the
 * search eval's tune topics with a model trained without them: one weight for both (0.4) kept
 * fewer relevant items and ranked worse (returned recall 0.53, NDCG@10 0.80) than 0.2 and 0.6
 * (0.55, 0.83).
 */
export const FLOOR_SIGNAL_WEIGHT = 0.2;

/** relevance × (1 − w + w × p): relevance discounted by how little its writer reads as a signal. */
function withSignal(relevance: number, signal: number, weight: number): number {
  return relevance * (1 - weight + weight * signal);
}

/**
 * A comment in a thread that is squarely about the query is usually about it too, in words of
 * its own ("with gloves on and bees in my face it's useless"). When the classifier reads such a
 * comment as a signal, it is kept with THREAD_SHARE of its thread's relevance, however few query
 * words it repeats.
 */
const ON_TOPIC_THREAD = 0.6;
const THREAD_SHARE = 0.7;

let shipped: Classifier | null = null;
/** The classifier with the shipped weights, built on first use. */
export function signalClassifier(): Classifier {
  return (shipped ??= createClassifier(WEIGHTS as ClassifierWeights));
}

function argmax<K extends string>(probabilities: Record<K, number>): K {
  let best: K | null = null;
  for (const k of Object.keys(probabilities) as K[]) if (best === null || probabilities[k] > probabilities[best]) best = k;
  return best!;
}

export interface ScoreContext {
  queryText: string;
  searchType: SearchType;
  /** "Now" in epoch seconds (the caller's clock, so scoring stays pure). */
  nowUtc: number;
  /**
   * Calibrated relevance below which an item is dropped; NOISE_FLOOR unless set. Benchmarks pass
   * 0 to rank every candidate with the product's ranking.
   */
  noiseFloor?: number;
  /** Words the search's first results share (feedback.ts): they count towards relevance too. */
  expansion?: readonly string[];
  /**
   * The sentence encoder's vectors of items' texts (`sentenceTextOf`), by item id
   * (`platform:nativeId`): where one is given, the sentence model has a say in the item's type and
   * urgency (model/sentence.ts). Which items are kept does not depend on them.
   */
  sentenceVectors?: ReadonlyMap<string, ArrayLike<number>>;
}

/**
 * The platform's own order (RawItem.searchRank, 0 = its first result) as a small prior on
 * relevance. The platform matched the query we sent using evidence we never see (its index,
 * votes, clicks), so a high position is independent evidence that a post is about the query; but
 * we send it a shortened form of the founder's query and mix several alternatives, so it only
 * nudges: +0.05 for the first result, half that at position 10, under 0.01 past position 40.
 * Relevance is what the results are sorted by, so the nudge reorders near-ties there too; it
 * is added only after an item passed the noise floor on its own text (a platform's position never
 * turns an off-topic post into a signal anyone pays for), and the sum is capped at 1.
 */
export const SEARCH_RANK_NUDGE = 0.05;
/** The position at which the nudge has halved. */
export const SEARCH_RANK_HALF = 10;

export function searchRankNudge(searchRank: number | undefined): number {
  if (searchRank === undefined || !(searchRank >= 0)) return 0;
  return (SEARCH_RANK_NUDGE * SEARCH_RANK_HALF) / (SEARCH_RANK_HALF + searchRank);
}

const URGENCY_BOOST: Record<UrgencyLevel, number> = { High: 0.04, Medium: 0.015, Low: 0 };
const TYPE_BOOST: Record<SignalType, number> = {
  'Buying Intent': 0.02,
  'Recommendation Request': 0.015,
  'Feature Request': 0.01,
  'Pain Point': 0.01,
  Complaint: 0.008,
  Question: 0.004,
  Discussion: 0,
};

/**
 * Ranking score: relevance first; intent and urgency add at most ~0.06, engagement and recency
 * at most ~0.02 together, so they reorder near-ties only.
 */
export function rankScore(
  s: Pick<Signal, 'relevanceScore' | 'urgencyLevel' | 'signalType' | 'engagement' | 'created_utc'>,
  nowUtc: number,
): number {
  const eng = Math.min(1, Math.log10(1 + engagementScore(s.engagement)) / 4);
  const ageDays = Math.max(0, (nowUtc - s.created_utc) / 86_400);
  const fresh = 1 - Math.min(1, ageDays / OLD_AFTER_DAYS);
  return s.relevanceScore + URGENCY_BOOST[s.urgencyLevel] + TYPE_BOOST[s.signalType] + 0.012 * eng + 0.008 * fresh;
}

interface Scored {
  item: RawItem;
  id: string;
  doc: DocTerms;
  /** The item's own title as analysed (a comment's copy of its post title is context, not title). */
  ownTitle: string;
  relevance: RelevanceResult;
  /** Calibrated relevance of the text plus the platform-rank nudge, capped at 1 (rounded): what is shown. */
  score: number;
  /** The same before it was raised to the noise floor for showing: what the ranking uses. */
  rankBase: number;
  sentences: Sentence[];
  /** The rules' reading (cue sentences, labels); a feature of the model and the evidence's source. */
  intent: IntentResult;
  /** The classifier's, before any sentence vote (which never changes whether an item is kept). */
  prediction: Prediction;
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}

/** uniqueById's copies under their signal ids: the item behind each signal scoring returns. */
export function itemsBySignalId(items: readonly RawItem[]): Map<string, RawItem> {
  return new Map(uniqueById(items).map((item) => [`${item.platform}:${item.nativeId}`, item]));
}

/**
 * Pick one item per id (the same post found by two queries): most engagement, then longest text;
 * it keeps the best platform position of the copies. Exported so a caller that embeds items'
 * texts (apps/api search/sentences.ts) reads the same copy scoring does.
 */
export function uniqueById(items: readonly RawItem[]): RawItem[] {
  const byId = new Map<string, RawItem>();
  const bestRank = new Map<string, number>();
  for (const item of items) {
    const id = `${item.platform}:${item.nativeId}`;
    if (item.searchRank !== undefined) bestRank.set(id, Math.min(bestRank.get(id) ?? Infinity, item.searchRank));
    const had = byId.get(id);
    if (!had) {
      byId.set(id, item);
      continue;
    }
    const e1 = engagementScore(item.engagement);
    const e0 = engagementScore(had.engagement);
    const longer = item.title.length + item.text.length - (had.title.length + had.text.length);
    if (e1 > e0 || (e1 === e0 && (longer > 0 || (longer === 0 && item.text + item.title < had.text + had.title)))) {
      byId.set(id, item);
    }
  }
  const out: RawItem[] = [];
  for (const [id, item] of byId) {
    const rank = bestRank.get(id);
    out.push(rank === undefined || rank === item.searchRank ? item : { ...item, searchRank: rank });
  }
  return out;
}

/** The sentence that best shows the query's terms (for Discussion, which has no cue sentence). */
function topicalSentence(sentences: readonly Sentence[], matchedSurfaces: ReadonlySet<string>): number {
  let best = -1;
  let bestHits = 0;
  sentences.forEach((s, i) => {
    let hits = 0;
    for (const t of s.tokens) if (matchedSurfaces.has(t)) hits++;
    // Prefer body sentences on ties: the title is already shown.
    if (
      hits > bestHits ||
      (hits === bestHits && hits > 0 && best >= 0 && sentences[best]!.field === 'title' && s.field === 'text')
    ) {
      best = i;
      bestHits = hits;
    }
  });
  return best;
}

/** Where the duplicates collapsed into a signal live, oldest first. */
function alsoPosted(duplicates: readonly Scored[]): AlsoPosted[] {
  return [...duplicates]
    .sort((a, b) => a.item.createdUtc - b.item.createdUtc || compareIds(a.id, b.id))
    .map((d) => ({ url: d.item.url, source: d.item.source }));
}

interface Labels {
  type: SignalType;
  urgency: UrgencyLevel;
}

/**
 * A kept item's type and urgency from a prediction (the classifier's, or with the sentence model's
 * vote mixed in): all of its signal that depends on the prediction.
 */
function labelsOf(s: Scored, prediction: Prediction, ctx: ScoreContext): Labels {
  const ageDays = Math.max(0, (ctx.nowUtc - s.item.createdUtc) / 86_400);
  let urgency = argmax(urgencyWithType(prediction));
  if (ageDays > OLD_AFTER_DAYS) urgency = 'Low';
  else if (urgency === 'High' && s.score < INDIRECT_BELOW) urgency = 'Medium';
  return { type: argmax(prediction.type), urgency };
}

function buildSignal(s: Scored, { type, urgency }: Labels, ctx: ScoreContext, duplicates: readonly Scored[]): Signal {
  const { item, relevance, sentences, intent } = s;
  const ageDays = Math.max(0, (ctx.nowUtc - item.createdUtc) / 86_400);
  const relevanceScore = s.score;
  // The rules' cue sentence is the evidence when they agree on the type; otherwise the sentence
  // the classifier finds most typical of it.
  const agree = intent.type === type;
  const mentions: string[] = [];
  const mentionSet = new Set<string>();
  const tokenLists = sentences.map((x) => x.tokens);
  for (const term of relevance.matched) {
    let surface = surfaceOf(tokenLists, term.stem);
    if (!surface) for (const r of term.related) if ((surface = surfaceOf(tokenLists, r))) break;
    if (surface && !mentionSet.has(surface)) {
      mentionSet.add(surface);
      mentions.push(surface);
    }
  }
  let evidenceIndex = agree ? intent.evidenceIndex : typicalSentence(sentences, type);
  if (evidenceIndex < 0) evidenceIndex = topicalSentence(sentences, mentionSet);
  if (evidenceIndex < 0 && sentences.length > 0) evidenceIndex = 0;
  const sentence = evidenceIndex >= 0 ? sentences[evidenceIndex] : undefined;
  const evidence = sentence ? truncateWords(sentence.text, EVIDENCE_MAX) : '';
  const body = item.text.trim().length > 0 ? item.text : item.title;
  const focus = sentence && sentence.field === 'text' && item.text.trim().length > 0 ? sentence.start : null;
  const isComment = item.type === 'comment';
  return {
    id: s.id,
    platform: item.platform,
    title: item.title,
    snippet: makeSnippet(body, focus),
    url: item.url,
    source: item.source,
    signalType: type,
    type: item.type,
    // What the card shows: calibrated on graded searches (scoring/calibration.ts), same order.
    relevanceScore: displayedRelevance(relevanceScore, NOISE_FLOOR),
    urgencyLevel: urgency,
    reason: makeReason({
      type,
      label: agree ? intent.label : null,
      mentions,
      urgency,
      urgencyLabel: urgency === 'High' ? (intent.urgencyLabel ?? (intent.switching ? 'wants to switch products' : null)) : null,
      old: ageDays > OLD_AFTER_DAYS,
      duplicates: duplicates.length,
    }),
    evidence,
    engagement: { upvotes: item.engagement.upvotes, comments: item.engagement.comments, views: item.engagement.views },
    parent_post: isComment ? (item.parentPost?.title ?? null) : null,
    comment_id: isComment ? item.nativeId : null,
    post_url: isComment ? (item.parentPost?.url ?? null) : null,
    created_utc: item.createdUtc,
    also_posted: alsoPosted(duplicates),
    ...(item.author ? { author: item.author } : {}),
  };
}

/** The sentence whose words lean most towards `type` in the classifier (-1 when none does). */
function typicalSentence(sentences: readonly Sentence[], type: SignalType): number {
  let best = -1;
  let bestLeaning = 0;
  sentences.forEach((sentence, i) => {
    const leaning = signalClassifier().sentenceLeaning(sentence.tokens, type);
    if (leaning > bestLeaning) {
      best = i;
      bestLeaning = leaning;
    }
  });
  return best;
}

/** Words with which a reply points back at its thread ("I'd pay for this", "same here"). */
const BACK_REFERENCE = new Set(['this', 'that', 'it', 'same', 'these', 'those', 'them', 'yes', 'exactly']);

/** A comment whose thread title matches the query: a candidate for the thread's relevance. */
function isReply(item: RawItem, doc: DocTerms, relevance: RelevanceResult): boolean {
  if (item.type !== 'comment' || doc.context.size === 0) return false;
  for (const t of relevance.matched) {
    if (doc.context.has(t.stem) || t.related.some((r) => doc.context.has(r))) return true;
  }
  return false;
}

/**
 * A reply is about its thread when it says something of substance (a need, a question, a
 * complaint, an answer with a cue; not "great video!") and either uses the query's words itself or
 * refers back to the thread ("this", "it", "same").
 */
function answersThread(sentences: readonly Sentence[], relevance: RelevanceResult): boolean {
  const intent = classifySentences(sentences, { reply: true });
  if (intent.type === 'Discussion' && intent.evidenceIndex < 0) return false;
  let ownTerm = false;
  for (const t of relevance.matched) {
    for (const s of sentences) {
      for (const tok of s.tokens) {
        if (BACK_REFERENCE.has(tok)) return true;
        if (!ownTerm && tok.length > 2 && (termOf(tok) === t.stem || t.related.includes(termOf(tok)))) ownTerm = true;
      }
    }
  }
  return ownTerm;
}

/** A comment's title is usually its post's title: it is context, not the comment's own words. */
function ownTitleOf(item: RawItem): string {
  const parentTitle = item.type === 'comment' ? (item.parentPost?.title ?? '') : '';
  return withoutTitleTag(item.type === 'comment' && (item.title === parentTitle || !item.title) ? '' : item.title);
}

interface Reading {
  sentences: Sentence[];
  intent: IntentResult;
  /** The classifier's, before any sentence vote. */
  prediction: Prediction;
}

/**
 * An item's reading depends on the item alone, and a search reads the same items up to three
 * times (its first scoring, which kept items ask for the sentence vote, the scoring with the
 * vectors): each is read once and kept while the item lives. Readings are never mutated.
 */
const readings = new WeakMap<RawItem, Reading>();
/** An item's sentences, also wanted on their own by a reply tested against its thread (`answersThread`). */
const sentencesRead = new WeakMap<RawItem, Sentence[]>();

function ownSentences(item: RawItem): Sentence[] {
  let sentences = sentencesRead.get(item);
  if (!sentences) {
    sentences = itemSentences(ownTitleOf(item), item.text);
    sentencesRead.set(item, sentences);
  }
  return sentences;
}

function ownReading(item: RawItem): Reading {
  let reading = readings.get(item);
  if (!reading) {
    const ownTitle = ownTitleOf(item);
    const sentences = ownSentences(item);
    const intent = classifySentences(sentences, { reply: item.type === 'comment' });
    const prediction = signalClassifier().predict({ title: ownTitle, text: item.text, kind: item.type }, intent);
    reading = { sentences, intent, prediction };
    readings.set(item, reading);
  }
  return reading;
}

/** Score, drop noise (< NOISE_FLOOR), collapse near-duplicates (cross-posts, same text twice), rank. Deterministic. */
export function scoreItems(items: RawItem[], ctx: ScoreContext): Signal[] {
  return scoreSearch(items, ctx).signals;
}

/**
 * A search's scoring, kept so that the sentence model's vectors can be applied to it without
 * scoring again: which items are kept, their relevance and their duplicates never depend on the
 * vectors (they change a kept signal's type and urgency only, model/sentence.ts), so only the
 * signals a vector votes on are built again, and all are ranked again.
 */
export interface Scoring {
  /** The ranked signals (with ctx.sentenceVectors' vote where it held one): what scoreItems returns. */
  signals: Signal[];
  /** The copies behind the signals whose type or urgency the classifier is unsure of (sentence.ts, `asksSentenceVote`), best first: what a search embeds. */
  toVote: RawItem[];
  /** The same signals as scoreItems with `sentenceVectors` would rank them. */
  withVectors(sentenceVectors: ReadonlyMap<string, ArrayLike<number>>): Signal[];
}

export function scoreSearch(items: RawItem[], ctx: ScoreContext): Scoring {
  return toEnd(scoreSearchSteps(items, ctx));
}

/** scoreSearch, stopping between items (slices.ts): a search scores in slices with turns of the event loop between them. */
export function* scoreSearchSteps(items: RawItem[], ctx: ScoreContext): Steps<Scoring> {
  const kept = yield* keptItems(items, ctx);
  const groups = dedupe(
    kept.map((s) => ({
      id: s.id,
      title: s.item.type === 'comment' ? '' : s.item.title,
      text: s.item.text,
      engagement: s.item.engagement,
      relevance: s.score,
      platform: s.item.platform,
      type: s.item.type,
      author: s.item.author,
      createdUtc: s.item.createdUtc,
      scored: s,
    })),
  );
  type Ranked = { signal: Signal; rank: number; scored: Scored };
  const ranked = (i: number, labels: Labels): Ranked => {
    const g = groups[i]!;
    const s = g.keep.scored;
    const signal = buildSignal(s, labels, ctx, g.duplicates.map((d) => d.scored));
    return { signal, rank: rankScore({ ...signal, relevanceScore: s.rankBase }, ctx.nowUtc), scored: s };
  };
  // Each group's labels and signal by the classifier alone, built once whichever vectors come: a
  // vote that leaves the type and urgency as they were leaves the whole signal as it was.
  yield;
  const ownLabels: Labels[] = [];
  for (const g of groups) {
    ownLabels.push(labelsOf(g.keep.scored, g.keep.scored.prediction, ctx));
    yield;
  }
  const own: (Ranked | undefined)[] = [];
  const rankWith = (vectors: ReadonlyMap<string, ArrayLike<number>> | undefined): Ranked[] => {
    const out = groups.map((g, i) => {
      const s = g.keep.scored;
      const vector = vectors?.get(s.id);
      const labels = vector ? labelsOf(s, withSentence(s.prediction, vector, s.item.type), ctx) : ownLabels[i]!;
      if (labels.type !== ownLabels[i]!.type || labels.urgency !== ownLabels[i]!.urgency) return ranked(i, labels);
      return (own[i] ??= ranked(i, ownLabels[i]!));
    });
    return out.sort((a, b) => b.rank - a.rank || compareIds(a.signal.id, b.signal.id));
  };
  const first = rankWith(ctx.sentenceVectors);
  return {
    signals: first.map((r) => r.signal),
    toVote: first.filter((r) => asksSentenceVote(r.scored.prediction)).map((r) => r.scored.item),
    withVectors: (vectors) => rankWith(vectors).map((r) => r.signal),
  };
}

/** Relevance (calibrated) and the noise floor: the items a search keeps, one copy per id, with the classifier's reading. */
function* keptItems(items: RawItem[], ctx: ScoreContext): Steps<Scored[]> {
  if (items.length === 0 || ctx.queryText.trim().length === 0) return [];
  const query = expandedQuery(ctx.queryText, ctx.searchType, ctx.expansion ?? []);
  const joins = compoundJoins(query);
  // Keyword mode: only what satisfies the expression is scored at all (keywords.ts).
  const keywordMatchOf = ctx.searchType === 'keywords' ? keywordRelevance(ctx.queryText) : null;
  const keywordScores = new Map<RawItem, number>();
  const unique = uniqueById(items).filter((item) => {
    if (!keywordMatchOf) return true;
    const score = keywordMatchOf(`${ownTitleOf(item)}\n${item.text}`);
    if (score !== null) keywordScores.set(item, score);
    return score !== null;
  });
  const ownTitles: string[] = [];
  const docs: DocTerms[] = [];
  for (const item of unique) {
    const parentTitle = item.type === 'comment' ? (item.parentPost?.title ?? '') : '';
    const context = item.type === 'comment' ? parentTitle || item.title : '';
    const ownTitle = ownTitleOf(item);
    ownTitles.push(ownTitle);
    docs.push(docTerms(ownTitle, item.text, withoutTitleTag(context), joins));
    yield;
  }
  const scorer = createRelevanceScorer(query, docs);
  const floor = ctx.noiseFloor ?? NOISE_FLOOR;
  const relevances: RelevanceResult[] = [];
  for (const doc of docs) {
    relevances.push(scorer.score(doc));
    yield;
  }
  const threadScore = new Map<string, number>();
  unique.forEach((item, i) => {
    if (item.type === 'post') threadScore.set(`${item.platform}:${item.nativeId}`, relevances[i]!.score);
  });
  const kept: Scored[] = [];
  for (let i = 0; i < unique.length; i++) {
    if (i > 0) yield;
    const item = unique[i]!;
    const doc = docs[i]!;
    const keywordScore = keywordScores.get(item);
    let relevance = keywordScore === undefined ? relevances[i]! : { ...relevances[i]!, score: keywordScore };
    if (round3(relevance.score) < floor && isReply(item, doc, relevance)) {
      // Cheapest test first: the thread's credit must be enough to matter at all.
      const asReply = scorer.score(doc, true);
      if (round3(asReply.score) >= floor && answersThread(ownSentences(item), asReply)) {
        relevance = asReply;
      }
    }
    const thread = item.parentPost ? (threadScore.get(`${item.platform}:${item.parentPost.id}`) ?? 0) : 0;
    if (round3(relevance.score) < floor && thread < ON_TOPIC_THREAD) continue;
    // The classifier's own reading: the sentence vote never changes `signal`, which is all this reads.
    const { sentences, intent, prediction } = ownReading(item);
    const id = `${item.platform}:${item.nativeId}`;
    // A comment on topic only through its thread must at least be someone with a need.
    const ownWords = keywordScore !== undefined || relevance.matched.some((t) => doc.tf.has(t.stem) || t.related.some((r) => doc.tf.has(r)));
    if (item.type === 'comment' && !ownWords && prediction.signal < 0.5) continue;
    if (round3(relevance.score) < floor) {
      if (prediction.signal < 0.5) continue;
      relevance = { ...relevance, score: thread * THREAD_SHARE };
    }
    if (round3(withSignal(relevance.score, prediction.signal, FLOOR_SIGNAL_WEIGHT)) < floor) continue;
    const text = withSignal(relevance.score, prediction.signal, SIGNAL_WEIGHT);
    const nudge = searchRankNudge(item.searchRank);
    // Kept, so never shown below the floor (decisions §6); it is ranked by its own value.
    const score = round3(Math.min(1, Math.max(floor, text) + nudge));
    const rankBase = round3(Math.min(1, text + nudge));
    kept.push({ item, id, doc, ownTitle: ownTitles[i]!, relevance, score, rankBase, sentences, intent, prediction });
  }
  return kept;
}

/**
 * How worth opening a thread is, from its post's text (0..1): the post's relevance as a search
 * scores it, times how much its writer reads as a signal. Replies echo their post: under someone
 * who has the problem, people say "same here" or "I'd pay for that" in words of their own. Each
 * opened thread costs a request, so connectors open the best ones first.
 */
export function threadRanker(queryText: string, searchType: SearchType, expansion: readonly string[] = []): (text: string) => number {
  const query = expandedQuery(queryText, searchType, expansion);
  const joins = compoundJoins(query);
  const scorer = createRelevanceScorer(query, []);
  return (text: string) => {
    const relevance = scorer.score(docTerms('', text, '', joins)).score;
    if (relevance === 0) return 0;
    const { signal } = signalClassifier().predict({ title: '', text, kind: 'post' });
    return withSignal(relevance, signal, SIGNAL_WEIGHT);
  };
}
