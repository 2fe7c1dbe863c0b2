/**
 * The distilled static table (static.ts): words as the table reads them, the shipped binary form,
 * and a text's vector as the normalised mean of its words' rows.
 */
import { describe, expect, it } from 'vitest';
import { decodeTable, embedStatic, encodeTable, startStaticEncoder, tableWords } from '../src/index';

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe('the words a table reads', () => {
  it.each([
    ['Invoices LATE again!!', ['invoices', 'late', 'again']],
    ['the ﬁx didn’t help 😤', ['the', 'fix', 'didn', 't', 'help']],
    ['café (cafe\u0301) 👩‍💻 2024', ['café', 'café']],
    ['مرحبا بالعالم', ['مرحبا', 'بالعالم']],
    ['&amp; 123 🎉', ['amp']],
    ['', []],
  ])('%j → %j', (text, words) => {
    expect(tableWords(text)).toEqual(words);
  });
});

describe('a small table', () => {
  const words = ['late', 'invoice', 'happy', 'ünïcode'];
  const rows = [
    Float32Array.from([1, 0, 0]),
    Float32Array.from([0.5, 0.5, 0]),
    Float32Array.from([0, 0, -2]),
    Float32Array.from([0, 0.25, 0]),
  ];
  const table = decodeTable(encodeTable(words, 3, rows));

  it('keeps its words and its rows within int8 rounding', () => {
    expect([...table.index.keys()]).toEqual(words);
    const row = (i: number) => Array.from(table.rows.subarray(i * 3, i * 3 + 3), (x) => x * table.scales[i]!);
    rows.forEach((r, i) => row(i).forEach((x, j) => expect(x).toBeCloseTo(r[j]!, 2)));
  });

  it('embeds a text as the normalised mean of its known words, ignoring the rest', () => {
    const v = embedStatic(table, 'Late INVOICE, sorry 🙏');
    expect(Array.from(v).map((x) => +x.toFixed(3))).toEqual([0.949, 0.316, 0]);
    expect(embedStatic(table, 'ÜNÏCODE')[1]).toBeCloseTo(1, 5);
  });

  it('gives a text with no known word all zeros, not NaN', () => {
    expect(Array.from(embedStatic(table, '🎉 !!! 42'))).toEqual([0, 0, 0]);
  });

  it('refuses bytes that are not a table', () => {
    expect(() => decodeTable(new Uint8Array(32))).toThrow(/not a static sentence table/);
  });
});

describe('the shipped table', () => {
  it('loads on ready(), then embeds every text the same way, closer for texts that mean the same', async () => {
    const encoder = startStaticEncoder();
    expect(encoder.isReady()).toBe(false);
    await encoder.ready();
    expect(encoder.isReady()).toBe(true);
    const [a, b, c, again] = await encoder.embed([
      'The app crashes every time I open an invoice',
      'it keeps crashing when I try to view my bills',
      'What a lovely sunny day for a picnic in the park',
      'The app crashes every time I open an invoice',
    ]);
    expect(again).toEqual(a);
    expect(Math.hypot(...a!)).toBeCloseTo(1, 5);
    expect(cosine(a!, b!)).toBeGreaterThan(cosine(a!, c!) + 0.1);
    await encoder.close();
    await expect(encoder.embed(['x'])).rejects.toThrow(/closed/);
  });
});
