/**
 * Is the founder reading a streamed search's first signals (the list CurrentSignalsPage marks
 * with FIRST_SIGNALS_LIST)? The pointer or the focus is on it, or the page is scrolled. The final
 * ranking then waits for them to ask for it rather than re-ranking the list under them.
 */
export const FIRST_SIGNALS_LIST = 'data-first-signals';

export function readingFirstSignals(): boolean {
  const list = document.querySelector(`[${FIRST_SIGNALS_LIST}]`);
  return list !== null && (window.scrollY > 0 || list.matches(':hover') || list.matches(':focus-within'));
}
