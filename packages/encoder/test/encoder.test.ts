import { afterAll, describe, expect, it } from 'vitest';
import { startSentenceEncoder } from '../src/index';

const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return dot / Math.sqrt(na * nb);
};

describe('the sentence encoder (Universal Sentence Encoder lite in its own thread)', () => {
  const encoder = startSentenceEncoder();
  afterAll(() => encoder.close());

  it('gives each text a 512-number vector that carries its meaning', async () => {
    const [late, unpaid, cat] = await encoder.embed([
      'my client is two months late on an invoice',
      'the customer still has not paid the bill',
      'my cat learned to open the fridge',
    ]);
    expect(late).toHaveLength(512);
    expect(cosine(late!, unpaid!)).toBeGreaterThan(cosine(late!, cat!) + 0.1);
  });

  it('is deterministic: another encoder gives the same numbers for the same text', async () => {
    const other = startSentenceEncoder();
    try {
      const [a] = await encoder.embed(['invoices are my whole weekend']);
      const [b] = await other.embed(['invoices are my whole weekend']);
      expect(Array.from(b!)).toEqual(Array.from(a!));
    } finally {
      await other.close();
    }
  });

  it('gives a text the same vector whatever it is embedded with', async () => {
    const other = startSentenceEncoder();
    try {
      const [alone] = await other.embed(['the invoice tool double charged my client']);
      const [, inBatch] = await encoder.embed([
        'something else entirely',
        'the invoice tool double charged my client',
        'a third text',
      ]);
      expect(Array.from(inBatch!)).toEqual(Array.from(alone!));
    } finally {
      await other.close();
    }
  });

  it('answers a text it has seen from its cache, and keeps the caller’s order', async () => {
    const [first] = await encoder.embed(['chasing late payments again']);
    const [again, other, same] = await encoder.embed([
      'chasing late payments again',
      'a new text',
      'chasing late payments again',
    ]);
    expect(again).toBe(first);
    expect(same).toBe(first);
    expect(other).not.toBe(first);
  });

  it("embeds a search's texts before a background job queued earlier", async () => {
    const order: string[] = [];
    const drain = encoder
      .embed(Array.from({ length: 20 }, (_, i) => `monitored text number ${i}`), { background: true })
      .then(() => order.push('background'));
    const search = encoder.embed(['a founder is waiting for this one']).then(() => order.push('search'));
    await Promise.all([drain, search]);
    expect(order).toEqual(['search', 'background']);
  });

  it('moves a queued background text up when a search asks for it too', async () => {
    const order: string[] = [];
    const texts = Array.from({ length: 20 }, (_, i) => `another monitored text ${i}`);
    const drain = encoder.embed(texts, { background: true }).then(() => order.push('background'));
    const search = encoder.embed([texts[19]!]).then(([v]) => {
      order.push('search');
      return v;
    });
    const [, vector] = await Promise.all([drain, search]);
    expect(order).toEqual(['search', 'background']);
    const [again] = await encoder.embed([texts[19]!]);
    expect(again).toBe(vector);
  });

  it.each([
    { case: 'goes behind the next search, and is still embedded', another: false, order: ['next search', 'abandoned texts'] },
    { case: 'stays ahead while another search still waits for it', another: true, order: ['abandoned texts', 'next search'] },
  ])('a text whose search stopped waiting $case', async ({ another, order: expected }) => {
    const order: string[] = [];
    const texts = Array.from({ length: 20 }, (_, i) => `given up (${String(another)}) on text ${i}`);
    const gaveUp = new AbortController();
    const abandoned = encoder.embed(texts, { signal: gaveUp.signal });
    // Resolves once every one of those texts went through the thread.
    const done = encoder.embed(texts, { background: !another }).then(() => order.push('abandoned texts'));
    gaveUp.abort(new Error('past its deadline'));
    await expect(abandoned).rejects.toThrow('past its deadline');
    const next = encoder.embed([`the next founder is waiting (${String(another)})`]).then(() => order.push('next search'));
    await Promise.all([done, next]);
    expect(order).toEqual(expected);
  });

  it.each([
    { how: 'with a deadline', signal: true },
    { how: 'without one', signal: false },
  ])('a call that fails on one of its texts ($how) leaves the rest behind the next search', async ({ signal }) => {
    const picky = startSentenceEncoder({ workerUrl: new URL('./support/picky-worker.js', import.meta.url) });
    try {
      const order: string[] = [];
      const rest = Array.from({ length: 10 }, (_, i) => `left over ${i}`);
      const failing = picky.embed(['poison', ...rest], signal ? { signal: new AbortController().signal } : {});
      // Resolves once every one of the rest went through the thread.
      const done = picky.embed(rest, { background: true }).then(() => order.push('the rest'));
      await expect(failing).rejects.toThrow('this text broke the model');
      const next = picky.embed(['the next founder is waiting']).then(() => order.push('next search'));
      await Promise.all([done, next]);
      expect(order).toEqual(['next search', 'the rest']);
    } finally {
      await picky.close();
    }
  });

  it('refuses once closed, and fails the calls still waiting', async () => {
    const closing = startSentenceEncoder();
    await closing.ready();
    const waiting = expect(
      closing.embed(Array.from({ length: 20 }, (_, i) => `queued when it closed ${i}`), { background: true }),
    ).rejects.toThrow('the sentence encoder is closed');
    await closing.close();
    await waiting;
    await expect(closing.embed(['anything'])).rejects.toThrow('the sentence encoder is closed');
  });

  it('fails every call waiting on a thread that dies, and starts a new thread for the next call', async () => {
    const dying = startSentenceEncoder({ workerUrl: new URL('./support/dying-worker.js', import.meta.url) });
    try {
      await expect(dying.embed(['the text that kills it', 'a text still queued'])).rejects.toThrow('the model crashed');
      // A new thread (this one dies too): the call is tried, not refused for a minute as after a failed load.
      await expect(dying.embed(['another text'])).rejects.toThrow('the model crashed');
    } finally {
      await dying.close();
    }
  });

  it('says so when its model cannot load, and every call waiting on it fails', async () => {
    const broken = startSentenceEncoder({ workerUrl: new URL('./support/broken-worker.js', import.meta.url) });
    try {
      const waiting = expect(broken.embed(['sent before the model failed'])).rejects.toThrow('the sentence model did not load');
      await expect(broken.ready()).rejects.toThrow('the sentence model did not load: no weights in this package');
      await waiting;
      await expect(broken.embed(['anything'])).rejects.toThrow('the sentence model did not load');
    } finally {
      await broken.close();
    }
  });
});

describe('the backlog a search would wait behind', () => {
  // The encoder's clock, moved by the test between a text being sent and its answer (which comes
  // on a later turn of the event loop at the earliest).
  let now = 0;
  const encoder = startSentenceEncoder({ workerUrl: new URL('./support/holding-worker.js', import.meta.url), clock: () => now });
  afterAll(() => encoder.close());
  const took = async (text: string, ms: number) => {
    now = 0;
    const vector = encoder.embed([text]);
    now = ms;
    await vector;
  };

  it("estimates each text's wait from the texts ahead of it and the recent per-text times, and tells other searches' texts from the search's own", async () => {
    await encoder.ready();
    const [me, other] = [{}, {}];
    // Nothing measured yet: an idle thread, one text's default time.
    const idle = encoder.backlog!(['a first text 🧾'], me);
    expect(idle.behindOthers).toBe(false);
    expect(idle.readyInMs).toEqual([idle.msPerText]);

    await took('took 50 ms', 50);
    await took('took 70 ms', 70);
    await took('took 60 ms', 60);
    expect(encoder.backlog!([], me).msPerText).toBe(60);

    const stopOther = new AbortController();
    const theirs = encoder.embed(['hold: another founder’s search', 'their second text — مرحبا'], { owner: other, signal: stopOther.signal });
    // Their own texts alone: a search behind nobody else waits for all its vectors.
    expect(encoder.backlog!(['their second text — مرحبا'], other)).toEqual({ behindOthers: false, msPerText: 60, readyInMs: [120] });

    const stopMine = new AbortController();
    const mine = encoder.embed(['my first text', 'my second text 👩‍💻'], { owner: me, signal: stopMine.signal });
    // Ahead of mine: theirs going through, their second, then mine in the order asked; a new text
    // goes to the end; a cached one is ready now.
    expect(encoder.backlog!(['my second text 👩‍💻', 'my first text', 'my new text', 'took 50 ms'], me)).toEqual({
      behindOthers: true,
      msPerText: 60,
      readyInMs: [240, 180, 300, 0],
    });
    // The search wants its second text first: it takes the first one's place, nobody else's.
    encoder.prioritise!(['my second text 👩‍💻', 'my first text'], me);
    expect(encoder.backlog!(['my second text 👩‍💻', 'my first text'], me).readyInMs).toEqual([180, 240]);
    expect(encoder.backlog!(['their second text — مرحبا'], other)).toMatchObject({ behindOthers: true, readyInMs: [120] });

    // A search that stopped waiting no longer counts as another search's work.
    stopMine.abort(new Error('my search answered'));
    await expect(mine).rejects.toThrow('my search answered');
    expect(encoder.backlog!(['their second text — مرحبا'], other).behindOthers).toBe(false);
    stopOther.abort(new Error('their search answered'));
    await expect(theirs).rejects.toThrow('their search answered');
  });
});
