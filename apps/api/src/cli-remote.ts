/**
 * The command line's remote mode: with `--api-url` (or FIRSTSIGNAL_API_URL) and a personal API key
 * in FIRSTSIGNAL_API_KEY, `rerun` and `monitors list|enable|disable` ask a running server over
 * HTTP instead of opening its database, so they run beside a server on the embedded database.
 * The key is read from the environment only, never a flag, so it stays out of shell history.
 * REST paths where they exist; monitors have none, so their tRPC procedures (no transformer).
 */
import { API_KEY_PREFIX, type MonitorSettingsInput } from '@firstsignal/core';
import type { Env } from './env';
import type { ThemesView } from './insights/themes';
import type { Monitoring } from './monitoring/service';
import type { RerunResult } from './saved/rerun';
import type { SavedSearchView } from './saved/service';

const KEYS_PAGE = 'Settings → API keys';
const REFUSED = `The server refused FIRSTSIGNAL_API_KEY: it was revoked or is not a valid key. Create a new one in ${KEYS_PAGE}.`;

/**
 * What the server answered, as a sentence for the terminal. `fatal`: nothing else will work
 * either (unreachable, key refused, scope missing, rate limited), so a command stops there; the
 * others concern one request (a search the platforms could not answer) and fail alone.
 */
export class RemoteError extends Error {
  constructor(
    message: string,
    readonly fatal: boolean,
  ) {
    super(message);
  }
}

export interface RemoteSettings {
  url: string;
  key: string;
}

/**
 * Remote mode's address and key: undefined for the local mode (no address); a message when the
 * address is set but the key is not usable.
 */
export function remoteSettings(env: Env, flagUrl: string | undefined): RemoteSettings | string | undefined {
  const url = flagUrl ?? env.FIRSTSIGNAL_API_URL;
  if (!url) return undefined;
  const key = env.FIRSTSIGNAL_API_KEY;
  if (!key) {
    return (
      `FIRSTSIGNAL_API_KEY is not set. Create a key in ${KEYS_PAGE} and put it in the environment ` +
      '(export FIRSTSIGNAL_API_KEY=fs_live_…); it is never taken as a flag, so it stays out of shell history.'
    );
  }
  if (!key.startsWith(API_KEY_PREFIX)) return `FIRSTSIGNAL_API_KEY is not a FirstSignal API key: those start with ${API_KEY_PREFIX}.`;
  return { url, key };
}

type MonitorsView = Awaited<ReturnType<Monitoring['list']>>;
type MonitorView = Awaited<ReturnType<Monitoring['set']>>;

/** The calls the commands make, each with the scope the server checks. */
export function remoteApi({ url, key }: RemoteSettings) {
  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url + path, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new RemoteError(
        `Could not reach the FirstSignal server at ${url} (${cause?.code ?? cause?.message ?? String(error)}). ` +
          'Is it running, and is --api-url (or FIRSTSIGNAL_API_URL) its address?',
        true,
      );
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (json === undefined || json === null || typeof json !== 'object') {
      throw new RemoteError(
        `The server at ${url} did not answer ${method} ${path} as the FirstSignal API does (HTTP ${response.status}, ` +
          `${response.headers.get('content-type') ?? 'no content type'}). Is --api-url (or FIRSTSIGNAL_API_URL) its address?`,
        true,
      );
    }
    if (response.ok) return json;
    throw errorOf(response, json as { error?: string | { message?: string } });
  }

  function errorOf(response: Response, body: { error?: string | { message?: string } }): RemoteError {
    // REST answers {error: "…"}, tRPC {error: {message: "…"}}.
    const message = (typeof body.error === 'string' ? body.error : body.error?.message) ?? `HTTP ${response.status}`;
    switch (response.status) {
      case 401:
        return new RemoteError(REFUSED, true);
      case 403:
        return new RemoteError(`${message} Create a key with that scope in ${KEYS_PAGE}.`, true);
      case 429: {
        const wait = Number(response.headers.get('retry-after'));
        return new RemoteError(
          Number.isInteger(wait) && wait > 0
            ? `Too many requests with this API key: the server asks to wait ${wait} seconds (Retry-After). Try again then.`
            : message,
          true,
        );
      }
      default:
        return new RemoteError(message, false);
    }
  }

  const trpcData = (answer: unknown) => (answer as { result: { data: unknown } }).result.data;
  const encoded = (id: string) => encodeURIComponent(id);

  return {
    /** Whose key it is (any scope; null from the server means the key was refused). */
    async email(): Promise<string> {
      const user = trpcData(await request('GET', '/trpc/auth.me')) as { email: string } | null;
      if (!user) throw new RemoteError(REFUSED, true);
      return user.email;
    },
    /** read */
    async searches(): Promise<SavedSearchView[]> {
      return ((await request('GET', '/api/searches')) as { searches: SavedSearchView[] }).searches;
    },
    /** search: spends quota, with the same overage rules as the app. */
    async rerun(id: string, input: { maxResults?: number; timeRange?: string; confirmOverage: boolean }): Promise<RerunResult> {
      return (await request('POST', `/api/searches/${encoded(id)}/rerun`, input)) as RerunResult;
    },
    /** read */
    async themes(id: string): Promise<ThemesView> {
      return (await request('GET', `/api/searches/${encoded(id)}/themes`)) as ThemesView;
    },
    /** read */
    async monitors(): Promise<MonitorsView> {
      return trpcData(await request('GET', '/trpc/monitoring.list')) as MonitorsView;
    },
    /** write */
    async setMonitor(input: MonitorSettingsInput): Promise<MonitorView> {
      return trpcData(await request('POST', '/trpc/monitoring.set', input)) as MonitorView;
    },
  };
}

export type RemoteApi = ReturnType<typeof remoteApi>;
