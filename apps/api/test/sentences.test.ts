/**
 * search/sentences.ts: a search embeds only the kept signals the classifier is unsure of, never
 * waits on the encoder longer than its deadline, and then keeps the classifier's types.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scoreItems, type RawItem } from '@firstsignal/core';
import { redditItem } from '@firstsignal/core/testing';
import type { SentenceEncoder } from '@firstsignal/encoder';
import { BACKGROUND_DEADLINE_MS, EMBED_DEADLINE_MS, scoreWithSentences } from '../src/search/sentences';

const NOW = 1_760_000_000;
const title = 'Freelancers: what do you use to chase late invoices?';
const item = (id: string, type: RawItem['type'], text: string) => redditItem(id, type, title, text, NOW, 's1');
const items = [
  item('s1', 'post', 'Three clients are 60 days late on invoices. Chasing payments by hand eats my Fridays.'),
  item('s2', 'comment', 'I moved off Invoicely after it lost three invoices in the last update'),
];
const ctx = { queryText: 'automatic invoice reminders for freelancers', searchType: 'business_idea' as const, nowUtc: NOW };

afterEach(() => vi.useRealTimers());

describe('scoring with the sentence model', () => {
  it.each([
    { who: 'a search', background: false, deadline: EMBED_DEADLINE_MS },
    { who: 'a monitored run (its texts queue behind searches)', background: true, deadline: BACKGROUND_DEADLINE_MS },
  ])('settles for the classifier’s types when the encoder has not answered $who by its deadline', async ({ background, deadline }) => {
    vi.useFakeTimers();
    const silent: SentenceEncoder = {
      embed: () => new Promise(() => undefined),
      ready: async () => undefined,
      isReady: () => true,
      close: async () => undefined,
    };
    let done = false;
    const scoring = scoreWithSentences(items, ctx, silent, { background }).then((signals) => ((done = true), signals));
    await vi.advanceTimersByTimeAsync(deadline - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await scoring).toEqual(scoreItems(items, ctx));
  });

  it('a search does not wait for a model still loading: the classifier types the signals, and the model is asked to load', async () => {
    let loads = 0;
    const loading: SentenceEncoder = {
      embed: async () => {
        throw new Error('a search asked a model that has not loaded');
      },
      ready: () => (loads++, new Promise(() => undefined)),
      isReady: () => false,
      close: async () => undefined,
    };
    expect(await scoreWithSentences(items, ctx, loading)).toEqual(scoreItems(items, ctx));
    expect(loads).toBe(1);
  });

  it('a monitored run waits for a model still loading, then types its signals with it', async () => {
    let loaded!: () => void;
    const isLoaded = new Promise<void>((resolve) => (loaded = resolve));
    let ready = false;
    const asked: string[] = [];
    const loading: SentenceEncoder = {
      embed: async (texts) => (asked.push(...texts), texts.map(() => new Float32Array(512).fill(0.01))),
      ready: () => isLoaded,
      isReady: () => ready,
      close: async () => undefined,
    };
    const scoring = scoreWithSentences(items, ctx, loading, { background: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    ready = true;
    loaded();
    await scoring;
    expect(asked).toContain('I moved off Invoicely after it lost three invoices in the last update');
  });

  it('tells the encoder when the search stops waiting, so its texts can wait behind the next search', async () => {
    vi.useFakeTimers();
    let given: AbortSignal | undefined;
    const silent: SentenceEncoder = {
      embed: (_texts, options) => ((given = options?.signal), new Promise(() => undefined)),
      ready: async () => undefined,
      isReady: () => true,
      close: async () => undefined,
    };
    const scoring = scoreWithSentences(items, ctx, silent);
    await vi.advanceTimersByTimeAsync(EMBED_DEADLINE_MS - 1);
    expect(given?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await scoring;
    expect(given?.aborted).toBe(true);
  });

  it('asks the encoder only for the kept signals whose type or urgency the classifier is unsure of', async () => {
    const tip = item('s3', 'comment', 'Send the invoice on day one and a reminder on day 7, works for my freelance clients.');
    const asked: string[] = [];
    const recording: SentenceEncoder = {
      embed: async (texts) => (asked.push(...texts), texts.map(() => new Float32Array(512))),
      ready: async () => undefined,
      isReady: () => true,
      close: async () => undefined,
    };
    const signals = await scoreWithSentences([...items, tip], ctx, recording);
    expect(signals.map((s) => s.id)).toContain('reddit:s3');
    expect(asked).toContain('I moved off Invoicely after it lost three invoices in the last update');
    expect(asked).not.toContain(tip.text);
  });

  it('settles for the classifier’s types when the encoder fails', async () => {
    const failing: SentenceEncoder = {
      embed: async () => Promise.reject(new Error('no model')),
      ready: async () => undefined,
      isReady: () => true,
      close: async () => undefined,
    };
    expect(await scoreWithSentences(items, ctx, failing)).toEqual(scoreItems(items, ctx));
  });
});
