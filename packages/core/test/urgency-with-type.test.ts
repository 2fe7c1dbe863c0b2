import { describe, expect, it } from 'vitest';
import { typeUrgencyTable, urgencyWithType } from '../src/model/urgency-with-type';
import { SIGNAL_TYPES, type SignalType, type UrgencyLevel } from '../src/signal';

const URGENCIES = ['High', 'Medium', 'Low'] as const;
const typeIs = (type: SignalType, p: number) =>
  Object.fromEntries(SIGNAL_TYPES.map((t) => [t, t === type ? p : (1 - p) / (SIGNAL_TYPES.length - 1)])) as Record<
    SignalType,
    number
  >;
const urgency = (High: number, Medium: number, Low: number): Record<UrgencyLevel, number> => ({ High, Medium, Low });
const argmax = (r: Record<string, number>) => Object.entries(r).sort((a, b) => b[1] - a[1])[0]![0];

/** Labels as a guide-following labeller writes them: Discussion Low, requests High, pain Medium. */
const TABLE = typeUrgencyTable([
  ...Array(20).fill({ type: 'Discussion', urgency: 'Low' }),
  ...Array(10).fill({ type: 'Recommendation Request', urgency: 'High' }),
  ...Array(2).fill({ type: 'Recommendation Request', urgency: 'Medium' }),
  ...Array(10).fill({ type: 'Pain Point', urgency: 'Medium' }),
  ...Array(3).fill({ type: 'Pain Point', urgency: 'High' }),
]);

describe('urgency read with the type (model/urgency-with-type.ts)', () => {
  it('counts urgency per type with one pseudo-count a cell, so no pair is impossible', () => {
    expect(TABLE.givenType.Discussion).toEqual({ High: 1 / 23, Medium: 1 / 23, Low: 21 / 23 });
    expect(TABLE.givenType.Question).toEqual({ High: 1 / 3, Medium: 1 / 3, Low: 1 / 3 });
    // 45 labels and 21 pseudo-counts: High 13 + 7, Medium 12 + 7, Low 20 + 7.
    expect(TABLE.overall.High).toBeCloseTo(20 / 66, 12);
    expect(TABLE.overall.Low).toBeCloseTo(27 / 66, 12);
  });

  it.each([
    {
      name: 'a Discussion the heads read as Medium',
      type: typeIs('Discussion', 0.9),
      heads: urgency(0.1, 0.5, 0.4),
      want: 'Low',
    },
    {
      name: 'a Recommendation Request the heads find Medium by a hair',
      type: typeIs('Recommendation Request', 0.9),
      heads: urgency(0.45, 0.5, 0.05),
      want: 'High',
    },
    {
      name: 'a Pain Point the heads are sure is High',
      type: typeIs('Pain Point', 0.9),
      heads: urgency(0.9, 0.08, 0.02),
      want: 'High',
    },
    {
      name: 'an unsure type keeps the heads’ answer',
      type: typeIs('Question', 1 / SIGNAL_TYPES.length),
      heads: urgency(0.2, 0.5, 0.3),
      want: 'Medium',
    },
  ])('$name: $want', ({ type, heads, want }) => {
    const read = urgencyWithType({ type, urgency: heads }, TABLE);
    expect(argmax(read)).toBe(want);
    expect(URGENCIES.reduce((s, u) => s + read[u], 0)).toBeCloseTo(1, 12);
  });

  it('leaves the urgency as it was where every type implies the training prior', () => {
    const flat = typeUrgencyTable(SIGNAL_TYPES.flatMap((type) => URGENCIES.map((u) => ({ type, urgency: u }))));
    const heads = urgency(0.2, 0.5, 0.3);
    const read = urgencyWithType({ type: typeIs('Discussion', 0.9), urgency: heads }, flat);
    for (const u of URGENCIES) expect(read[u]).toBeCloseTo(heads[u], 12);
  });

  it('ships a table in which a Discussion is Low and a Buying Intent High', () => {
    const read = (type: SignalType) =>
      argmax(urgencyWithType({ type: typeIs(type, 0.9), urgency: urgency(1 / 3, 1 / 3, 1 / 3) }));
    expect(read('Discussion')).toBe('Low');
    expect(read('Buying Intent')).toBe('High');
    expect(read('Pain Point')).toBe('Medium');
  });
});
