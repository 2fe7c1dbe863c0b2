/**
 * Trains the signal classifier (src/model/classifier.ts) on our own hand-written examples
 * (train/sets.ts says which, and which never) and writes src/model/weights.json.
 *
 *   pnpm --filter @firstsignal/core train
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClassifier } from '../src/model/classifier';
import { classifySentences, itemSentences } from '../src/scoring/intent';
import { trainClassifier, type LabelledExample } from '../src/model/train';
import { SECOND_ANNOTATOR } from '../../../bench/search-eval/agreement/tune';
import { TYPES as TYPE_OF, URGENCY as URGENCY_OF } from '../../../bench/search-eval/corpus/types';
import {
  PRODUCT_A as productA,
  SEARCH_TUNE as tune,
  SEARCH_TUNE_SHOWN as tuneShown,
  WRITTEN as written,
  type TuneExample,
} from './sets';

/** Accuracy of a model trained without `held` on `held`: an honest figure for each source. */
function crossCheck(name: string, train: LabelledExample[], held: LabelledExample[]): void {
  const model = createClassifier(trainClassifier(train));
  let type = 0;
  let urgency = 0;
  let signal = 0;
  for (const e of held) {
    const p = model.predict(e);
    const best = <K extends string>(r: Record<K, number>) =>
      (Object.entries(r) as [K, number][]).sort((a, b) => b[1] - a[1])[0]![0];
    if (best(p.type) === e.type) type++;
    if (best(p.urgency) === e.urgency) urgency++;
    if ((p.signal >= 0.5 ? 1 : 0) === e.signal) signal++;
  }
  const pct = (n: number) => (n / held.length).toFixed(3);
  // The hand-written rules on the same items: what the model has to beat.
  const rules = held.filter(
    (e) =>
      classifySentences(itemSentences(e.kind === 'post' ? e.title : '', e.text), { reply: e.kind === 'comment' }).type === e.type,
  ).length;
  console.log(
    `${name.padEnd(34)} n=${String(held.length).padStart(4)}  type ${pct(type)} (rules ${pct(rules)})  urgency ${pct(urgency)}  signal ${pct(signal)}`,
  );
}

/**
 * How often a second annotator, labelling the same items blind from the guide, agrees with the
 * corpus' labels: what careful people reach on these items, the reference for the model's figures.
 */
function secondAnnotator(items: readonly TuneExample[]): void {
  let type = 0;
  let urgency = 0;
  for (const e of items) {
    const [topic, place] = [e.key.slice(0, e.key.indexOf(':')), e.key.slice(e.key.indexOf(':') + 1)];
    const other = SECOND_ANNOTATOR[topic]?.[place];
    if (!other) throw new Error(`the second annotation has no label for ${e.key}`);
    if (TYPE_OF[other[0]] === e.type) type++;
    if (URGENCY_OF[other[1]] === e.urgency) urgency++;
  }
  const pct = (n: number) => (n / items.length).toFixed(3);
  console.log(
    `${'    a second annotator, same items'.padEnd(34)} n=${String(items.length).padStart(4)}  type ${pct(type)}          urgency ${pct(urgency)}`,
  );
}

console.log(
  `examples: written ${written.length}, product-eval A ${productA.length}; search-eval tune ${tune.length} (checked, never trained on)`,
);
// The model never learns the search eval's tune topics: they are where rankings are tuned, and a
// model that had learned them would make every figure there a memory (type accuracy 1.00).
crossCheck('search-eval tune topics', [...written, ...productA], tune);
crossCheck('  of them, the ones a search shows', [...written, ...productA], tuneShown);
secondAnnotator(tuneShown);
crossCheck('held out: product-eval A', written, productA);
const weights = trainClassifier([...written, ...productA]);
const out = fileURLToPath(new URL('../src/model/weights.json', import.meta.url));
writeFileSync(out, JSON.stringify(weights));
console.log(`wrote ${out}: ${weights.vocabulary.length} n-grams`);
