/**
 * Long pure computations cut into slices. A computation written as a generator yields wherever it
 * may stop (between items); it runs to its end at once (`toEnd`) or with a turn of the caller's
 * event loop whenever a slice has run `sliceMs` (`inSlices`). Where it stops never changes what it
 * computes: both run the same steps in the same order.
 */
export type Steps<T> = Generator<void, T, void>;

export function toEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Under 20 users' searches a slice of this length keeps what /health and other users' reads wait
 * for to a few milliseconds, while a pass of a few hundred items takes only a handful of turns.
 */
export const SLICE_MS = 3;

export async function inSlices<T>(steps: Steps<T>, turn: () => Promise<void>, sliceMs = SLICE_MS): Promise<T> {
  let since = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - since >= sliceMs) {
      await turn();
      since = performance.now();
    }
  }
}
