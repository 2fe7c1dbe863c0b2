/**
 * Is the founder reading a streamed search's first signals (the list CurrentSignalsPage marks
 * with FIRST_SIGNALS_LIST)? The pointer or the focus is on it, or the page is scrolled. A newer
 * ranking then waits for them to ask for it rather than moving the cards they read.
 */
export const FIRST_SIGNALS_LIST = 'data-first-signals';
/** Each card's signal id, on the list item SignalList renders for it. */
export const SIGNAL_ID = 'data-signal-id';

export function readingFirstSignals(): boolean {
  const list = document.querySelector(`[${FIRST_SIGNALS_LIST}]`);
  return list !== null && (window.scrollY > 0 || list.matches(':hover') || list.matches(':focus-within'));
}

/**
 * Would showing `next` (signal ids in the order the page would show them) move a card in the
 * window? Every card from the top of the list down to the last one the window shows (any part of
 * it) must keep its place: a card coming in, leaving or moving above one pushes it. Cards below
 * the window may change freely.
 */
export function movesCardsOnScreen(next: readonly string[]): boolean {
  const cards = [...document.querySelectorAll(`[${FIRST_SIGNALS_LIST}] [${SIGNAL_ID}]`)];
  let last = cards.length - 1;
  while (last >= 0 && cards[last]!.getBoundingClientRect().top >= window.innerHeight) last--;
  return cards.slice(0, last + 1).some((card, i) => card.getAttribute(SIGNAL_ID) !== next[i]);
}
