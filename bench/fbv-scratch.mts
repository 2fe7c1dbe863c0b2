import { readFileSync } from 'node:fs';
import { contentTerms, type Signal } from '@firstsignal/core';
import { evalTopics } from './search-eval.ts';
import { queryTextOfTopic } from './search-eval/corpus/types.ts';
import { REWORDED_CROSSPOSTS } from './search-eval/corpus/crossposts.ts';
import { NOISE } from './search-eval/corpus/noise.ts';
import { buildWorld, gradeFor } from './search-eval/world.ts';
import { residualNdcg } from './feedback-eval.ts';
const J = Number(process.env.J ?? 5);
const topics = await evalTopics();
const world = buildWorld(topics, NOISE, { crossposts: REWORDED_CROSSPOSTS });
type V = Map<string, number>;
function bag(s: Signal, o: Opt): Map<string, number> {
  const b = new Map<string, number>();
  const add = (text: string, w: number) => {
    const terms = contentTerms(text);
    for (const t of terms) b.set(t, (b.get(t) ?? 0) + w);
    if (o.bigrams) for (let i = 1; i < terms.length; i++) { const k = terms[i - 1] + '_' + terms[i]; b.set(k, (b.get(k) ?? 0) + w * o.bigrams); }
  };
  add(s.title, s.type === 'comment' ? o.commentTitle : 1);
  add(s.snippet, 1);
  return b;
}
function vecs(ss: Signal[], o: Opt): V[] {
  const bags = ss.map((s) => bag(s, o));
  const df = new Map<string, number>();
  for (const b of bags) for (const t of b.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const n = bags.length;
  return bags.map((b) => {
    const v: V = new Map(); let norm = 0;
    for (const [t, tf] of b) { if (tf <= 0) continue; const w = (1 + Math.log(Math.max(tf, 1e-9) < 1 ? 1 : tf)) * tf / Math.max(tf,1) * Math.log((n + 1) / (df.get(t)! + 0.5)); if (w <= 0) continue; v.set(t, w); norm += w * w; }
    norm = Math.sqrt(norm); if (norm > 0) for (const [t, w] of v) v.set(t, w / norm);
    return v;
  });
}
const cos = (a: V, b: V) => { let d = 0; const [s, l] = a.size < b.size ? [a, b] : [b, a]; for (const [t, w] of s) d += w * (l.get(t) ?? 0); return d; };
const cent = (vs: V[]) => { const c: V = new Map(); for (const v of vs) for (const [t, w] of v) c.set(t, (c.get(t) ?? 0) + w); const n = Math.sqrt([...c.values()].reduce((s, w) => s + w * w, 0)); if (n > 0) for (const [t, w] of c) c.set(t, w / n); return c; };
interface Opt { up: number; prior: number; commentTitle: number; bigrams: number; bottom: number; bottomK: number; max: number; urg: number; disc: number; rel: number; aff: number; uaff: number; q: number }
function run(runs: { topic: string; signals: Signal[] }[], o: Opt) {
  let w0 = 0, w1 = 0;
  for (const r of runs) {
    const judgedS = r.signals.slice(0, J);
    const judged = new Set(judgedS.map((s) => s.id));
    const residual = r.signals.slice(J);
    const ups = judgedS.filter((s) => (gradeFor(world, r.topic, s.id) ?? 0) >= 2);
    const ideaS = { title: '', snippet: queryTextOfTopic(topics.find((t) => t.key === r.topic)!), type: 'post' } as unknown as Signal;
    const vs = vecs([...residual, ...ups, ideaS], o);
    const ideaV = vs.pop()!;
    const upV = vs.slice(residual.length);
    const upC = cent(upV);
    const bottomC = cent(vs.slice(Math.max(0, residual.length - o.bottomK), residual.length));
    const scored = residual.map((s, i) => ({ s, score: -o.prior * Math.log1p(i) + o.up * cos(vs[i]!, upC) - o.bottom * cos(vs[i]!, bottomC) + o.max * Math.max(0, ...upV.map((u) => cos(vs[i]!, u))) + o.urg * ({ High: 1, Medium: 0.5, Low: 0 } as Record<string, number>)[s.urgencyLevel]! - o.disc * (s.signalType === 'Discussion' ? 1 : 0) + o.q * cos(vs[i]!, ideaV) + o.rel * s.relevanceScore + o.aff * ups.filter((u) => u.signalType === s.signalType).length / Math.max(1, ups.length) + o.uaff * ups.filter((u) => u.urgencyLevel === s.urgencyLevel).length / Math.max(1, ups.length) }));
    scored.sort((a, b) => b.score - a.score);
    w0 += residualNdcg(world, r.topic, residual.map((s) => s.id), judged);
    w1 += residualNdcg(world, r.topic, scored.map((x) => x.s.id), judged);
  }
  return [w0 / runs.length, w1 / runs.length];
}
const files = process.argv.slice(2);
const runs = files.flatMap((f) => (JSON.parse(readFileSync(f, 'utf8')) as { topic: string; signals: Signal[] }[]).filter((r) => topics.find((t) => t.key === r.topic)?.split === 'tune'));
const base: Opt = { up: 12, prior: 1, commentTitle: 1, bigrams: 0, bottom: 0, bottomK: 10, max: 0, urg: 0, disc: 0, rel: 0, aff: 0, uaff: 0, q: 0 };
const show = (name: string, o: Partial<Opt>) => { const [a, b] = run(runs, { ...base, ...o }); console.log(`${name.padEnd(40)} ${a.toFixed(3)} -> ${b.toFixed(3)} (+${(b - a).toFixed(3)})`); };
console.log(`${runs.length} tune runs`);
show('current', {});
for (const q of [1, 2, 4, 6, 8]) show(`idea ${q}`, { q });
let twins = 0, twinsTop = 0;
for (const r of runs) {
  const judgedS = r.signals.slice(0, J);
  const can = (id: string) => world.labels.get(id)?.canonical ?? id;
  const gone = new Set(judgedS.map((s) => can(s.id)));
  r.signals.slice(J).forEach((s, i) => { if (gone.has(can(s.id))) { twins++; if (i < 15) twinsTop++; console.log(r.topic, i, s.id, s.title.slice(0, 60)); } });
}
console.log({ twins, twinsTop });
