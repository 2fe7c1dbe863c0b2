/**
 * The relevance a card shows (issue 25, "Cards a founder can scan"). Scoring's own relevance
 * saturates: most of a first page read 100%. The displayed figure is the noise floor plus the
 * rest of the scale times the chance that a signal of that raw score is relevant (graded 2 or 3
 * by hand), a logistic on the raw score fitted by bench/calibrate-relevance.ts on the search
 * eval's tune topics only (never the held-out ones, never ../shared/datasets). Increasing (to
 * three decimals, as before), so orders by relevance stay the same (the ranking itself reads the
 * raw score); the floor (decisions §6: below 0.3 is
 * noise) still means what it did, and 100% needs near certainty.
 */
/** Fitted on the tune topics (bench/README.md, "Relevance calibration"). */
export const RELEVANCE_CALIBRATION = { intercept: -0.912, slope: 2.696 } as const;

/** `floor`: the noise floor (rank.ts's NOISE_FLOOR), which the shown figure starts from. */
export function displayedRelevance(raw: number, floor: number): number {
  const { intercept, slope } = RELEVANCE_CALIBRATION;
  const chance = 1 / (1 + Math.exp(-(intercept + slope * raw)));
  return Math.round((floor + (1 - floor) * chance) * 1000) / 1000;
}
