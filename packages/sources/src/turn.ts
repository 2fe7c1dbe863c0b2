/**
 * The event loop's turns, handed out one at a time. Under load a search's long synchronous
 * stretches (a platform answer's parsing, a scoring pass) are each short, but twenty searches
 * whose answers arrive together queued them all with setImmediate, and Node runs every immediate
 * queued before its check phase in that one phase: /health and other users' reads waited behind
 * the whole burst. Here the stretches wait in one queue, and each turn of the loop releases one:
 * between two of them the loop polls for I/O, so a waiting request waits for one stretch, not
 * for all of them.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function releaseOne(): void {
  const next = waiting.shift()!;
  // Scheduled from the check phase, the next release runs on the loop's next turn, after its poll.
  if (waiting.length > 0) setImmediate(releaseOne);
  else scheduled = false;
  next();
}

/** Resolves on a turn of the loop of its own, after the I/O already waiting and after the stretches queued before it. */
export function loopTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(releaseOne);
    }
  });
}
