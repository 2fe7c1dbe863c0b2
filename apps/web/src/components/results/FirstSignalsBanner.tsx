import { Alert, Button } from '@firstsignal/ui';
import { plural } from '../../lib/format';

export const STILL_SEARCHING = 'The first signals found. Still searching: more are on the way.';
export const FINAL_READY = (count: number) => `Search complete: ${plural(count, 'signal')} ranked with everything it found.`;

/**
 * Over a search's first signals (SearchProvider's firstSignals): it is still searching, then the
 * final ranking is ready to show. The same one-line box in both states, so the list under it
 * never moves on its own.
 */
export function FirstSignalsBanner({ searching, finalCount, onShow }: { searching: boolean; finalCount: number; onShow: () => void }) {
  return (
    <Alert tone="info" data-testid="first-signals" className="flex items-center justify-between gap-3" aria-live="polite">
      <span>{searching ? STILL_SEARCHING : FINAL_READY(finalCount)}</span>
      <Button size="sm" className={searching ? 'invisible' : ''} disabled={searching} onClick={onShow}>
        Show them
      </Button>
    </Alert>
  );
}
