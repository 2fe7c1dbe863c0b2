// Variants of relevance feedback on the tune caches (experiment, issue 25 §1; the knobs are reverted in the next commit).
// cd bench && VARIANTS='[["name",{"community":0.2}]]' node --import tsx feedback-variants.ts tune-cache.json...
import { readFileSync } from 'node:fs';
import { DEFAULT_MAX_RESULTS, type FeedbackWeights, type Signal } from '@firstsignal/core';
import { evalTopics } from './search-eval';
import { REWORDED_CROSSPOSTS } from './search-eval/corpus/crossposts';
import { NOISE } from './search-eval/corpus/noise';
import { buildWorld } from './search-eval/world';
import { residualFigures } from './feedback-eval';

const files = process.argv.slice(2).filter((a) => a.endsWith('.json'));
const variants: [string, Partial<FeedbackWeights>][] = JSON.parse(process.env.VARIANTS ?? '[["base",{}]]');
const topics = (await evalTopics()).filter((t) => t.split === 'tune');
const world = buildWorld(await evalTopics(), NOISE, { crossposts: REWORDED_CROSSPOSTS });
const runs = files.flatMap((f) =>
  (JSON.parse(readFileSync(f, 'utf8')) as { topic: string; signals: Signal[] }[]).flatMap((r) =>
    topics.filter((t) => t.key === r.topic).map((t) => ({ file: f, topic: t.key, signals: r.signals })),
  ),
);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`${runs.length} tune searches`);
for (const judged of [5, 10]) {
  const base = runs.map((r) => residualFigures(world, r.topic, r.signals, DEFAULT_MAX_RESULTS, {}, judged));
  const b0 = mean(base.map((x) => x.without));
  const b1 = mean(base.map((x) => x.with));
  console.log(`judged ${judged}: without ${b0.toFixed(3)} shipped ${b1.toFixed(3)} (+${(b1 - b0).toFixed(3)})`);
  for (const [name, w] of variants) {
    const f = runs.map((r) => residualFigures(world, r.topic, r.signals, DEFAULT_MAX_RESULTS, w, judged));
    const v = mean(f.map((x) => x.with));
    const better = f.filter((x, i) => x.with > base[i]!.with + 1e-9).length;
    const worse = f.filter((x, i) => x.with < base[i]!.with - 1e-9).length;
    console.log(`  ${name.padEnd(28)} ${v.toFixed(3)} (${(v - b0 >= 0 ? '+' : '') + (v - b0).toFixed(3)}; vs shipped ${(v - b1 >= 0 ? '+' : '') + (v - b1).toFixed(3)}, better ${better} worse ${worse})`);
  }
}
