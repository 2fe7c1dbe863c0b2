import { toast } from '@firstsignal/ui';
import { ShareIcon } from '../icons';

/** The device share sheet when there is one; otherwise the link goes to the clipboard (spec §2). */
export async function shareLink(title: string, url: string) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      throw error;
    }
    return;
  }
  await navigator.clipboard.writeText(url);
  toast({ title: 'Link copied', variant: 'success' });
}

export function ShareButton({ title, url }: { title: string; url: string }) {
  return (
    <button
      type="button"
      aria-label={`Share "${title}"`}
      title="Share"
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      onClick={() => shareLink(title, url).catch(() => toast({ title: 'Could not share this link', variant: 'destructive' }))}
    >
      <ShareIcon />
      <span>Share</span>
    </button>
  );
}
