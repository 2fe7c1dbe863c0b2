import { describe, expect, it } from 'vitest';
import type { Prediction } from '../src/model/classifier';
import { asksSentenceVote, SENTENCE_TEXT_MAX, sentenceTextOf, withSentence, type SentenceHeads } from '../src/model/sentence';
import { trainSentenceHeads } from '../src/model/train';
import { scoreItems, scoreSearch } from '../src/rank';
import { SIGNAL_TYPES, type RawItem, type SignalType } from '../src/signal';
import HEADS from '../src/model/sentence-heads.json' with { type: 'json' };
import { redditItem } from './support/raw-item';

const uniform = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 1 / keys.length])) as Record<K, number>;
const classifierSays = (type: SignalType, p: number): Prediction => ({
  type: Object.fromEntries(SIGNAL_TYPES.map((t) => [t, t === type ? p : (1 - p) / (SIGNAL_TYPES.length - 1)])) as Record<
    SignalType,
    number
  >,
  urgency: uniform(['High', 'Medium', 'Low'] as const),
  signal: 0.3,
});
const argmax = (r: Record<string, number>) => Object.entries(r).sort((a, b) => b[1] - a[1])[0]![0];

/** Two-dimensional "vectors" that name a type: heads trained on them learn which is which. */
const axis = (i: number) => [i === 0 ? 1 : 0, i === 1 ? 1 : 0];
const HEADS_2D: SentenceHeads = trainSentenceHeads(
  [...Array(6)].flatMap(() => [
    { vector: axis(0), kind: 'comment' as const, type: 'Complaint' as const, urgency: 'Medium' as const },
    { vector: axis(1), kind: 'comment' as const, type: 'Discussion' as const, urgency: 'Low' as const },
  ]),
  { epochs: 60 },
);

describe('the sentence model’s vote (model/sentence.ts)', () => {
  it.each([
    {
      name: 'a vector that reads as a complaint turns a hesitant Discussion into a Complaint',
      says: 0.5,
      vector: axis(0),
      want: 'Complaint',
    },
    { name: 'a vector that agrees leaves Discussion', says: 0.5, vector: axis(1), want: 'Discussion' },
    { name: 'a classifier that is sure outvotes it', says: 0.999, vector: axis(0), want: 'Discussion' },
  ])('$name', ({ says, vector, want }) => {
    const mixed = withSentence(classifierSays('Discussion', says), vector, 'comment', HEADS_2D);
    expect(argmax(mixed.type)).toBe(want);
    expect(Object.values(mixed.type).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });

  const sure = (type: number, urgency: number): Prediction => ({
    ...classifierSays('Discussion', type),
    urgency: { High: (1 - urgency) / 2, Medium: (1 - urgency) / 2, Low: urgency },
  });
  it.each([
    { name: 'sure of type and urgency', prediction: sure(0.9, 0.85), asks: false },
    { name: 'sure of the type only', prediction: sure(0.9, 0.5), asks: true },
    { name: 'sure of the urgency only', prediction: sure(0.6, 0.95), asks: true },
    { name: 'sure of neither', prediction: sure(0.4, 0.4), asks: true },
  ])('a classifier $name: asks for a vote $asks', ({ prediction, asks }) => {
    expect(asksSentenceVote(prediction)).toBe(asks);
    const mixed = withSentence(prediction, axis(0), 'comment', HEADS_2D);
    if (asks) expect(mixed).not.toEqual(prediction);
    else expect(mixed).toBe(prediction);
  });

  it('never changes whether the writer is a signal (what decides what is kept and charged)', () => {
    expect(withSentence(classifierSays('Discussion', 0.5), axis(0), 'comment', HEADS_2D).signal).toBe(0.3);
  });

  it.each([
    { item: { kind: 'post' as const, title: 'Title', text: 'Body.' }, want: 'Title. Body.' },
    { item: { kind: 'comment' as const, title: 'Its thread', text: 'The reply' }, want: 'The reply' },
    {
      item: { kind: 'comment' as const, title: '', text: 'x'.repeat(SENTENCE_TEXT_MAX + 50) },
      want: 'x'.repeat(SENTENCE_TEXT_MAX),
    },
  ])('reads a $item.kind as "$want"', ({ item, want }) => {
    expect(sentenceTextOf(item)).toBe(want);
  });
});

describe('scoring with sentence vectors (rank.ts)', () => {
  const NOW = 1_760_000_000;
  const ctx = {
    queryText: 'An invoicing tool that helps freelancers chase late payments',
    searchType: 'business_idea' as const,
    nowUtc: NOW,
  };
  const item = (id: string, type: RawItem['type'], title: string, text: string) => redditItem(id, type, title, text, NOW);
  const thread = 'How do freelancers chase late invoice payments?';
  const items = [
    item('p1', 'post', thread, 'Three clients are 60 days late on invoices. I hate chasing payments as a freelancer.'),
    item('c1', 'comment', thread, 'I tried Invoicely for late payments, it sent reminders to the wrong client. Cancelled.'),
    item('c2', 'comment', thread, 'Send the invoice on day one and a reminder on day 7, works for my freelance clients.'),
    // The classifier is unsure of this one (type 0.57, urgency 0.62): the sentence model votes.
    item('c3', 'comment', thread, 'we moved off that invoicing thing, the reminders went out at 3am'),
  ];
  // The shipped heads' own Complaint row as a vector: as complaint-like as a vector can read.
  const complaintVector = (HEADS as SentenceHeads).type.weights[SIGNAL_TYPES.indexOf('Complaint')]!.slice(0, 512).map(
    (w) => w * 50,
  );
  const vectors = (v: number[]) => new Map(items.map((i) => [`reddit:${i.nativeId}`, v]));

  it('keeps the same signals, in the same number, whatever the vectors say', () => {
    const without = scoreItems(items, ctx).map((s) => s.id);
    expect(without.length).toBeGreaterThan(0);
    expect(
      scoreItems(items, { ...ctx, sentenceVectors: vectors(complaintVector) })
        .map((s) => s.id)
        .sort(),
    ).toEqual([...without].sort());
  });

  it('applies vectors to a search\'s scoring as scoring with them would, without scoring again', () => {
    const scoring = scoreSearch(items, ctx);
    expect(scoring.signals).toEqual(scoreItems(items, ctx));
    const voted = scoring.withVectors(vectors(complaintVector));
    expect(voted).toEqual(scoreItems(items, { ...ctx, sentenceVectors: vectors(complaintVector) }));
    expect(voted).not.toEqual(scoring.signals);
    // Vectors for nobody: the classifier's signals, as they were.
    expect(scoring.withVectors(new Map())).toEqual(scoring.signals);
  });

  it('embeds only the kept signals the classifier is unsure of', () => {
    const { signals, toVote } = scoreSearch(items, ctx);
    const ids = toVote.map((i) => i.nativeId);
    expect(ids).toContain('c3');
    expect(ids.every((id) => signals.some((s) => s.id === `reddit:${id}`))).toBe(true);
  });

  it('types a kept signal by both models: vectors that read as complaints make complaints', () => {
    const types = scoreItems(items, { ...ctx, sentenceVectors: vectors(complaintVector) }).map((s) => s.signalType);
    expect(types.filter((t) => t === 'Complaint').length).toBeGreaterThan(
      scoreItems(items, ctx).filter((s) => s.signalType === 'Complaint').length,
    );
  });
});
