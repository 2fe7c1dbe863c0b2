/**
 * The sentence model distilled into a static table (the model2vec method): every word of a
 * vocabulary (common English words and our training examples' own) was embedded once by the
 * Universal Sentence Encoder lite at build time (core's train/distil.ts), centred and reduced
 * by PCA, and weighted by how rare the word is (SIF: a / (a + p(word))), so a text's vector is the
 * mean of its words' rows, normalised. Microseconds a text on the calling thread: no worker, no
 * queue, and nothing to wait for at start-up but reading the table (a few MB).
 *
 * static-table.bin, little-endian: "FSW1", then the word count n, the dimensions d and the
 * vocabulary's byte length (uint32 each), the vocabulary (UTF-8, one word a line, padded to 4
 * bytes), n float32 row scales, then n × d int8 rows (a row's numbers are int8 × its scale).
 */
import { readFileSync } from 'node:fs';
import type { SentenceEncoder } from './index';

export const STATIC_MAGIC = 'FSW1';

export interface StaticTable {
  dims: number;
  /** Each word's row. */
  index: Map<string, number>;
  scales: Float32Array;
  rows: Int8Array;
}

/**
 * A text's words as the table knows them: lower-cased runs of letters (and their combining
 * marks), after compatibility normalisation ("ﬁx" is "fix"). Digits, emoji and punctuation carry
 * no row.
 */
export function tableWords(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
}

/** The table in its shipped form (see the file's header above). */
export function encodeTable(words: readonly string[], dims: number, vectors: readonly Float32Array[]): Uint8Array {
  const vocab = new TextEncoder().encode(words.join('\n'));
  const vocabBytes = Math.ceil(vocab.length / 4) * 4;
  const out = new Uint8Array(16 + vocabBytes + words.length * 4 + words.length * dims);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(STATIC_MAGIC), 0);
  view.setUint32(4, words.length, true);
  view.setUint32(8, dims, true);
  view.setUint32(12, vocab.length, true);
  out.set(vocab, 16);
  const rows = new Int8Array(out.buffer, 16 + vocabBytes + words.length * 4);
  vectors.forEach((v, i) => {
    let max = 0;
    for (const x of v) max = Math.max(max, Math.abs(x));
    const scale = max / 127 || 1;
    view.setFloat32(16 + vocabBytes + i * 4, scale, true);
    for (let j = 0; j < dims; j++) rows[i * dims + j] = Math.round(v[j]! / scale);
  });
  return out;
}

export function decodeTable(bytes: Uint8Array): StaticTable {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (new TextDecoder().decode(bytes.subarray(0, 4)) !== STATIC_MAGIC) throw new Error('not a static sentence table');
  const [n, dims, vocabLength] = [view.getUint32(4, true), view.getUint32(8, true), view.getUint32(12, true)];
  const words = new TextDecoder().decode(bytes.subarray(16, 16 + vocabLength)).split('\n');
  if (words.length !== n) throw new Error(`the static sentence table lists ${words.length} words for ${n} rows`);
  const at = 16 + Math.ceil(vocabLength / 4) * 4;
  const scales = new Float32Array(n);
  for (let i = 0; i < n; i++) scales[i] = view.getFloat32(at + i * 4, true);
  const rows = new Int8Array(bytes.buffer, bytes.byteOffset + at + n * 4, n * dims);
  return { dims, index: new Map(words.map((w, i) => [w, i])), scales, rows };
}

/** The normalised mean of the text's known words' rows; all zeros when it has none. */
export function embedStatic(table: StaticTable, text: string): Float32Array {
  const { dims, index, scales, rows } = table;
  const out = new Float32Array(dims);
  for (const word of tableWords(text)) {
    const row = index.get(word);
    if (row === undefined) continue;
    const scale = scales[row]!;
    for (let j = 0, k = row * dims; j < dims; j++, k++) out[j]! += rows[k]! * scale;
  }
  let norm = 0;
  for (const x of out) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let j = 0; j < dims; j++) out[j]! /= norm;
  return out;
}

/** Where the shipped table is: beside this module (apps/api's build copies it beside its bundle). */
export const STATIC_TABLE_URL = new URL('./static-table.bin', import.meta.url);

let shared: StaticTable | null = null;

/**
 * The shipped table, read once a process (a few milliseconds): the encoder below and callers that
 * embed on their own thread (relevance feedback, apps/api feedback/model.ts) share it.
 */
export function sharedStaticTable(): StaticTable {
  return (shared ??= decodeTable(readFileSync(STATIC_TABLE_URL)));
}

/**
 * The static model as a SentenceEncoder: the table is read on `ready()` or the first call (a few
 * milliseconds), then every text is embedded on the calling thread.
 */
export function startStaticEncoder(url: URL = STATIC_TABLE_URL): SentenceEncoder {
  let table: StaticTable | null = null;
  let closed = false;
  const load = () => (table ??= url.href === STATIC_TABLE_URL.href ? sharedStaticTable() : decodeTable(readFileSync(url)));
  return {
    async embed(texts, { signal } = {}) {
      if (closed) throw new Error('the sentence encoder is closed');
      signal?.throwIfAborted();
      const t = load();
      return texts.map((text) => embedStatic(t, text));
    },
    async ready() {
      if (closed) throw new Error('the sentence encoder is closed');
      load();
    },
    isReady: () => table !== null,
    async close() {
      closed = true;
    },
  };
}
