/**
 * A real local HTTP server standing in for an upstream API (Reddit, YouTube, ...). Tests point the
 * production code's base URLs at it, so requests go through the real fetch, headers and timeouts.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  /** Path without the query string, e.g. `/comments/abc123`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** `:name` segments of the matched route pattern. */
  params: Record<string, string>;
  /** When the request arrived (performance.now()): benchmarks read the chain of dependent calls from it. */
  at: number;
  /** Set when the client closed the connection before the answer was sent (it gave up: a timeout, a budget, an abort). */
  abandoned?: boolean;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** Serialised as JSON with `content-type: application/json` unless headers say otherwise. */
  json?: unknown;
  /** Sent as is (e.g. an HTML error page); takes precedence over `json`. */
  body?: string;
  /** Never answer: the connection stays open until the client gives up or the server closes. */
  hang?: boolean;
  /** Answer after this many milliseconds. */
  delayMs?: number;
}

export type Handler = (call: RecordedCall, nth: number) => Reply | Promise<Reply>;

/**
 * Keys are `"METHOD /path"`; a path segment `:name` matches any one segment. A value is a fixed
 * reply, a handler (called with the request and how many times this route was hit before), or
 * an array of replies served in order, the last one repeating.
 */
export type RouteTable = Record<string, Reply | Reply[] | Handler>;

export interface Upstream {
  /** Base URL, e.g. `http://127.0.0.1:54321` (no trailing slash). */
  url: string;
  /** Every request received, in order, including unmatched ones. */
  calls: RecordedCall[];
  /** Calls whose path matches (exact string, or a RegExp). */
  callsTo(path: string | RegExp, method?: string): RecordedCall[];
  close(): Promise<void>;
}

interface CompiledRoute {
  method: string;
  segments: string[];
  action: RouteTable[string];
  hits: number;
}

export async function startUpstream(routes: RouteTable): Promise<Upstream> {
  const compiled: CompiledRoute[] = Object.entries(routes).map(([key, action]) => {
    const [method = 'GET', pattern = '/'] = key.trim().split(/\s+/, 2);
    return { method: method.toUpperCase(), segments: splitPath(pattern), action, hits: 0 };
  });
  const calls: RecordedCall[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://upstream.test');
        const call: RecordedCall = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          params: {},
          at: performance.now(),
        };
        calls.push(call);
        res.on('close', () => {
          if (!res.writableEnded) call.abandoned = true;
        });
        const match = findRoute(compiled, call);
        let reply: Reply;
        if (!match) {
          reply = { status: 404, json: { message: 'Not Found (no test route)', error: 404 } };
        } else {
          call.params = match.params;
          const nth = match.route.hits++;
          reply = await resolveReply(match.route.action, call, nth);
        }
        if (reply.hang) return;
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        const headers: Record<string, string> = { ...reply.headers };
        let payload = '';
        if (reply.body !== undefined) payload = reply.body;
        else if (reply.json !== undefined) {
          payload = JSON.stringify(reply.json);
          if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
            headers['content-type'] = 'application/json; charset=UTF-8';
          }
        }
        if (!res.destroyed) res.writeHead(reply.status ?? 200, headers).end(payload);
      })().catch((err: unknown) => {
        if (!res.headersSent && !res.destroyed) res.writeHead(500).end(String(err));
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsTo(path, method) {
      return calls.filter(
        (c) =>
          (method === undefined || c.method === method.toUpperCase()) &&
          (typeof path === 'string' ? c.path === path : path.test(c.path)),
      );
    },
    close() {
      // Hanging requests would otherwise keep close() waiting forever.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

function findRoute(routes: CompiledRoute[], call: RecordedCall) {
  const segments = splitPath(call.path);
  for (const route of routes) {
    if (route.method !== call.method || route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = route.segments.every((seg, i) => {
      const actual = segments[i] ?? '';
      if (seg.startsWith(':')) {
        params[seg.slice(1)] = decodeURIComponent(actual);
        return true;
      }
      return seg === actual;
    });
    if (ok) return { route, params };
  }
  return undefined;
}

async function resolveReply(action: RouteTable[string], call: RecordedCall, nth: number): Promise<Reply> {
  if (typeof action === 'function') return action(call, nth);
  if (Array.isArray(action)) return action[Math.min(nth, action.length - 1)] ?? { status: 500 };
  return action;
}
