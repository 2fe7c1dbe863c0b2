import { describe, expect, it } from 'vitest';
import { adjustedRand, majorityWithin, smallToOther, vMeasure } from '../themes-eval';

describe('themes eval: agreement between two groupings', () => {
  it.each([
    { name: 'the same grouping under other names', truth: ['a', 'a', 'b', 'b'], predicted: ['x', 'x', 'y', 'y'], v: 1, ari: 1 },
    { name: 'one group for everything', truth: ['a', 'a', 'b', 'b'], predicted: ['x', 'x', 'x', 'x'], v: 0, ari: 0 },
    // Homogeneous (1) but not complete (0.5): V is their harmonic mean.
    { name: 'every item its own group', truth: ['a', 'a', 'b', 'b'], predicted: ['1', '2', '3', '4'], v: 2 / 3, ari: 0 },
  ])('$name: V $v, ARI $ari', ({ truth, predicted, v, ari }) => {
    expect(vMeasure(truth, predicted)).toBeCloseTo(v, 6);
    expect(adjustedRand(truth, predicted)).toBeCloseTo(ari, 6);
  });
});

describe('themes eval: the thread ceiling', () => {
  it.each([
    {
      name: 'each thread takes its most common label',
      groups: ['t1', 't1', 't1', 't2'],
      labels: ['a', 'a', 'b', 'b'],
      want: ['a', 'a', 'a', 'b'],
    },
    { name: 'a tie goes to the label first in sort order', groups: ['t1', 't1'], labels: ['b', 'a'], want: ['a', 'a'] },
    {
      name: 'threads never share a label they do not hold',
      groups: ['t1', 't2', 't2'],
      labels: ['a', 'b', 'b'],
      want: ['a', 'b', 'b'],
    },
  ])('$name', ({ groups, labels, want }) => {
    expect(majorityWithin(groups, labels)).toEqual(want);
  });
});

describe('themes eval: threads too small to be a theme', () => {
  it.each([
    { name: 'threads of at least the minimum size stay groups', groups: ['t1', 't1', 't1'], min: 3, want: ['t1', 't1', 't1'] },
    {
      name: 'smaller threads share one Other group',
      groups: ['t1', 't1', 't1', 't2', 't3', 't3'],
      min: 3,
      want: ['t1', 't1', 't1', '(other)', '(other)', '(other)'],
    },
  ])('$name', ({ groups, min, want }) => {
    expect(smallToOther(groups, min)).toEqual(want);
  });
});
