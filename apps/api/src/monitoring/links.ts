/** The app's own links in notifications: absolute, from PUBLIC_URL (or the local server). */
import type { Env } from '../env';

export function appLinks(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>) {
  const base = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    base,
    /** The saved search's card on Saved Searches ("View all in FirstSignal"). */
    savedSearch: (id: string) => `${base}/signals/saved#saved-${encodeURIComponent(id)}`,
    billing: `${base}/settings/billing`,
    notifications: `${base}/settings/notifications`,
    unsubscribe: (token: string) => `${base}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    /** A mailed link that verifies an address or confirms a change of it (the SPA's page follows it). */
    confirmEmail: (token: string) => `${base}/verify-email?token=${encodeURIComponent(token)}`,
    feed: (token: string, format: 'atom' | 'rss') => `${base}/api/feeds/${encodeURIComponent(token)}/${format}`,
  };
}

export type AppLinks = ReturnType<typeof appLinks>;
