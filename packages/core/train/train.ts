/**
 * Trains the signal classifier (src/model/classifier.ts) on our own hand-written examples and
 * writes src/model/weights.json:
 *   - train/examples: conversations written for training, across many everyday domains;
 *   - bench/product-eval set A (cases.ts): founder-query conversations with type and urgency;
 *   - the tuning topics of the end-to-end search eval (bench/search-eval/corpus/tune).
 * Never: product-eval set B, the search eval's held-out topics or its noise (evaluation only),
 * nor anything from ../shared/datasets (their licences forbid it).
 *
 *   pnpm --filter @firstsignal/core train
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClassifier } from '../src/model/classifier';
import { classifySentences, itemSentences } from '../src/scoring/intent';
import { trainClassifier, type LabelledExample } from '../src/model/train';
import { TYPES as TYPE_OF, URGENCY as URGENCY_OF, type CommentDraft, type ThreadDraft } from '../../../bench/search-eval/corpus/types';
import { TUNE_TOPICS } from '../../../bench/search-eval/corpus/tune';
import { PRODUCT_QUERIES } from '../../../bench/product-eval/cases';
import { TRAINING_EXAMPLES } from './examples';

function fromThread(thread: ThreadDraft): LabelledExample[] {
  const [, t, u] = thread.label;
  const out: LabelledExample[] = [{ title: thread.title, text: thread.body, kind: 'post', type: TYPE_OF[t], urgency: URGENCY_OF[u], signal: t === 'DI' ? 0 : 1 }];
  const walk = (comments: readonly CommentDraft[]) => {
    for (const [text, [, ct, cu], replies] of comments) {
      out.push({ title: thread.title, text, kind: 'comment', type: TYPE_OF[ct], urgency: URGENCY_OF[cu], signal: ct === 'DI' ? 0 : 1 });
      if (replies) walk(replies);
    }
  };
  walk(thread.comments);
  return out;
}

const written: LabelledExample[] = TRAINING_EXAMPLES.map((e) => ({
  title: e.title,
  text: e.text,
  kind: e.kind,
  type: TYPE_OF[e.type],
  urgency: URGENCY_OF[e.urgency],
  signal: e.signal,
}));
const productA: LabelledExample[] = PRODUCT_QUERIES.flatMap((q) =>
  q.conversations.map((c) => ({ title: c.title, text: c.text, kind: c.kind, type: c.type, urgency: c.urgency, signal: c.type === 'Discussion' ? 0 : 1 }) as const),
);
const tune = TUNE_TOPICS.flatMap((t) => t.threads.filter((th) => !th.options.deleted && !th.options.removed).flatMap(fromThread));

/** Accuracy of a model trained without `held` on `held`: an honest figure for each source. */
function crossCheck(name: string, train: LabelledExample[], held: LabelledExample[]): void {
  const model = createClassifier(trainClassifier(train));
  let type = 0;
  let urgency = 0;
  let signal = 0;
  for (const e of held) {
    const p = model.predict(e);
    const best = <K extends string>(r: Record<K, number>) => (Object.entries(r) as [K, number][]).sort((a, b) => b[1] - a[1])[0]![0];
    if (best(p.type) === e.type) type++;
    if (best(p.urgency) === e.urgency) urgency++;
    if ((p.signal >= 0.5 ? 1 : 0) === e.signal) signal++;
  }
  const pct = (n: number) => (n / held.length).toFixed(3);
  // The hand-written rules on the same items: what the model has to beat.
  const rules = held.filter((e) => classifySentences(itemSentences(e.kind === 'post' ? e.title : '', e.text), { reply: e.kind === 'comment' }).type === e.type).length;
  console.log(`${name.padEnd(34)} n=${String(held.length).padStart(4)}  type ${pct(type)} (rules ${pct(rules)})  urgency ${pct(urgency)}  signal ${pct(signal)}`);
}

console.log(`examples: written ${written.length}, product-eval A ${productA.length}, search-eval tune ${tune.length}`);
crossCheck('held out: search-eval tune topics', [...written, ...productA], tune);
crossCheck('held out: product-eval A', [...written, ...tune], productA);
const weights = trainClassifier([...written, ...productA, ...tune]);
const out = fileURLToPath(new URL('../src/model/weights.json', import.meta.url));
writeFileSync(out, JSON.stringify(weights));
console.log(`wrote ${out}: ${weights.vocabulary.length} n-grams`);
