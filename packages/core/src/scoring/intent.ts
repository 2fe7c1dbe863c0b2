/**
 * Signal type and urgency cues, sentence by sentence, so the sentence that earned the type can be
 * quoted as evidence. Rules and lexicons only (lexicon/intent-patterns.ts): deterministic, fast
 * and explainable.
 */
import type { SignalType } from '../signal';
import { SIGNAL_TYPES } from '../signal';
import { splitSentences, tokenize } from '../text';
import {
  ANSWER_PATTERNS,
  CUE_TABLE,
  NEGATORS,
  TIP_LEADS,
  TIP_VERBS,
  URGENCY_ROWS,
  expandMacros,
} from '../lexicon/intent-patterns';
import { PatternSet } from './patterns';

interface Cue {
  type: SignalType | 'urgency';
  weight: number;
  high: boolean;
  negatable: boolean;
  switching: boolean;
  /** A troubleshooting question ("any idea why…", "how do I fix…"). */
  troubleshooting: boolean;
  label: string;
  /** The pattern as written in the lexicon, for explanations and diagnostics. */
  source: string;
}

const CUES = new PatternSet<Cue>(
  [
    ...CUE_TABLE.flatMap(([type, rows]) => rows.map((row) => ({ type: type as Cue['type'], row }))),
    ...URGENCY_ROWS.map((row) => ({ type: 'urgency' as const, row })),
  ].map(({ type, row }) => ({
    pattern: expandMacros(row[0]),
    payload: {
      type,
      weight: row[1],
      high: row[2].includes('H'),
      negatable: row[2].includes('N'),
      switching: row[2].includes('S'),
      troubleshooting: row[2].includes('T'),
      label: row[3],
      source: row[0],
    },
  })),
);

export type TypeScores = Record<SignalType, number>;

/** One sentence of an item, with its tokens (mentions and links removed). */
export interface Sentence {
  text: string;
  /** Offsets into the field the sentence came from. */
  start: number;
  end: number;
  field: 'title' | 'text';
  tokens: string[];
  question: boolean;
}

export interface SentenceIntent {
  scores: TypeScores;
  /** Best cue label per type. */
  labels: Partial<Record<SignalType, string>>;
  urgency: number;
  urgencyLabel: string | null;
  /** A High-urgency cue of a type that wants a solution (asks for a tool, would pay…). */
  wantsNow: boolean;
  switching: boolean;
  /** Asks why the writer's own setup fails or how to fix it. */
  troubleshooting: boolean;
}

function zeroScores(): TypeScores {
  return {
    'Buying Intent': 0,
    'Recommendation Request': 0,
    'Pain Point': 0,
    Complaint: 0,
    'Feature Request': 0,
    Question: 0,
    Discussion: 0,
  };
}

/** Tokens for intent rules: links dropped, markdown links reduced to their label, @mentions dropped. */
export function intentTokens(sentence: string): string[] {
  let cleaned = sentence;
  if (cleaned.includes('http') || cleaned.includes('www.')) cleaned = cleaned.replace(/(?:https?:\/\/|www\.)\S+/g, ' ');
  if (cleaned.includes('](')) cleaned = cleaned.replace(/\[([^\]]*)\]\([^)]*\)/g, ' $1 ');
  if (cleaned.includes('@')) cleaned = cleaned.replace(/@\w+/g, ' ');
  return tokenize(cleaned);
}

/** Ends with a question mark (allowing a few closing characters or an emoticon after it). */
function isQuestion(text: string): boolean {
  const t = text.trimEnd();
  const idx = t.lastIndexOf('?');
  return idx >= 0 && t.length - idx <= 4;
}

export function makeSentence(text: string, start: number, end: number, field: 'title' | 'text'): Sentence {
  return { text, start, end, field, tokens: intentTokens(text), question: isQuestion(text) };
}

/** Sentences of an item: the title is one sentence (or a few), then the body's sentences. */
export function itemSentences(title: string, text: string): Sentence[] {
  const out: Sentence[] = [];
  for (const s of splitSentences(title)) out.push(makeSentence(s.text, s.start, s.end, 'title'));
  for (const s of splitSentences(text)) out.push(makeSentence(s.text, s.start, s.end, 'text'));
  return out;
}

/**
 * Who an item is addressed to: 2 = a company's support account (@AmazonHelp, @XboxSupport,
 * @comcastcares, @AskeBay), 1 = some other @handle, 0 = nobody. A problem told to a company is a
 * complaint even without a negative word ("@UPSHelp package rescheduled to 4 days later?").
 */
export type Addressee = 0 | 1 | 2;
const MENTION = /(?:^|[^\w.@])@\w{2,}/;
const SUPPORT_HANDLE = /(?:^|[^\w.@])@(?:\w*(?:support|help|care|service|svc)|ask[a-z])/i;

function addresseeOf(sentences: readonly Sentence[]): Addressee {
  let found: Addressee = 0;
  for (const s of sentences) {
    if (!s.text.includes('@')) continue;
    if (SUPPORT_HANDLE.test(s.text)) return 2;
    if (MENTION.test(s.text)) found = 1;
  }
  return found;
}

/** A request for a tool or a purchase this strong outranks a general question (classifySentences). */
const DECISIVE_ASK = 2;
/** A request cue this strong makes a question mark part of the request (see sentenceIntent). */
const ASK_CUE = 2;

/** Type cue scores for one sentence. */
export function sentenceIntent(sentence: Sentence, addressee: Addressee = 0): SentenceIntent {
  const scores = zeroScores();
  const labels: Partial<Record<SignalType, string>> = {};
  const best: Partial<Record<SignalType, number>> = {};
  let urgency = 0;
  let urgencyLabel: string | null = null;
  let wantsNow = false;
  let switching = false;
  let troubleshooting = false;
  const tokens = sentence.tokens;
  const matches = CUES.match(tokens);
  for (const m of matches) {
    const cue = m.payload;
    if (cue.negatable && m.start > 0) {
      const prev = tokens[m.start - 1]!;
      const prev2 = m.start > 1 ? tokens[m.start - 2]! : '';
      if (NEGATORS.has(prev) || (NEGATORS.has(prev2) && (prev === 'be' || prev === 'really' || prev === 'even'))) continue;
    }
    if (cue.type === 'urgency') {
      urgency += cue.weight;
      if (!urgencyLabel) urgencyLabel = cue.label;
      continue;
    }
    // A negative cue vetoes a reading ("please help" is not a feature request).
    if (cue.weight < 0) {
      scores[cue.type] += cue.weight;
      continue;
    }
    // Several cues of one type add up with diminishing returns: best + 40% of the rest.
    const prevBest = best[cue.type] ?? 0;
    if (cue.weight > prevBest) {
      scores[cue.type] += cue.weight - prevBest + 0.4 * prevBest;
      best[cue.type] = cue.weight;
      labels[cue.type] = cue.label;
    } else {
      scores[cue.type] += 0.4 * cue.weight;
    }
    if (cue.high) wantsNow = true;
    if (cue.switching) switching = true;
    if (cue.troubleshooting) troubleshooting = true;
  }
  // A question that asks for a tool, to buy, or for feedback on an idea is that request, not a
  // general question.
  if (
    sentence.question &&
    scores['Recommendation Request'] < ASK_CUE &&
    scores['Buying Intent'] < ASK_CUE &&
    scores.Discussion < ASK_CUE
  ) {
    scores.Question += 1;
    labels.Question ??= 'asks a question';
  }
  // Asking why one's own setup fails is not asking for a tool ("any ideas what's going on?").
  if (troubleshooting && scores['Recommendation Request'] < 2.4) scores['Recommendation Request'] = 0;
  complaintFeatures(sentence, scores, labels, addressee);
  for (const t of SIGNAL_TYPES) if (scores[t] < 0) scores[t] = 0;
  return { scores, labels, urgency, urgencyLabel, wantsNow, switching, troubleshooting };
}

const COMPLAINT_NEGATORS = new Set([
  'not',
  'no',
  'never',
  'cant',
  'cannot',
  'dont',
  'doesnt',
  'didnt',
  'wont',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'havent',
  'hasnt',
  'hadnt',
  'couldnt',
  'wouldnt',
  'nothing',
  'nobody',
  'none',
  'nowhere',
  'neither',
]);
/** Things people buy or use: a negation near one of these reads as a product problem. */
const PRODUCT_WORDS = new Set(
  `order orders package parcel delivery account app service update bill charge flight train internet wifi phone refund
  payment card connection website site product item subscription router signal network battery device laptop printer tv
  email shipment booking ticket seat luggage bag car software server login password store plan data code support
  agent staff driver engineer technician reservation room delivery purchase warranty screen update version feature`.split(/\s+/),
);
const PURCHASE_WORDS = new Set([
  'bought',
  'ordered',
  'paid',
  'purchased',
  'booked',
  'subscribed',
  'upgraded',
  'installed',
  'renewed',
]);
const DURATION = new Set(['hours', 'hrs', 'days', 'weeks', 'wks', 'months', 'times', 'minutes', 'mins', 'years']);
const COUNT_WORDS = new Set([
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'several',
  'multiple',
  'many',
  'few',
  'numerous',
  'countless',
]);
const SAD =
  /[:;]['-]?\(|\)[-']?:|\u{1F621}|\u{1F620}|\u{1F92C}|\u{1F624}|\u{1F644}|\u{1F612}|\u{1F61E}|\u{1F622}|\u{1F62D}|\u{1F44E}|\u{1F629}|\u{1F62B}|\u{1F494}|\u{1F615}|\u{1F61F}|\u{1F611}/u;

/** Praise and thanks: they make a sentence a complaint only when sarcastic. */
const POSITIVE = new Set(
  `thanks thank thx ty appreciate appreciated love loved loving lovely great awesome amazing congrats congratulations
  best fantastic excellent wonderful helpful enjoy enjoyed enjoying happy glad yay beautiful perfect proud cute brilliant
  superb impressed delighted kudos cheers lol lmao lmfao haha hahaha hehe rofl`.split(/\s+/),
);
/** Praise that is often ironic when something went wrong. */
const IRONIC =
  /\b(?:(?:great|nice|good|fine) (?:job|work|going)|well done|thanks a (?:lot|bunch|ton)|love (?:how|it when|that)|gotta love|just (?:great|perfect|wonderful|brilliant|what i needed))\b/i;
/** "Love the app, but…": the praise is conceded before the problem. */
const CONCESSION = new Set(['but', 'however', 'though', 'although', 'except', 'unfortunately', 'sadly', 'shame']);
const OWN = new Set(['my', 'our', 'mine', 'i', 'im', 'ive', 'id', 'me', 'we', 'ours']);

/**
 * Complaint evidence beyond single phrases: negation, emphatic or rhetorical punctuation, sad
 * emoticons and "for three days" durations add up; each alone is weak. Addressed to a company, a
 * problem or a question about one's own order or account reads as a complaint. Praise without
 * anything negative cancels weak evidence ("thanks, really appreciate it!"); praise next to a
 * problem is sarcasm ("thanks for sending the wrong shirt") and counts for the complaint.
 */
function complaintFeatures(
  sentence: Sentence,
  scores: TypeScores,
  labels: Partial<Record<SignalType, string>>,
  addressee: Addressee,
): void {
  const tokens = sentence.tokens;
  let negs = 0;
  let duration = false;
  let product = false;
  let purchase = false;
  let positive = false;
  let own = false;
  let concession = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (PRODUCT_WORDS.has(t)) product = true;
    else if (PURCHASE_WORDS.has(t)) purchase = true;
    else if (POSITIVE.has(t)) positive = true;
    else if (OWN.has(t)) own = true;
    else if (CONCESSION.has(t)) concession = true;
    if (COMPLAINT_NEGATORS.has(t)) negs++;
    else if (DURATION.has(t) && i > 0) {
      const p = tokens[i - 1]!;
      if (COUNT_WORDS.has(p) || (p.length <= 3 && p.charCodeAt(0) >= 48 && p.charCodeAt(0) <= 57)) duration = true;
    }
  }
  const text = sentence.text;
  let extra = Math.min(0.9, 0.3 * negs);
  if (duration) extra += 0.5;
  if (negs > 0 && product) extra += 0.4;
  if (purchase && (negs > 0 || scores.Complaint > 0)) extra += 0.5;
  const negative = scores.Complaint > 0 || scores['Pain Point'] > 0 || negs > 0;
  if (negative) {
    if (/[?!]\s*[?!]/.test(text)) extra += 0.5;
    else if (text.endsWith('!')) extra += 0.3;
    if (sentence.question && scores.Complaint >= 0.5) extra += 0.5;
  }
  if (SAD.test(text)) extra += 0.8;
  // A lexicon cue, or more than one weak feature (a lone "not" or "48 hours" is no problem).
  const problem = scores.Complaint > 0 || scores['Pain Point'] > 0 || extra >= 0.6;
  if (addressee > 0 && problem) extra += addressee === 2 ? 0.5 : 0.3;
  if (addressee === 2 && sentence.question && (own || product || purchase)) extra += 0.6;
  if (positive) {
    // Praise next to a grievance, or ironic praise ("great job", "love how") next to any problem,
    // is sarcasm; otherwise praise outweighs weak cues ("ordered it 3 days ago and it's great").
    const some = scores.Complaint + extra > 0;
    if (scores.Complaint >= 1.2 || negs > 0 || (some && (concession || IRONIC.test(text)))) extra += 0.6;
    else extra -= 1.2;
  }
  if (extra !== 0) {
    scores.Complaint += extra;
    if (scores.Complaint > 0) labels.Complaint ??= 'complains about a product or service';
  }
}

/**
 * Relative standing of the types when scores are close: acting on a request is worth more to a
 * founder than a general question, so the more actionable type wins near-ties.
 */
export const TYPE_PRIORITY: Readonly<Record<SignalType, number>> = {
  'Buying Intent': 0.6,
  'Recommendation Request': 0.5,
  'Feature Request': 0.4,
  Complaint: 0.35,
  'Pain Point': 0.3,
  Question: -0.3,
  Discussion: -0.3,
};

/**
 * Written to a company's support account, a problem comes first: a question or a request there
 * ("@XSupport can you tell me why my order…?") is the customer's complaint, so Complaint then
 * outranks every other type that passed its threshold.
 */
const ADDRESSED_COMPLAINT_PRIORITY = 0.7;

/** How much the sentences other than the best one add: grievances accumulate, requests don't. */
const REST_FACTOR: Readonly<Record<SignalType, number>> = {
  'Buying Intent': 0.35,
  'Recommendation Request': 0.35,
  'Feature Request': 0.35,
  Complaint: 0.6,
  'Pain Point': 0.6,
  Question: 0.25,
  Discussion: 0.35,
};

/**
 * Minimum cue score for a type. Complaints and pain points are often told without one decisive
 * phrase ("my order still hasn't arrived, 3 days now"), so several weak cues may earn them.
 */
export const TYPE_THRESHOLD: Readonly<Record<SignalType, number>> = {
  'Buying Intent': 1,
  'Recommendation Request': 1,
  'Feature Request': 1,
  Complaint: 0.8,
  'Pain Point': 0.8,
  Question: 1,
  Discussion: 1,
};

export interface IntentResult {
  type: SignalType;
  scores: TypeScores;
  /** Index (into the sentences) of the evidence sentence, or -1. */
  evidenceIndex: number;
  /** The label of the cue that earned the type. */
  label: string | null;
  urgency: number;
  urgencyLabel: string | null;
  wantsNow: boolean;
  switching: boolean;
}

/**
 * Classify an item from its sentences. Per type: the best sentence's score plus 35% of the other
 * sentences' (a title counts 1.15×, it usually states the ask).
 */
/** A troubleshooting question outranks a grievance when it is at least this share of its score. */
const TROUBLESHOOT_SHARE = 0.8;

export interface ClassifyOptions {
  /** The item is a comment: a reply that answers or gives a tip is Discussion (isAnswer). */
  reply?: boolean;
}

const ANSWERS = new PatternSet<true>(ANSWER_PATTERNS.map((p) => ({ pattern: expandMacros(p), payload: true as const })));

/**
 * Does this sentence of a reply answer the thread: advice in the second person ("you can…"),
 * what the writer uses or switched to ("we use Cronitor"), "have you tried…", or an instruction
 * opening the sentence ("Charge a late fee…", "Just freeze it").
 */
export function isAnswer(sentence: Sentence): boolean {
  const tokens = sentence.tokens;
  if (ANSWERS.match(tokens).length > 0) return true;
  let i = 0;
  while (i < tokens.length - 1 && TIP_LEADS.has(tokens[i]!)) i++;
  return tokens.length - i >= 3 && TIP_VERBS.has(tokens[i]!) && !sentence.question;
}

export function classifySentences(sentences: readonly Sentence[], options: ClassifyOptions = {}): IntentResult {
  const totals = zeroScores();
  const bestScore = zeroScores();
  const bestIndex: Record<SignalType, number> = {
    'Buying Intent': -1,
    'Recommendation Request': -1,
    'Pain Point': -1,
    Complaint: -1,
    'Feature Request': -1,
    Question: -1,
    Discussion: -1,
  };
  const bestLabel: Partial<Record<SignalType, string>> = {};
  const sums = zeroScores();
  let urgency = 0;
  let urgencyLabel: string | null = null;
  const wantsNowByType: Partial<Record<SignalType, boolean>> = {};
  let switching = false;
  let troubleshooting = false;
  let answerIndex = -1;
  let openQuestion = false;
  const addressee = addresseeOf(sentences);
  /**
   * Complaint score of the sentences aimed at a target: they name a product, a service or a
   * company, or refer back to one named before ("We tried GoKid… never installed it").
   */
  let aimed = 0;
  let named = false;
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i]!;
    const si = sentenceIntent(sentence, addressee);
    const factor = sentence.field === 'title' ? 1.15 : 1;
    for (const t of SIGNAL_TYPES) {
      const v = si.scores[t] * factor;
      if (v <= 0) continue;
      sums[t] += v;
      if (v > bestScore[t]) {
        bestScore[t] = v;
        bestIndex[t] = i;
        const l = si.labels[t];
        if (l) bestLabel[t] = l;
      }
    }
    urgency += si.urgency;
    if (!urgencyLabel && si.urgencyLabel) urgencyLabel = si.urgencyLabel;
    if (si.wantsNow) {
      for (const t of SIGNAL_TYPES) if (si.scores[t] > 0) wantsNowByType[t] = true;
    }
    if (si.switching) switching = true;
    if (si.troubleshooting) troubleshooting = true;
    const target = sentenceHasTarget(sentence);
    if (si.scores.Complaint > 0 && (target || (named && sentence.tokens.includes('it')))) {
      aimed += si.scores.Complaint * factor;
    }
    if (target) named = true;
    if (options.reply) {
      const answer = isAnswer(sentence);
      if (answer && answerIndex < 0) answerIndex = i;
      if (sentence.question && !answer) openQuestion = true;
    }
  }
  for (const t of SIGNAL_TYPES) totals[t] = bestScore[t] + REST_FACTOR[t] * (sums[t] - bestScore[t]);

  let type: SignalType = 'Discussion';
  let top = -Infinity;
  // Question is for questions without a more specific ask: a post that clearly asks for a tool or
  // to buy is that request, even when its title asks "how do you…?".
  const asks = Math.max(totals['Recommendation Request'], totals['Buying Intent']) >= DECISIVE_ASK;
  for (const t of SIGNAL_TYPES) {
    if (totals[t] < TYPE_THRESHOLD[t] || (asks && t === 'Question')) continue;
    const v = totals[t] + (addressee === 2 && t === 'Complaint' ? ADDRESSED_COMPLAINT_PRIORITY : TYPE_PRIORITY[t]);
    if (v > top) {
      top = v;
      type = t;
    }
  }
  let evidenceIndex = bestIndex[type];
  let label = bestLabel[type] ?? null;
  // A complaint is about a product, a service or a company; told without one ("nobody noticed
  // the job hadn't run for weeks") the same grievance is the writer's own pain point. Most of the
  // grievance must be aimed at the target: a name dropped in passing is not enough.
  if (type === 'Complaint' && addressee === 0 && aimed < 0.4 * totals.Complaint) {
    type = 'Pain Point';
    if (bestIndex['Pain Point'] >= 0 && bestScore['Pain Point'] >= bestScore.Complaint) {
      evidenceIndex = bestIndex['Pain Point'];
      label = bestLabel['Pain Point'] ?? 'describes a pain point';
    } else label = 'describes a problem';
  }
  // Asking why one's own job fails, or how to fix it, is a question even when the story around it
  // is a grievance ("jobs silently stop after a few days… any ideas what's going on?").
  if (
    troubleshooting &&
    addressee === 0 &&
    (type === 'Complaint' || type === 'Pain Point') &&
    totals.Question >= Math.max(TYPE_THRESHOLD.Question, TROUBLESHOOT_SHARE * totals[type])
  ) {
    type = 'Question';
    evidenceIndex = bestIndex.Question;
    label = bestLabel.Question ?? 'asks a question';
  }
  // A reply that answers the thread or gives a tip is Discussion unless it also clearly asks for
  // something (a tool, to buy, a feature, or an open question).
  if (answerIndex >= 0 && type !== 'Discussion') {
    const ask =
      totals['Recommendation Request'] >= DECISIVE_ASK ||
      totals['Buying Intent'] >= DECISIVE_ASK ||
      totals['Feature Request'] >= TYPE_THRESHOLD['Feature Request'] ||
      openQuestion;
    if (!ask) {
      type = 'Discussion';
      evidenceIndex = answerIndex;
      label = 'answers the thread';
    }
  }
  if (type === 'Discussion' && evidenceIndex < 0) label = null;
  return {
    type,
    scores: totals,
    evidenceIndex,
    label,
    urgency,
    urgencyLabel,
    wantsNow: wantsNowByType[type] === true,
    switching,
  };
}

/** Words that name what a complaint is about: a product, a service, a company or its people. */
const TARGET_WORDS = new Set(
  `app apps software service services support company companies product products update updates version subscription
  subscriptions refund customer seller sellers vendor provider platform website site brand account order orders delivery
  warranty bank airline store shop restaurant hotel landlord manager staff agent agents driver pricing price
  prices fee fees bill billing charged charge hold ticket rep representative helpline hotline callback they them
  their`.split(/\s+/),
);
/** Capitalised words that are not names of a product or company. */
const NOT_NAMES = new Set(
  `I Im Ive Id Ill The This That These Those It Its My Our We You Your He She They Monday Tuesday Wednesday Thursday Friday
  Saturday Sunday January February March April May June July August September October November December Christmas Easter
  God OK Ok Lol LOL Edit Update Mom Dad`.split(/\s+/),
);

/**
 * Does a sentence name what it complains about: a product/service word, or a name (a capitalised
 * word that does not start the sentence: "Zoho", "QuickBooks", "the Thumbtack pro")? Title Case
 * titles are skipped: every word is capitalised there.
 */
function sentenceHasTarget(s: Sentence): boolean {
  for (const t of s.tokens) if (TARGET_WORDS.has(t)) return true;
  const words = s.text.split(/\s+/);
  let caps = 0;
  let names = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '').replace(/['\u2019]/g, '');
    if (!/^[A-Z]/.test(w)) continue;
    caps++;
    // A name has lower case letters ("Zoho", "GoKid"); "CRMs" or "ASAP" are not names.
    if (i > 0 && w.length >= 3 && /[a-z].*[a-z]/.test(w) && !NOT_NAMES.has(w)) names++;
  }
  return names > 0 && !(s.field === 'title' && caps > words.length / 2);
}

/** The cues that fire in a text (for diagnostics): type, weight and the lexicon pattern. */
export function cueMatches(text: string): { type: string; weight: number; pattern: string; negated: boolean }[] {
  const out: { type: string; weight: number; pattern: string; negated: boolean }[] = [];
  for (const s of itemSentences('', text)) {
    for (const m of CUES.match(s.tokens)) {
      const prev = m.start > 0 ? s.tokens[m.start - 1]! : '';
      out.push({
        type: m.payload.type,
        weight: m.payload.weight,
        pattern: m.payload.source,
        negated: m.payload.negatable && NEGATORS.has(prev),
      });
    }
  }
  return out;
}

/** Continuous per-type scores of a piece of text (sentence cues combined as in classification). */
export function typeScores(text: string): TypeScores {
  return classifySentences(itemSentences('', text)).scores;
}

/** The signal type of a text on its own (no title). */
export function classifyText(text: string, title = ''): IntentResult {
  return classifySentences(itemSentences(title, text));
}
