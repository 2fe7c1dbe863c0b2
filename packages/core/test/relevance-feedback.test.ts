import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGES,
  feedbackTextOf,
  denseCentroid,
  fitCorrection,
  judgementsSteeredText,
  relativeCloseness,
  rerankWithFeedback,
  sentenceCloseness,
  setFeedbackInput,
  unitVector,
  type FeedbackCandidate,
  type FeedbackJudgement,
  type ModelJudgement,
} from '../src/relevance-feedback';
import { FEEDBACK_TEXT_MAX } from '../src/relevance-feedback';

/** A houseplant-watering search's results, best stored score first. */
const SIGNALS: FeedbackCandidate[] = [
  { id: 's1', text: 'Try my new plant app 🌱 free trial, link in bio, discount code', relevance: 0.95 },
  { id: 's2', text: 'I keep killing my pothos, I forget to water it every week', relevance: 0.9 },
  { id: 's3', text: 'Best plant app? Use code GROW for a discount, link in bio', relevance: 0.85 },
  { id: 's4', text: 'My ferns dry out when I travel, I forget to water them', relevance: 0.8 },
  { id: 's5', text: 'Any reminder for watering 30 plants? I always forget which pothos or fern needs water', relevance: 0.6 },
  { id: 's6', text: 'Beautiful sunset over the greenhouse today', relevance: 0.55 },
  { id: 's7', text: 'I forget to water my ferns again and kill them, I need a reminder', relevance: 0.5 },
];

const judged = (id: string, judgement: 'up' | 'down', reason: FeedbackJudgement['reason'] = null): FeedbackJudgement => {
  const s = SIGNALS.find((x) => x.id === id)!;
  return { signalId: id, judgement, reason, text: s.text, relevance: s.relevance };
};

const order = (js: FeedbackJudgement[], signals = SIGNALS) => rerankWithFeedback(signals, js, (s) => s).map((r) => r.signal.id);
const whyOf = (js: FeedbackJudgement[], id: string) => rerankWithFeedback(SIGNALS, js, (s) => s).find((r) => r.signal.id === id)!.why;

describe('rerankWithFeedback', () => {
  it('keeps the stored order and says nothing without judgements', () => {
    const out = rerankWithFeedback(SIGNALS, [], (s) => s);
    expect(out.map((r) => r.signal.id)).toEqual(SIGNALS.map((s) => s.id));
    expect(out.every((r) => r.why === null && r.judgement === null)).toBe(true);
  });

  it.each<[string, FeedbackJudgement[], (ids: string[]) => void]>([
    ['a judged-down signal sinks to the end', [judged('s1', 'down', 'spam')], (ids) => expect(ids.at(-1)).toBe('s1')],
    [
      'a signal like one marked spam moves down',
      [judged('s1', 'down', 'spam')],
      (ids) => expect(ids.indexOf('s3')).toBeGreaterThan(SIGNALS.findIndex((s) => s.id === 's3') - 0),
    ],
    [
      'signals like two marked relevant move up (from 2 judgements)',
      [judged('s2', 'up'), judged('s4', 'up')],
      (ids) => expect(ids.indexOf('s7')).toBeLessThan(ids.indexOf('s3')),
    ],
    [
      'a judged-up signal is never demoted, even among strong neighbours',
      [judged('s7', 'up'), judged('s1', 'down', 'spam'), judged('s3', 'down')],
      (ids) => expect(ids.indexOf('s7')).toBeLessThanOrEqual(6 - 2),
    ],
    [
      'the unrelated chatter falls below the ones like what was liked',
      [judged('s2', 'up'), judged('s1', 'down', 'spam'), judged('s4', 'up')],
      (ids) => expect(ids.indexOf('s6')).toBeGreaterThan(ids.indexOf('s5')),
    ],
  ])('%s', (_why, js, check) => check(order(js)));

  it('keeps every judged-up signal at its place or better for any mix', () => {
    for (let mask = 0; mask < 3 ** SIGNALS.length; mask += 37) {
      const js: FeedbackJudgement[] = [];
      let m = mask;
      for (const s of SIGNALS) {
        const k = m % 3;
        m = Math.floor(m / 3);
        if (k === 1) js.push(judged(s.id, 'up'));
        if (k === 2) js.push(judged(s.id, 'down'));
      }
      const ids = order(js);
      expect(new Set(ids).size).toBe(SIGNALS.length);
      for (const j of js) {
        const before = SIGNALS.findIndex((s) => s.id === j.signalId);
        if (j.judgement === 'up') expect(ids.indexOf(j.signalId)).toBeLessThanOrEqual(before);
        else expect(ids.indexOf(j.signalId)).toBeGreaterThanOrEqual(SIGNALS.length - js.filter((x) => x.judgement === 'down').length);
      }
    }
  });

  it.each<[string, FeedbackJudgement[], string, string | null]>([
    ['like two relevant', [judged('s2', 'up'), judged('s4', 'up')], 's7', 'Like 2 signals you marked relevant'],
    ['unlike spam', [judged('s1', 'down', 'spam')], 's3', "Unlike 'spam or self-promotion' you marked"],
    ['unlike one without a reason', [judged('s1', 'down')], 's3', 'Unlike a signal you marked'],
    ['its own thumbs-up', [judged('s2', 'up')], 's2', 'You marked this relevant'],
    ['its own thumbs-down with the why', [judged('s6', 'down', 'off_topic')], 's6', 'You marked this not relevant (off-topic)'],
    ['nothing in common', [judged('s1', 'down', 'spam')], 's6', null],
  ])('says why: %s', (_name, js, id, why) => {
    expect(whyOf(js, id)).toBe(why);
  });

  it('reads real-world text (emoji, ZWJ, RTL, marks) without failing', () => {
    const texts = ['👩‍👩‍👧 family plant rota 🇯🇵', 'שלום watering עציץ', 'cafe\u0301 pothos &amp; ferns', ''];
    const signals = texts.map((text, i) => ({ id: `u${i}`, text, relevance: 0.5 }));
    const out = rerankWithFeedback(signals, [{ signalId: 'u0', judgement: 'up', reason: null, text: texts[0]!, relevance: 0.5 }], (s) => s);
    expect(out).toHaveLength(4);
  });
});

/**
 * The same search with sentence vectors (two made-up dimensions: "forgets plants while away" and
 * "anything else"), plus a post that says it in none of the liked posts' words.
 */
const AWAY = [1, 0];
const OTHER = [0, 1];
const VECTORS: Record<string, number[]> = { s1: OTHER, s2: AWAY, s3: OTHER, s4: AWAY, s5: AWAY, s6: OTHER, s7: AWAY, s8: AWAY };
const WITH_S8: FeedbackCandidate[] = [...SIGNALS, { id: 's8', text: 'Succulents shrivel whenever our family goes on holiday', relevance: 0.5 }];
const withVector = <T extends { id?: string; signalId?: string }>(x: T) => ({ ...x, vector: VECTORS[x.id ?? x.signalId!] });

describe('rerankWithFeedback with sentence vectors', () => {
  const rank = (js: FeedbackJudgement[], vectors: 'all' | 'signals only' | 'none') =>
    rerankWithFeedback(
      WITH_S8,
      vectors === 'all' ? js.map(withVector) : (js as ModelJudgement[]),
      (s) => (vectors === 'none' ? s : withVector(s)),
    ).map((r) => r.signal.id);

  it.each<[string, 'all' | 'signals only' | 'none', (ids: string[]) => void]>([
    ['a post like the liked ones in meaning, not words, moves above the unrelated ones', 'all', (ids) => expect(ids.indexOf('s8')).toBeLessThan(ids.indexOf('s6'))],
    ['without vectors it stays at the end', 'none', (ids) => expect(ids.at(-1)).toBe('s8')],
    ['vectors on one side only are not read', 'signals only', (ids) => expect(ids).toEqual(rank([judged('s2', 'up'), judged('s4', 'up')], 'none'))],
  ])('%s', (_name, vectors, check) => check(rank([judged('s2', 'up'), judged('s4', 'up')], vectors)));

  it.each<[string, FeedbackJudgement[]]>([
    ['two thumbs up', [judged('s2', 'up'), judged('s4', 'up')]],
    ['up and down', [judged('s1', 'up'), judged('s7', 'down')]],
    ['down alone, with a why', [judged('s2', 'down', 'spam')]],
  ])('given the closeness worked out where the vectors are (%s), ranks and explains as with the vectors', (_name, js) => {
    const closeness = sentenceCloseness(WITH_S8.map(withVector), js.map(withVector))!;
    const given = rerankWithFeedback(WITH_S8, js, (s) => ({ ...s, closeness: closeness[WITH_S8.indexOf(s)]! }));
    const fromVectors = rerankWithFeedback(WITH_S8, js.map(withVector), withVector);
    expect(given.map((r) => [r.signal.id, r.why])).toEqual(fromVectors.map((r) => [r.signal.id, r.why]));
    // Closeness on some cards only is not read: the words alone rank them.
    const some = rerankWithFeedback(WITH_S8, js, (s) => (s.id === 's8' ? { ...s, closeness: { toUp: 9, toDown: 0 } } : s));
    expect(some.map((r) => r.signal.id)).toEqual(rerankWithFeedback(WITH_S8, js, (s) => s).map((r) => r.signal.id));
  });

  it('keeps every judged-up signal at its place or better, and says a true why', () => {
    for (const js of [[judged('s6', 'up')], [judged('s1', 'up'), judged('s7', 'down')], [judged('s3', 'up'), judged('s5', 'up'), judged('s2', 'down', 'spam')]]) {
      const out = rerankWithFeedback(WITH_S8, js.map(withVector), withVector);
      const ids = out.map((r) => r.signal.id);
      for (const j of js.filter((x) => x.judgement === 'up')) expect(ids.indexOf(j.signalId)).toBeLessThanOrEqual(WITH_S8.findIndex((s) => s.id === j.signalId));
      // s8 shares no word with any judged post: feedback moves it by meaning alone and claims no likeness.
      expect(out.find((r) => r.signal.id === 's8')!.why).toBeNull();
    }
  });
});

describe('unitVector', () => {
  it.each<[number[], number[] | null]>([
    [[3, 4], [0.6, 0.8]],
    [[0, -2], [0, -1]],
    [[0, 0], null],
    [[], null],
  ])('%o → %o', (v, unit) => {
    const out = unitVector(v);
    if (unit === null) expect(out).toBeNull();
    else unit.forEach((x, j) => expect(out![j]).toBeCloseTo(x));
  });
});

describe('denseCentroid', () => {
  const f = (xs: number[]) => Float64Array.from(xs);
  it.each<[string, number[][], number[] | null]>([
    ['none', [], null],
    ['one', [[0, 1]], [0, 1]],
    ['two at right angles', [[1, 0], [0, 1]], [Math.SQRT1_2, Math.SQRT1_2]],
    ['two that cancel out', [[1, 0], [-1, 0]], null],
  ])('%s', (_name, vs, c) => {
    const out = denseCentroid(vs.map(f));
    if (c === null) expect(out).toBeNull();
    else c.forEach((x, j) => expect(out![j]).toBeCloseTo(x));
  });
});

describe('relativeCloseness', () => {
  const f = (xs: number[]) => Float64Array.from(xs);
  it.each<[string, (number[] | null)[], number[] | null, number[]]>([
    ['nothing to be close to', [[1, 0], [0, 1]], null, [0, 0]],
    ['above and below the mean', [[1, 0], [0, 1]], [1, 0], [0.5, -0.5]],
    ['a text without a vector is neither pulled nor pushed', [[1, 0], [0, 1], null], [1, 0], [0.5, -0.5, 0]],
    ['all alike', [[0, 1], [0, 1]], [1, 0], [0, 0]],
  ])('%s', (_name, vs, towards, expected) => {
    relativeCloseness(vs.map((v) => v && f(v)), towards && f(towards)).forEach((x, i) => expect(x).toBeCloseTo(expected[i]!));
  });
});

describe('fitCorrection', () => {
  it.each<[string, { relevance: number; up: boolean }[], (c: { a: number; b: number }) => void]>([
    ['no judgements leaves the score as it is', [], (c) => expect(c).toEqual({ a: 0, b: 1 })],
    ['high scores marked down flatten the slope', [{ relevance: 0.95, up: false }, { relevance: 0.9, up: false }, { relevance: 0.4, up: true }], (c) => expect(c.b).toBeLessThan(1)],
    ['agreement keeps it steep', [{ relevance: 0.95, up: true }, { relevance: 0.1, up: false }], (c) => expect(c.b).toBeGreaterThanOrEqual(1)],
  ])('%s', (_n, examples, check) => check(fitCorrection(examples)));
});

describe('judgementsSteeredText', () => {
  it.each<[{ up: number; down: number }, string | null]>([
    [{ up: 0, down: 0 }, null],
    [{ up: 1, down: 0 }, 'Ranked by your 1 thumbs-up on this search'],
    [{ up: 0, down: 3 }, 'Ranked by your 3 thumbs-down on this search'],
    [{ up: 2, down: 1 }, 'Ranked by your 2 thumbs-up and 1 thumbs-down on this search'],
  ])('%o → %s', (counts, text) => expect(judgementsSteeredText(counts)).toBe(text));
});

describe('setFeedbackInput', () => {
  it.each<[string, unknown, string | null]>([
    ['a thumbs-down with a why', { searchId: 'r1', signalId: 'reddit:a', judgement: 'down', reason: 'spam' }, null],
    ['an undo', { savedSearchId: 's1', signalId: 'reddit:a', judgement: null }, null],
    ['both searches', { searchId: 'r', savedSearchId: 's', signalId: 'x', judgement: 'up' }, FEEDBACK_MESSAGES.search],
    ['no search', { signalId: 'x', judgement: 'up' }, FEEDBACK_MESSAGES.search],
    ['a bad reason', { searchId: 'r', signalId: 'x', judgement: 'down', reason: 'boring' }, FEEDBACK_MESSAGES.reason],
    ['a reason on a thumbs-up', { searchId: 'r', signalId: 'x', judgement: 'up', reason: 'spam' }, FEEDBACK_MESSAGES.reasonOnlyDown],
    ['a bad judgement', { searchId: 'r', signalId: 'x', judgement: 'meh' }, FEEDBACK_MESSAGES.judgement],
    ['no signal', { searchId: 'r', judgement: 'up' }, FEEDBACK_MESSAGES.signalId],
  ])('%s', (_n, input, message) => {
    const parsed = setFeedbackInput.safeParse(input);
    if (message === null) expect(parsed.success).toBe(true);
    else expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('keeps at most FEEDBACK_TEXT_MAX of a signal, cut whole', () => {
    const text = feedbackTextOf({ title: 'T', snippet: '👩‍👩‍👧'.repeat(1000) });
    expect(text.length).toBeLessThanOrEqual(FEEDBACK_TEXT_MAX);
    expect(text.endsWith('…')).toBe(true);
  });
});
