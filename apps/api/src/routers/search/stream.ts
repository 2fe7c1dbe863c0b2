import { newSearchInput } from '@firstsignal/core';
import { isDatabaseUnavailable } from '../../db-errors';
import { HttpError } from '../../http/errors';
import type { FirstSignals, SearchResponse } from '../../search/service';
import { checked } from '../../saved/input';
import { databaseUnavailable, searchProcedure, trpcErrorOf } from '../../trpc/trpc';

export type SearchEvent = ({ kind: 'first' } & FirstSignals) | { kind: 'done'; response: SearchResponse };

/**
 * search.run as a stream (httpBatchStreamLink): a new search's first signals as soon as its first
 * pass finds some, each new ranking of them while it finds more (the latest only, when the client
 * reads slower than they come), then the same answer search.run gives. The search itself is not tied to the
 * stream: a client that leaves does not stop it, so it stores and charges exactly as search.run
 * would (or charges nothing when it fails), and the run is in the history.
 */
export const stream = searchProcedure.input(checked(newSearchInput)).mutation(async function* ({ ctx, input }): AsyncGenerator<SearchEvent> {
  let latest: FirstSignals | null = null;
  let wake = () => {};
  let arrived = new Promise<void>((resolve) => (wake = resolve));
  let finished = false;
  const done = ctx.services.search.search(ctx.user.id, input, {
    onFirst: (signals) => {
      latest = signals;
      wake();
    },
  });
  // Settled here too, so that a search failing after its client left is not an unhandled rejection.
  const settled = done.then(
    () => void (finished = true),
    () => void (finished = true),
  );
  for (;;) {
    await Promise.race([arrived, settled]);
    // Once the answer is there, an earlier ranking would only flash before it.
    const update = finished ? null : (latest as FirstSignals | null);
    if (!update) break;
    latest = null;
    arrived = new Promise<void>((resolve) => (wake = resolve));
    yield { kind: 'first', ...update };
  }
  try {
    yield { kind: 'done', response: await done };
  } catch (error) {
    // The httpErrors middleware sees only the stream, not what its items throw: the same mapping here.
    if (error instanceof HttpError) throw trpcErrorOf(error);
    if (isDatabaseUnavailable(error)) throw databaseUnavailable(error);
    throw error;
  }
});
