import { useEffect } from 'react';

/** Sets the page title and, for the sign-in pages, a robots noindex tag while mounted. */
export function usePageMeta(title: string, options: { noindex?: boolean } = {}) {
  useEffect(() => {
    document.title = `${title} · FirstSignal`;
    if (!options.noindex) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [title, options.noindex]);
}

export const POST_LOGIN_SCROLL_DELAY_MS = 100;

export function scrollToTopSoon(delay = 0) {
  setTimeout(() => window.scrollTo({ top: 0 }), delay);
}
