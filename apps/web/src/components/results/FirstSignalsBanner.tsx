import { Alert, Button } from '@firstsignal/ui';
import { plural } from '../../lib/format';

export const STILL_SEARCHING = 'The first signals found. Still searching: more are on the way.';
export const FINAL_READY = (count: number) => `Search complete: ${plural(count, 'signal')} ranked with everything it found.`;

/**
 * Over a search's first signals (SearchProvider's firstSignals): it is still searching, then the
 * final ranking is ready to show. Fixed at the foot of the window, it takes no room in the page:
 * neither its coming nor its going moves the list.
 */
export function FirstSignalsBanner({ searching, finalCount, onShow }: { searching: boolean; finalCount: number; onShow: () => void }) {
  return (
    <Alert tone="info" data-testid="first-signals" className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl items-center justify-between gap-3 shadow-lg" aria-live="polite">
      <span>{searching ? STILL_SEARCHING : FINAL_READY(finalCount)}</span>
      <Button size="sm" className={searching ? 'invisible' : ''} disabled={searching} onClick={onShow}>
        Show them
      </Button>
    </Alert>
  );
}
