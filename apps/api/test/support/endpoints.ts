/**
 * Every endpoint the app really serves, read from the app itself so that tests built on these
 * lists (ownership, fuzzing) cover a new procedure or path without being told: the tRPC root
 * router's procedures, and the Fastify routes as `printRoutes` draws them.
 */
import type { FastifyInstance } from 'fastify';
import { appRouter } from '../../src/trpc/root';

export interface Route {
  method: string;
  /** With Fastify's parameters, e.g. `/api/searches/:id`. */
  url: string;
}

export interface Procedure {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  /** The top-level fields its input schema names (none for a procedure without input). */
  fields: string[];
  takesInput: boolean;
}

interface ZodLike {
  shape?: Record<string, unknown>;
  _zod?: {
    def: {
      type: string;
      left?: ZodLike;
      right?: ZodLike;
      in?: ZodLike;
      out?: ZodLike;
      innerType?: ZodLike;
      options?: ZodLike[];
      getter?: () => ZodLike;
    };
  };
}

/** Field names of an object schema, through intersections, unions, pipes and preprocessing, optionals, defaults and lazy ones. */
function fieldsOf(schema: ZodLike | undefined): string[] {
  if (!schema) return [];
  if (schema.shape) return Object.keys(schema.shape);
  const def = schema._zod?.def;
  if (!def) return [];
  const inner = [def.left, def.right, def.in, def.out, def.innerType, ...(def.options ?? []), def.getter?.()];
  return [...new Set(inner.flatMap(fieldsOf))];
}

export function procedures(): Procedure[] {
  // An input is a shared schema behind `checked()` (its `schema`), or a zod schema itself.
  const record = appRouter._def.procedures as unknown as Record<string, { _def: { type: Procedure['type']; inputs: (ZodLike & { schema?: ZodLike })[] } }>;
  return Object.entries(record).map(([path, procedure]) => ({
    path,
    type: procedure._def.type,
    fields: procedure._def.inputs.flatMap((input) => fieldsOf(input.schema ?? input)),
    takesInput: procedure._def.inputs.length > 0,
  }));
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
