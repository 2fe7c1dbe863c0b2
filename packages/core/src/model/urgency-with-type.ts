/**
 * Urgency read together with the type. The classifier and the sentence model predict the two
 * separately, but the guide ties them (decisions §6): a Discussion is Low, someone asking for a
 * recommendation mostly wants it now, a pain point is mostly Medium. Read apart, they give pairs
 * a labeller rarely writes (a Discussion at Medium, a Recommendation Request at Low).
 *
 * How the labels tie them is counted, not written: `typeUrgencyTable` counts urgency per type in
 * the training examples (type-urgency.json, built by `train`). The type's distribution then says
 * what urgency it implies, Σ_t P(t) · P(u | t), and that is combined with the urgency heads' own
 * P(u) as if the two were independent readings of the item: P(u) × Σ_t P(t) · P(u | t) ÷ P(u in
 * training), so the training prior is counted once. They are not independent (both read the same
 * text), so this is a heuristic with no weight to tune; the evals back it (bench/README.md).
 */
import { SIGNAL_TYPES, type SignalType, type UrgencyLevel } from '../signal';
import { URGENCIES, type Prediction } from './classifier';
import TABLE from './type-urgency.json' with { type: 'json' };

/** P(urgency | type) in the training labels, and P(urgency) over all of them. */
export interface TypeUrgencyTable {
  givenType: Record<SignalType, Record<UrgencyLevel, number>>;
  overall: Record<UrgencyLevel, number>;
}

/** The table from labelled examples, with one pseudo-count per cell so no pair is impossible. */
export function typeUrgencyTable(examples: readonly { type: SignalType; urgency: UrgencyLevel }[]): TypeUrgencyTable {
  const counts = Object.fromEntries(SIGNAL_TYPES.map((t) => [t, Object.fromEntries(URGENCIES.map((u) => [u, 1]))])) as Record<
    SignalType,
    Record<UrgencyLevel, number>
  >;
  for (const e of examples) counts[e.type][e.urgency]++;
  const normalise = (r: Record<UrgencyLevel, number>) => {
    const sum = URGENCIES.reduce((s, u) => s + r[u], 0);
    return Object.fromEntries(URGENCIES.map((u) => [u, r[u] / sum])) as Record<UrgencyLevel, number>;
  };
  const overall = Object.fromEntries(URGENCIES.map((u) => [u, SIGNAL_TYPES.reduce((s, t) => s + counts[t][u], 0)])) as Record<
    UrgencyLevel,
    number
  >;
  return {
    givenType: Object.fromEntries(SIGNAL_TYPES.map((t) => [t, normalise(counts[t])])) as Record<
      SignalType,
      Record<UrgencyLevel, number>
    >,
    overall: normalise(overall),
  };
}

/** The prediction's urgency with its type's say mixed in (see the module comment). */
export function urgencyWithType(
  prediction: Pick<Prediction, 'type' | 'urgency'>,
  table: TypeUrgencyTable = TABLE as TypeUrgencyTable,
): Record<UrgencyLevel, number> {
  const scores = URGENCIES.map(
    (u) =>
      (prediction.urgency[u] * SIGNAL_TYPES.reduce((s, t) => s + prediction.type[t] * table.givenType[t][u], 0)) /
      table.overall[u],
  );
  const sum = scores.reduce((a, b) => a + b, 0);
  return Object.fromEntries(URGENCIES.map((u, i) => [u, scores[i]! / sum])) as Record<UrgencyLevel, number>;
}
