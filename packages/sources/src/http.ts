import { cleanText, mapStrings } from '@firstsignal/core';
import pLimit from 'p-limit';
import { createMemoryCache, type SourceCache } from './cache';
import { loopTurn } from './turn';
import { PLATFORM_LABEL, PlatformError, type SourcePlatform } from './errors';
import { undiciTransport, type Transport, type TransportInit, type TransportResponse } from './transport';
import type { ConnectorOptions } from './types';

/** Three attempts in all: enough to ride out a blip, few enough to stay inside a search's budget. */
const MAX_ATTEMPTS = 3;
const BACKOFF_BASE_MS = 300;
const BACKOFF_MAX_MS = 3000;
/** Bumped when the shape of cached values changes, so old entries are never misread. */
const CACHE_VERSION = 'v2';

export interface ResolvedOptions {
  fetch: Transport;
  cache: SourceCache;
  cacheTtlSeconds: number;
  timeoutMs: number;
  budgetMs: number;
  maxConcurrency: number;
}

export function resolveOptions(options: ConnectorOptions): ResolvedOptions {
  return {
    fetch: options.fetch ?? undiciTransport,
    cache: options.cache ?? createMemoryCache(),
    cacheTtlSeconds: options.cacheTtlSeconds ?? 600,
    timeoutMs: options.timeoutMs ?? 6000,
    budgetMs: options.budgetMs ?? 12000,
    maxConcurrency: Math.max(1, options.maxConcurrency ?? 4),
  };
}

/** One search's shared limits: every call and every retry of that search stops at `deadline`. */
export interface CallContext {
  deadline: number;
  signal?: AbortSignal;
  /** The request's `reserve`, run at most once however many calls miss the cache (they all await it). */
  reserve?: () => Promise<void>;
}

export function startCall(budgetMs: number, signal?: AbortSignal, reserve?: () => Promise<void>): CallContext {
  signal?.throwIfAborted();
  const ctx: CallContext = { deadline: Date.now() + budgetMs };
  if (signal) ctx.signal = signal;
  if (reserve) {
    let reserved: Promise<void> | undefined;
    ctx.reserve = () => (reserved ??= reserve());
  }
  return ctx;
}

/**
 * Whether `turn` settles before the call's deadline: false once the deadline passes; rejects with
 * the abort's reason when the call is aborted first, as a wait inside a call does (`sleep`).
 */
export function before(turn: Promise<unknown>, ctx: CallContext): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const { signal } = ctx;
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => finish(() => reject(signal?.reason));
    const timer = setTimeout(() => finish(() => resolve(false)), Math.max(0, ctx.deadline - Date.now()));
    function finish(settle: () => void) {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      settle();
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    turn.then(
      () => finish(() => resolve(true)),
      () => finish(() => resolve(true)),
    );
  });
}

/** A non-2xx answer, with its body parsed as JSON when it is JSON (Reddit sends HTML for some 429s). */
export interface UpstreamFailure {
  status: number;
  headers: Headers;
  body: unknown;
  description: string;
}

export interface HttpClientConfig {
  platform: SourcePlatform;
  options: ResolvedOptions;
  /** Maps a non-2xx answer to the error to throw; `retryable` on it drives the retry loop. */
  classify(failure: UpstreamFailure): PlatformError;
  /**
   * Reads the platform's rate-limit headers on every answer; returns how long to hold all further
   * calls when the window is spent, so we wait (or report rate_limited) instead of earning a 429.
   */
  pauseFromHeaders?(headers: Headers): number | undefined;
  /**
   * At most this many calls out at once from this process, below the app's `maxConcurrency`, for a
   * platform whose rule is a rate per second per address rather than per minute.
   */
  callsAtOnce?: number;
}

export interface HttpRequest<T> {
  url: string;
  method?: 'GET' | 'POST';
  /** A function when a header needs work first (an OAuth token), done only on a cache miss. */
  headers?: Record<string, string> | (() => Promise<Record<string, string>>);
  body?: string;
  /** Set only on GETs; must not contain secrets. The parsed value is what gets cached. */
  cacheKey?: string;
  /**
   * Validates and compacts the JSON body; throwing means the upstream answered something
   * unexpected, unless it throws a PlatformError (an error GraphQL sends with a 200): that one is
   * thrown as it is, and a rate limit in it holds the client's further calls like a 429 does.
   */
  parse(body: unknown, headers: Headers): T;
  /** Names the call in error messages ("search", "access token"). */
  description: string;
}

export interface HttpClient {
  request<T>(req: HttpRequest<T>, ctx: CallContext): Promise<T>;
}

/**
 * A call's signal: aborted after `ms` or when the search's `outer` signal aborts. One controller
 * and one timer a call: AbortSignal.timeout plus AbortSignal.any cost about 4 ms of the main
 * thread a search (hundreds of calls), and the search's signal kept every call's combined signal
 * until it was collected. `release` once the answer is read.
 */
function callSignal(ms: number, outer: AbortSignal | undefined): { signal: AbortSignal; timedOut: () => boolean; release: () => void } {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  }, ms);
  const onAbort = () => controller.abort(outer!.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    release: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const { platform, options } = config;
  const label = PLATFORM_LABEL[platform];
  // One limiter per connector, shared by concurrent searches: the upstream's limits are per app.
  const limit = pLimit(Math.min(options.maxConcurrency, config.callsAtOnce ?? Infinity));
  let pausedUntil = 0;

  function pauseUntil(until: number): void {
    if (until > pausedUntil) pausedUntil = until;
  }

  async function waitForWindow(ctx: CallContext): Promise<void> {
    const wait = pausedUntil - Date.now();
    if (wait <= 0) return;
    if (Date.now() + wait > ctx.deadline) {
      const seconds = Math.ceil(wait / 1000);
      throw new PlatformError('rate_limited', platform, `${label} rate limit reached; try again in ${seconds}s`, {
        retryAfterSeconds: seconds,
      });
    }
    await sleep(wait, ctx.signal);
  }

  async function attempt<T>(req: HttpRequest<T>, headers: Record<string, string> | undefined, ctx: CallContext): Promise<T> {
    await waitForWindow(ctx);
    return limit(async () => {
      const remaining = ctx.deadline - Date.now();
      if (remaining <= 0) throw timeoutError(platform, req.description, 0);
      const callMs = Math.min(options.timeoutMs, remaining);
      const call = callSignal(callMs, ctx.signal);

      let response: TransportResponse;
      let text: string;
      try {
        const init: TransportInit = { method: req.method ?? 'GET', signal: call.signal };
        if (headers) init.headers = headers;
        if (req.body !== undefined) init.body = req.body;
        response = await options.fetch(req.url, init);
        text = await response.text();
      } catch (err) {
        if (ctx.signal?.aborted) throw ctx.signal.reason;
        if (call.timedOut()) throw timeoutError(platform, req.description, callMs);
        throw new PlatformError(
          'upstream_error',
          platform,
          `${label} could not be reached (${req.description}): ${errorMessage(err)}`,
          // No `cause`: fetch's own errors may quote the URL, and YouTube's key travels in it.
          { retryable: true },
        );
      } finally {
        call.release();
      }

      const pause = config.pauseFromHeaders?.(response.headers);
      if (pause !== undefined && pause > 0) pauseUntil(Date.now() + pause);
      // Parsing a big answer, and then the connector's reading of it, each run on a turn of the
      // loop of their own (turn.ts), so many searches' answers arriving together do not hold the
      // requests waiting (/health, other users' reads) until all are parsed.
      await loopTurn();
      const body = parseBody(text);
      await loopTurn();

      const refused = (error: PlatformError): PlatformError => {
        if (error.kind === 'rate_limited' && error.retryAfterSeconds !== undefined) {
          pauseUntil(Date.now() + error.retryAfterSeconds * 1000);
        }
        return error;
      };
      if (!response.ok) {
        throw refused(
          config.classify({ status: response.status, headers: response.headers, body, description: req.description }),
        );
      }
      try {
        return req.parse(body, response.headers);
      } catch (err) {
        if (err instanceof PlatformError) throw refused(err);
        throw new PlatformError('upstream_error', platform, `${label} sent an unexpected ${req.description} answer`, {
          status: response.status,
          cause: err,
        });
      }
    });
  }

  return {
    async request<T>(req: HttpRequest<T>, ctx: CallContext): Promise<T> {
      const cacheKey = req.cacheKey === undefined ? undefined : `firstsignal:sources:${CACHE_VERSION}:${req.cacheKey}`;
      if (cacheKey !== undefined) {
        const hit = await safeCacheGet(options.cache, cacheKey);
        // Only values `parse` produced are stored, under a versioned key.
        if (hit !== undefined) return hit as T;
      }
      await ctx.reserve?.();
      // Resolved once, after the cache and outside the limiter: a token fetch has its own retries
      // and needs a concurrency slot of its own.
      const headers = typeof req.headers === 'function' ? await req.headers() : req.headers;
      let previous: PlatformError | undefined;
      for (let n = 1; ; n++) {
        try {
          const value = await attempt(req, headers, ctx);
          // Written behind the caller's back: a slow cache must not add a round trip to the search.
          if (cacheKey !== undefined) void safeCacheSet(options.cache, cacheKey, value, options.cacheTtlSeconds);
          return value;
        } catch (err) {
          // A retry cut off by the budget says less than the answer that caused it: report that one.
          if (previous && err instanceof PlatformError && err.kind === 'timeout' && Date.now() >= ctx.deadline) throw previous;
          if (!(err instanceof PlatformError) || !err.retryable || n >= MAX_ATTEMPTS) throw err;
          previous = err;
          const wait = err.retryAfterSeconds !== undefined ? err.retryAfterSeconds * 1000 : backoff(n);
          // Waiting past the budget would only turn a clear answer into a timeout.
          if (Date.now() + wait >= ctx.deadline) throw err;
          await sleep(wait, ctx.signal);
        }
      }
    },
  };
}

/** `base` + `path` + query, skipping undefined values; trailing slashes on `base` are tolerated. */
export function buildUrl(base: string, path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  const qs = query.toString();
  return `${base.replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/** `Retry-After` in seconds (delta or HTTP date), or undefined when absent or unreadable. */
export function retryAfterSeconds(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, Math.ceil((date - Date.now()) / 1000)) : undefined;
}

function timeoutError(platform: SourcePlatform, description: string, ms: number): PlatformError {
  const label = PLATFORM_LABEL[platform];
  return new PlatformError(
    'timeout',
    platform,
    ms > 0 ? `${label} did not answer (${description}) within ${ms} ms` : `${label} search ran out of time (${description})`,
  );
}

/**
 * The answer as JSON when it is JSON, with every string made clean where it enters (core's
 * cleanText): a "\ud83d" escape parses into a lone surrogate, which no store, feed or cut should
 * have to handle. Every connector's text comes through here.
 */
function parseBody(text: string): unknown {
  if (text === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return cleanText(text);
  }
  return mapStrings(body, cleanText);
}

function backoff(attempt: number): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

// The cache only saves quota: a broken cache backend must not fail a search.
async function safeCacheGet(cache: SourceCache, key: string): Promise<unknown> {
  try {
    return await cache.get(key);
  } catch {
    return undefined;
  }
}

async function safeCacheSet(cache: SourceCache, key: string, value: unknown, ttlSeconds: number): Promise<void> {
  try {
    await cache.set(key, value, ttlSeconds);
  } catch {
    // see safeCacheGet
  }
}

function errorMessage(err: unknown): string {
  if (err instanceof Error) {
    const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
    return redactSecrets(`${err.message}${cause}`);
  }
  return redactSecrets(String(err));
}

/** Hides secrets that travel in URLs (YouTube's `key=`, tokens) from text bound for errors and logs. */
export function redactSecrets(text: string): string {
  return text.replace(/([?&;](?:key|api_key|access_token|token|client_secret)=)[^&#\s"']*/gi, '$1[redacted]');
}
