/**
 * What the OpenAPI document says beyond the routes' own zod schemas: how to authenticate, what
 * each path's declared access (`config.access`, the field `authorize` checks) means for a session
 * and for a personal API key, and the JSON errors every path can answer.
 */
import { API_KEY_PREFIX, audiencesResponse, errorResponse, themesResponse } from '@firstsignal/core';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../auth/session';
import type { RouteAccess } from '../rest/access';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

export const SECURITY_SCHEMES = {
  session: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'session token',
    description: 'The `token` that POST /api/auth/login or /api/auth/register answers. It may do everything its user may.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The same session, as the browser holds it (set by login and register). State-changing requests from another site are refused.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: `${API_KEY_PREFIX}…`,
    description:
      'A personal API key (Settings → API keys): `Authorization: Bearer fs_live_…`. Each key holds scopes: `read` (read your searches, signals, themes, usage and profile), `search` (run and re-run searches: spends your quota) and `write` (save signals and searches, monitoring). A key can never change the password, email, billing, delete the account or manage keys. Requests are rate limited per key.',
  },
} as const;

const SESSION: Record<string, string[]>[] = [{ session: [] }, { sessionCookie: [] }];

/** The security requirement of a path: no one, a session, or a session or a key with the scope. */
export function securityOf(access: RouteAccess): Record<string, string[]>[] {
  if (access === 'public') return [];
  if (access === 'session') return SESSION;
  return [...SESSION, { apiKey: [access] }];
}

function accessSentence(access: RouteAccess): string {
  if (access === 'public') return 'No sign-in needed.';
  if (access === 'session') return 'Needs a signed-in session; API keys are refused (403).';
  return `A session, or an API key with the \`${access}\` scope.`;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: `error` says what is wrong, `field` which input.',
  401: 'Not signed in: no token, or an expired, revoked or unknown session or API key.',
  403: 'An API key without the scope this path needs (or any key on a session-only path), or a state-changing request from another site.',
  404: 'Not found, or not yours.',
  409: 'Conflicts with what is stored.',
  410: 'Gone: the link was used or has expired.',
  429: 'Too many requests: wait the `Retry-After` seconds.',
  500: 'Something went wrong on our side.',
  502: 'An outside service (Stripe) could not be reached.',
  503: 'Not configured (naming the missing settings) or the database is briefly unavailable.',
};

/** Error answers for a route's `schema.response`: `{error, field?}` with what each status means here. */
export function errors(...statuses: (keyof typeof ERROR_DESCRIPTIONS)[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: errorResponse } } }]),
  );
}

/** The themes paths answer JSON, or with `?format=csv|md` a file to download. */
export const themesResponses = {
  200: {
    description: 'The themes: JSON, or the CSV or Markdown file `format` asks for',
    content: {
      'application/json': { schema: themesResponse },
      'text/csv': { schema: z.string() },
      'text/markdown': { schema: z.string() },
    },
  },
};

/** The audiences paths answer JSON, or with `?format=csv` a file to download. */
export const audiencesResponses = {
  200: {
    description: 'The audiences: JSON, or the CSV file `format` asks for',
    content: { 'application/json': { schema: audiencesResponse }, 'text/csv': { schema: z.string() } },
  },
};

/** What any path of that access can answer, whatever it does. */
function commonErrors(access: RouteAccess) {
  return access === 'public' ? errors(500, 503) : errors(401, 403, 429, 500, 503);
}

/** A bare zod answer gets a description (its own, else the path's summary) instead of "Default Response". */
function describedResponses(responses: Record<string, unknown>, summary: string) {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      if (!(response instanceof z.ZodType)) return [status, response];
      const description = response.description ?? summary;
      return [status, response instanceof z.ZodNull ? response.meta({ description }) : { description, content: { 'application/json': { schema: response } } }];
    }),
  );
}

const zodTransform = createJsonSchemaTransform({ skipList: [], zodToJsonConfig: { unrepresentable: 'any' } });
type TransformInput = Parameters<typeof zodTransform>[0] & { route: { method: string | string[]; config?: { access?: RouteAccess } } };

/** The document's components without the ones no path uses (the zod registry holds each shape's input and output). */
export function transformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  // Always 3.1 here (index.ts); the library's answer is typed as any OpenAPI version's.
  const document = jsonSchemaTransformObject(input) as Partial<OpenAPIV3_1.Document>;
  const schemas: Record<string, unknown> = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      }
    }
  };
  visit({ ...document, components: { ...document.components, schemas: {} } });
  const kept = Object.fromEntries(Object.entries(document.components?.schemas ?? {}).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

/**
 * @fastify/swagger's transform: the zod schemas to JSON Schema, plus each path's security and
 * common errors from its declared access. A REST route that declares no access fails the whole
 * document, so a new path is never published without saying who may call it.
 */
export function transform(input: TransformInput) {
  const { route, url } = input;
  const schema = (input.schema ?? {}) as Record<string, unknown> & { hide?: boolean; response?: Record<string, unknown>; description?: string; summary?: string };
  if (schema.hide || url.startsWith('/trpc/')) return { schema: { hide: true }, url };
  const access = route.config?.access;
  if (access === undefined) throw new Error(`${String(route.method)} ${url} declares no access (config.access): the OpenAPI document cannot say who may call it`);
  const described = {
    ...schema,
    response: { ...commonErrors(access), ...describedResponses(schema.response ?? {}, schema.summary ?? 'OK') },
    description: [schema.description, accessSentence(access)].filter(Boolean).join('\n\n'),
    security: securityOf(access),
    'x-access': access,
  };
  const result = zodTransform({ ...input, schema: described } as Parameters<typeof zodTransform>[0]);
  // The library converts a route's own schema without its root metadata: the body's examples are put back.
  const examples = schema.body instanceof z.ZodType ? z.globalRegistry.get(schema.body)?.examples : undefined;
  const body = result.schema.body as Record<string, unknown> | undefined;
  return examples && body ? { ...result, schema: { ...result.schema, body: { ...body, examples } } } : result;
}
