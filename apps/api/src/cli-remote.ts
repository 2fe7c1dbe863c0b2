/**
 * The command line's remote mode: with `--api-url` (or FIRSTSIGNAL_API_URL) and a personal API key
 * in FIRSTSIGNAL_API_KEY, `rerun` and `monitors list|enable|disable` ask a running server over
 * HTTP instead of opening its database, so they run beside a server on the embedded database.
 * The key is read from the environment only, never a flag, so it stays out of shell history.
 * REST paths where they exist; monitors have none, so their tRPC procedures (no transformer).
 */
import type { MonitorSettingsInput } from '@firstsignal/core';
import { EXIT, type Output } from './cli-output';
import { isHttpUrl, type Env } from './env';
import type { AudiencesView } from './insights/audiences';
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

export const API_URL_MESSAGE = '--api-url must be an http(s) URL, such as http://localhost:3000';
export const USER_REQUIRED = '--user <email> is required (or --api-url with FIRSTSIGNAL_API_KEY)';

/** `--api-url` as given: trimmed, without a trailing slash; null when it is not an http(s) URL. */
export function apiUrlOption(value: string | undefined): string | undefined | null {
  const url = value?.trim();
  if (url === undefined) return undefined;
  return isHttpUrl(url) ? url.replace(/\/+$/, '') : null;
}

export interface RemoteSettings {
  url: string;
  key: string;
}

/**
 * Where a command works: `{remote}` (a running server's API) when --api-url or FIRSTSIGNAL_API_URL
 * names one, `{remote: undefined}` for the database; undefined once it said what is wrong (the
 * address is set but the key is not usable).
 */
export function modeOrSay(
  env: Env,
  flagUrl: string | undefined,
  output: Output,
): { remote: RemoteSettings | undefined } | undefined {
  const url = flagUrl ?? env.FIRSTSIGNAL_API_URL;
  if (!url) return { remote: undefined };
  const key = env.FIRSTSIGNAL_API_KEY;
  if (!key) {
    output.err(
      `FIRSTSIGNAL_API_KEY is not set. Create a key in ${KEYS_PAGE} and put it in the environment ` +
        '(export FIRSTSIGNAL_API_KEY=fs_live_…); it is never taken as a flag, so it stays out of shell history.',
    );
    return undefined;
  }
  return { remote: { url, key } };
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
    async audiences(id: string): Promise<AudiencesView> {
      return (await request('GET', `/api/searches/${encoded(id)}/audiences`)) as AudiencesView;
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

/**
 * Runs a command through the server as the key's owner. `--user` is optional there; given, it
 * must name that owner, so a script meant for one account never acts for another. What the
 * server refused is said, and the exit code is 1.
 */
export async function asKeyOwner(
  remote: RemoteSettings,
  user: string | undefined,
  output: Output,
  command: (api: RemoteApi, email: string) => Promise<number>,
): Promise<number> {
  const api = remoteApi(remote);
  try {
    const email = await api.email();
    if (user && user.toLowerCase() !== email.toLowerCase()) {
      output.err(`FIRSTSIGNAL_API_KEY belongs to ${email}, not ${user}.`);
      return EXIT.failed;
    }
    return await command(api, email);
  } catch (error) {
    if (!(error instanceof RemoteError)) throw error;
    output.err(error.message);
    return EXIT.failed;
  }
}
