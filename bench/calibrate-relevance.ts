/**
 * Fits the displayed relevance (core scoring/calibration.ts) on the search eval's tune topics:
 * reads `search-eval.ts --items` (which lists tune topics' returned signals only, with their hand
 * grade and raw score; run it before the calibration is applied, or with the constants set to the
 * identity) and fits P(grade ≥ 2 | raw score) by logistic regression (Newton's method). Prints the
 * constants and the share of first pages (top 10) that read 100% before and after, both from the
 * same run. Held-out topics never reach it.
 *
 *   node --import tsx search-eval.ts --items | node --import tsx calibrate-relevance.ts
 */
import { readFileSync } from 'node:fs';
import { displayedRelevance, NOISE_FLOOR, RELEVANCE_CALIBRATION } from '@firstsignal/core';

const FIRST_PAGE = 10;
const rows: { topic: string; rank: number; grade: number; raw: number }[] = [];
let topic = '';
for (const line of readFileSync(0, 'utf8').split('\n')) {
  const head = /^== (\S+) \(tune\)/.exec(line);
  if (head) topic = head[1]!;
  const item = /^\s+#(\d+)\s+g(\d)\s.*→ .*? (\d\.\d\d) /.exec(line);
  if (item && topic) rows.push({ topic, rank: Number(item[1]), grade: Number(item[2]), raw: Number(item[3]) });
}
if (rows.length === 0) throw new Error('no tune items: pipe `search-eval.ts --items` in');

/** Logistic regression on one feature, Newton's method (a 2×2 system). */
function fit(xs: number[], ys: number[]) {
  let a = 0;
  let b = 0;
  for (let step = 0; step < 50; step++) {
    let ga = 0, gb = 0, haa = 0, hab = 0, hbb = 0;
    xs.forEach((x, i) => {
      const p = 1 / (1 + Math.exp(-(a + b * x)));
      const w = p * (1 - p) + 1e-9;
      ga += ys[i]! - p;
      gb += (ys[i]! - p) * x;
      haa += w;
      hab += w * x;
      hbb += w * x * x;
    });
    // A weak prior keeps the fit finite when the classes separate.
    haa += 1e-3;
    hbb += 1e-3;
    const det = haa * hbb - hab * hab;
    a += (hbb * ga - hab * gb) / det;
    b += (haa * gb - hab * ga) / det;
  }
  return { intercept: Number(a.toFixed(3)), slope: Number(b.toFixed(3)) };
}

const fitted = fit(rows.map((r) => r.raw), rows.map((r) => (r.grade >= 2 ? 1 : 0)));
const firstPage = rows.filter((r) => r.rank <= FIRST_PAGE);
const hundred = (f: (raw: number) => number) => firstPage.filter((r) => Math.round(f(r.raw) * 100) === 100).length / firstPage.length;
const shipped = (raw: number) => displayedRelevance(raw, NOISE_FLOOR);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`tune: ${rows.length} returned signals of ${new Set(rows.map((r) => r.topic)).size} topics, ${rows.filter((r) => r.grade >= 2).length} graded 2+`);
console.log(`fitted: intercept ${fitted.intercept}, slope ${fitted.slope}; shipped: intercept ${RELEVANCE_CALIBRATION.intercept}, slope ${RELEVANCE_CALIBRATION.slope}`);
console.log(`first pages reading 100%: raw ${pct(hundred((x) => x))}, calibrated ${pct(hundred(shipped))} (ratio ${(hundred(shipped) / Math.max(hundred((x) => x), 1e-9)).toFixed(2)})`);
for (const g of [0, 1, 2, 3]) {
  const at = firstPage.filter((r) => r.grade === g);
  if (at.length) console.log(`  grade ${g}: ${at.length} on first pages, mean shown raw ${pct(at.reduce((s, r) => s + r.raw, 0) / at.length)} → calibrated ${pct(at.reduce((s, r) => s + shipped(r.raw), 0) / at.length)}`);
}
