/** Quota and overage arithmetic against spec §9 and decisions §2, §7. */
import { describe, expect, it } from 'vitest';
import { decideQuota, formatUsd, overageFor, PLANS, remainingResults, usageLevel } from '../src';

describe('overage: $0.50 per started block of 5 extra results (spec §9)', () => {
  it.each([
    // extra results, blocks, cost, as shown with two decimals
    [0, 0, 0, '$0.00'],
    [1, 1, 0.5, '$0.50'],
    [4, 1, 0.5, '$0.50'],
    [5, 1, 0.5, '$0.50'],
    [6, 2, 1, '$1.00'],
    [10, 2, 1, '$1.00'],
    [11, 3, 1.5, '$1.50'],
    [48, 10, 5, '$5.00'],
    [-3, 0, 0, '$0.00'],
  ])('%i extra → %i blocks, $%s', (extra, blocks, cost, shown) => {
    const overage = overageFor(extra);
    expect(overage).toEqual({ count: Math.max(0, extra), blocks, costUsd: cost });
    expect(formatUsd(overage.costUsd)).toBe(shown);
  });
});

describe('plans (spec §9)', () => {
  it.each([
    ['free', 'Trial', 0, 25, false],
    ['starter', 'Starter', 7, 150, false],
    ['plus', 'Plus', 15, 400, true],
  ] as const)('%s is %s at $%d for %i results a month', (id, label, price, results, popular) => {
    expect(PLANS[id]).toEqual({ id, label, priceUsd: price, monthlyResults: results, popular });
  });
});

describe('remaining results never go below 0', () => {
  it.each([
    [0, 25, 25],
    [24, 25, 1],
    [25, 25, 0],
    [30, 25, 0],
  ])('%i used of %i → %i left', (used, limit, left) => {
    expect(remainingResults(used, limit)).toBe(left);
  });
});

describe('what a search may deliver (decisions §7)', () => {
  it.each([
    // paid, used, limit, wanted, confirmed → decision
    [false, 0, 25, 10, false, { kind: 'deliver', deliver: 10, limitedByQuota: false }],
    [false, 22, 25, 10, false, { kind: 'deliver', deliver: 3, limitedByQuota: true }],
    [false, 25, 25, 5, true, { kind: 'upgrade_required' }],
    [true, 148, 150, 10, false, { kind: 'overage_warning', overage: { count: 8, blocks: 2, costUsd: 1 } }],
    [true, 148, 150, 10, true, { kind: 'deliver', deliver: 10, limitedByQuota: false, overage: { count: 8, blocks: 2, costUsd: 1 } }],
    [true, 100, 150, 50, false, { kind: 'deliver', deliver: 50, limitedByQuota: false, overage: { count: 0, blocks: 0, costUsd: 0 } }],
    [true, 150, 150, 1, false, { kind: 'overage_warning', overage: { count: 1, blocks: 1, costUsd: 0.5 } }],
  ] as const)('paid=%s used=%i/%i wanting %i (confirmed %s)', (paid, used, limit, wanted, confirmOverage, decision) => {
    expect(decideQuota({ paid, used, limit, wanted, confirmOverage })).toMatchObject(decision);
  });
});

describe('usage bar colour (spec §9)', () => {
  it.each([
    [0, 25, 'ok'],
    [18, 25, 'ok'],
    [19, 25, 'warning'],
    [112, 150, 'ok'],
    [113, 150, 'warning'],
    [134, 150, 'warning'],
    [135, 150, 'critical'],
    [25, 25, 'critical'],
    [30, 25, 'critical'],
  ] as const)('%i of %i is %s', (used, limit, level) => {
    expect(usageLevel(used, limit)).toBe(level);
  });
});
