/**
 * Trains the signal classifier (src/model/classifier.ts) and the sentence model's heads
 * (src/model/sentence.ts) on our own hand-written examples (train/sets.ts says which, and which
 * never), counts how urgency goes with type in their labels (src/model/urgency-with-type.ts), and
 * writes src/model/weights.json, sentence-heads.json and type-urgency.json.
 *
 *   pnpm --filter @firstsignal/core train
 *
 * The sentence encoder's vectors of the examples are kept in train/.cache (about 45 s to
 * compute once; the encoder is deterministic, so they are only reused, never stale). The heads
 * are trained twice: on the encoder's vectors (sentence-heads.json) and on its distilled static
 * table's (static-heads.json; run `distil` first when the table changes).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeTable, embedInProcess, embedStatic, STATIC_TABLE_URL } from '@firstsignal/encoder';
import { createClassifier, type Classifier } from '../src/model/classifier';
import { sentenceTextOf, withSentence, type SentenceHeads } from '../src/model/sentence';
import { classifySentences, itemSentences } from '../src/scoring/intent';
import { trainClassifier, trainSentenceHeads, type LabelledExample } from '../src/model/train';
import { typeUrgencyTable, urgencyWithType, type TypeUrgencyTable } from '../src/model/urgency-with-type';
import { SECOND_ANNOTATOR } from '../../../bench/search-eval/agreement/tune';
import { TYPES as TYPE_OF, URGENCY as URGENCY_OF } from '../../../bench/search-eval/corpus/types';
import {
  PRODUCT_A as productA,
  SEARCH_TUNE as tune,
  SEARCH_TUNE_SHOWN as tuneShown,
  WRITTEN as written,
  type TuneExample,
} from './sets';

/** The encoder's vector of every example's text, computed once and cached on disk. */
async function vectorsOf(examples: readonly LabelledExample[]): Promise<Map<string, Float32Array>> {
  const file = fileURLToPath(new URL('./.cache/vectors.json', import.meta.url));
  const cached: Record<string, number[]> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const texts = [...new Set(examples.map(sentenceTextOf))];
  const missing = texts.filter((t) => !cached[t]);
  if (missing.length > 0) {
    console.log(`embedding ${missing.length} texts with the sentence encoder…`);
    (await embedInProcess(missing)).forEach((v, i) => (cached[missing[i]!] = Array.from(v)));
    mkdirSync(fileURLToPath(new URL('./.cache', import.meta.url)), { recursive: true });
    writeFileSync(file, JSON.stringify(cached));
  }
  return new Map(texts.map((t) => [t, Float32Array.from(cached[t]!)]));
}

type SentenceModel = 'use' | 'static';
const teacher = await vectorsOf([...written, ...productA, ...tune]);
const table = decodeTable(readFileSync(STATIC_TABLE_URL));
const vectorOf = (e: LabelledExample, model: SentenceModel) =>
  model === 'use' ? teacher.get(sentenceTextOf(e))! : embedStatic(table, sentenceTextOf(e));
const headsFor = (examples: readonly LabelledExample[], model: SentenceModel): SentenceHeads =>
  trainSentenceHeads(examples.map((e) => ({ vector: vectorOf(e, model), kind: e.kind, type: e.type, urgency: e.urgency })));

const best = <K extends string>(r: Record<K, number>) => (Object.entries(r) as [K, number][]).sort((a, b) => b[1] - a[1])[0]![0];

/** Type, urgency and signal accuracy of a model on examples it was not trained on. */
function accuracy(held: readonly LabelledExample[], predict: Classifier['predict'], table?: TypeUrgencyTable) {
  let type = 0;
  let urgency = 0;
  let signal = 0;
  for (const e of held) {
    const p = predict(e);
    if (best(p.type) === e.type) type++;
    if (best(table ? urgencyWithType(p, table) : p.urgency) === e.urgency) urgency++;
    if ((p.signal >= 0.5 ? 1 : 0) === e.signal) signal++;
  }
  const pct = (n: number) => (n / held.length).toFixed(3);
  return { type: pct(type), urgency: pct(urgency), signal: pct(signal) };
}

/**
 * Models trained without `held`, on `held`: an honest figure for each source, for the classifier
 * alone and with the sentence model (what the product ships), beside the hand-written rules.
 */
function crossCheck(name: string, train: LabelledExample[], held: LabelledExample[]): void {
  const model = createClassifier(trainClassifier(train));
  const alone = accuracy(held, (e) => model.predict(e));
  const mixedWith = (sentences: SentenceModel) => {
    const heads = headsFor(train, sentences);
    return accuracy(held, (e) => withSentence(model.predict(e), vectorOf(e as LabelledExample, sentences), e.kind, heads), typeUrgencyTable(train));
  };
  const [mixed, mixedStatic] = [mixedWith('use'), mixedWith('static')];
  const rules = held.filter(
    (e) =>
      classifySentences(itemSentences(e.kind === 'post' ? e.title : '', e.text), { reply: e.kind === 'comment' }).type === e.type,
  ).length;
  console.log(
    `${name.padEnd(34)} n=${String(held.length).padStart(4)}  type ${alone.type} → ${mixed.type} | ${mixedStatic.type} (rules ${(rules / held.length).toFixed(3)})  urgency ${alone.urgency} → ${mixed.urgency} | ${mixedStatic.urgency}  signal ${alone.signal}`,
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
console.log('(type and urgency: the classifier alone → with the sentence model | its static table, and urgency read with the type, as shipped)');
const weights = trainClassifier([...written, ...productA]);
const out = fileURLToPath(new URL('../src/model/weights.json', import.meta.url));
writeFileSync(out, JSON.stringify(weights));
console.log(`wrote ${out}: ${weights.vocabulary.length} n-grams`);
const headsOut = fileURLToPath(new URL('../src/model/sentence-heads.json', import.meta.url));
writeFileSync(headsOut, JSON.stringify(headsFor([...written, ...productA], 'use')));
console.log(`wrote ${headsOut}`);
const staticHeadsOut = fileURLToPath(new URL('../src/model/static-heads.json', import.meta.url));
writeFileSync(staticHeadsOut, JSON.stringify(headsFor([...written, ...productA], 'static')));
console.log(`wrote ${staticHeadsOut}`);
const tableOut = fileURLToPath(new URL('../src/model/type-urgency.json', import.meta.url));
writeFileSync(tableOut, JSON.stringify(typeUrgencyTable([...written, ...productA])));
console.log(`wrote ${tableOut}`);
