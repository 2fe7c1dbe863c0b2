import { Alert, Button } from '@firstsignal/ui';
import { plural } from '../../lib/format';

export const STILL_SEARCHING = 'The first signals found. Still searching: more are on the way.';
export const NEWER_RANKING = 'More signals found: a new ranking is ready. Still searching.';
export const FINAL_READY = (count: number) => `Search complete: ${plural(count, 'signal')} ranked with everything it found.`;

/**
 * Over a search's first signals (SearchProvider's firstSignals): it is still searching, or a
 * newer ranking (streamed, or the final one: `held`) waits behind "Show them" because it would
 * move the cards being read. Fixed at the foot of the window, it takes no room in the page:
 * neither its coming nor its going moves the list.
 */
export function FirstSignalsBanner({ held, onShow }: { held: { final: boolean; count: number } | null; onShow: () => void }) {
  return (
    <Alert tone="info" data-testid="first-signals" className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl items-center justify-between gap-3 shadow-lg" aria-live="polite">
      <span>{held?.final ? FINAL_READY(held.count) : held ? NEWER_RANKING : STILL_SEARCHING}</span>
      <Button size="sm" className={held ? '' : 'invisible'} disabled={!held} onClick={onShow}>
        Show them
      </Button>
    </Alert>
  );
}
