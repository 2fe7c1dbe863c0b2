import { describe, expect, it } from 'vitest';
import { scoreSearch, scoreSearchSteps, type ScoreContext } from '../src/rank';
import { inSlices, toEnd } from '../src/slices';
import type { RawItem } from '../src/signal';
import { redditItem } from './support/raw-item';

const NOW = 1_790_000_000;
const post = (id: string, title: string, text: string, thread = id) => redditItem(id, 'post', title, text, NOW, thread);
const comment = (id: string, thread: string, title: string, text: string) => redditItem(id, 'comment', title, text, NOW, thread);

const INVOICES = 'Chasing late invoices is killing my freelance business';
const thread: RawItem[] = [
  post('p1', INVOICES, 'Three clients paid 60+ days late this quarter 😩 I spend Fridays writing reminder emails instead of billable work. Is there a tool that chases them for me?'),
  comment('c1', 'p1', INVOICES, 'Same here!! I would pay $20/month for something that sends the reminders automatically 👩‍💻'),
  comment('c2', 'p1', INVOICES, 'We use a spreadsheet &amp; calendar reminders, honestly it is a mess and we lose track every month.'),
  comment('c3', 'p1', INVOICES, 'العملاء يتأخرون في الدفع دائماً — late payments are the worst part of freelancing.'),
  comment('c4', 'p1', INVOICES, 'Nice photo of your cat.'),
  post('p2', 'Invoice reminders app?', 'Looking for an app that sends polite invoice reminders to clients who pay late. Anything cheap?'),
  post('p3', 'Best hiking boots for winter', 'Need boots that stay dry in snow, budget around 150.'),
];
// The same complaint posted twice (a cross-post) collapses into one signal with a duplicate.
const crossPosted: RawItem[] = [
  post('x1', 'Clients never pay invoices on time', 'Every month I chase the same clients for payment and it takes hours of my week, I hate it.'),
  { ...post('x2', 'Clients never pay invoices on time', 'Every month I chase the same clients for payment and it takes hours of my week, I hate it.'), source: 'r/smallbusiness' },
  ...thread.slice(0, 3),
];
// A connector may hand over one item twice: scoring keeps one copy per id.
const repeated: RawItem[] = [...thread, ...thread.slice(0, 2)];

const context = (queryText: string, extra: Partial<ScoreContext> = {}): ScoreContext => ({ queryText, searchType: 'pain_points', nowUtc: NOW, ...extra });

const cases: { name: string; items: RawItem[]; ctx: ScoreContext }[] = [
  { name: 'no items', items: [], ctx: context('late invoice payments') },
  { name: 'a thread with emoji, HTML entities and RTL text', items: thread, ctx: context('late invoice payments for freelancers') },
  { name: 'a cross-post and its duplicate', items: crossPosted, ctx: context('clients paying invoices late') },
  { name: 'items handed over twice', items: repeated, ctx: context('invoice reminders') },
  { name: 'a second pass with expansion words', items: thread, ctx: context('late invoice payments', { expansion: ['reminders', 'clients'] }) },
  { name: 'a keyword search', items: thread, ctx: context('(invoice OR invoices) NOT hiking', { searchType: 'keywords' }) },
  { name: 'a floor of 0: every candidate ranked', items: thread, ctx: context('freelance invoices', { noiseFloor: 0 }) },
];

/** Fresh copies: an item's reading is kept per object, and each way must compute its own. */
const copies = (items: RawItem[]) => structuredClone(items);

describe('scoring in slices (slices.ts, rank.ts scoreSearchSteps)', () => {
  it.each(cases)('$name: the same signals, order, texts to embed and re-ranking as one pass', async ({ items, ctx }) => {
    const once = scoreSearch(copies(items), ctx);
    let turns = 0;
    // A slice of 0 ms stops at every step: the most turns a scoring can take.
    const sliced = await inSlices(scoreSearchSteps(copies(items), ctx), async () => void turns++, 0);
    expect(sliced.signals).toEqual(once.signals);
    expect(sliced.toVote.map((i) => i.nativeId)).toEqual(once.toVote.map((i) => i.nativeId));
    expect(sliced.withVectors(new Map())).toEqual(once.withVectors(new Map()));
    if (items.length > 0) expect(turns).toBeGreaterThan(items.length);

  });

  it('a thread on topic is scored to signals at all (the table compares something)', () => {
    expect(scoreSearch(copies(thread), cases[1]!.ctx).signals.map((s) => s.id)).toEqual(expect.arrayContaining(['reddit:p1', 'reddit:c1']));
    expect(scoreSearch(copies(crossPosted), cases[2]!.ctx).signals.some((s) => s.also_posted.length > 0)).toBe(true);
  });

  it('gives the loop a turn only once a slice has run its time, and runs to the end without turns', async () => {
    function* steps() {
      for (let i = 0; i < 5; i++) yield;
      return 'done';
    }
    let turns = 0;
    expect(await inSlices(steps(), async () => void turns++, 60_000)).toBe('done');
    expect(turns).toBe(0);
    expect(await inSlices(steps(), async () => void turns++, 0)).toBe('done');
    expect(turns).toBe(5);
    expect(toEnd(steps())).toBe('done');
  });
});
