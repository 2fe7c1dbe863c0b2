/**
 * Every endpoint the app really serves, read from the app itself so that tests built on these
 * lists (ownership, fuzzing) cover a new procedure or path without being told: the tRPC root
 * router's procedures, and the Fastify routes as `printRoutes` draws them.
 */
import type { FastifyInstance } from 'fastify';
import { appRouter } from '../../src/trpc/root';

export interface Procedure {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
}

export interface Route {
  method: string;
  /** With Fastify's parameters, e.g. `/api/searches/:id`. */
  url: string;
}

export function procedures(): Procedure[] {
  const record = appRouter._def.procedures as unknown as Record<string, { _def: { type: Procedure['type'] } }>;
  return Object.entries(record).map(([path, procedure]) => ({ path, type: procedure._def.type }));
}

/**
 * The routes, one per method (HEAD, which Fastify adds to every GET, left out), without tRPC's
 * catch-all. printRoutes draws a tree whose children continue their parent's path.
 */
export function routes(app: FastifyInstance): Route[] {
  const out: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*?)([├└]── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1]!.length) / 4;
    const url = (prefixes[depth - 1] ?? '') + match[3]!;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    if (url === '/trpc/:path') continue;
    for (const method of (match[4] ?? '').split(', ').filter(Boolean)) if (method !== 'HEAD') out.push({ method, url });
  }
  return out;
}

export const routeName = (route: Route) => `${route.method} ${route.url}`;
