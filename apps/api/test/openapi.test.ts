/**
 * The OpenAPI document (/api/openapi.json) against the app that serves it: every REST path the
 * app has is documented and nothing more; the document is valid OpenAPI 3.1; each path's
 * documented security is what the app enforces on API keys; and real answers of the main paths,
 * successes and errors, through the real app, match the documented response for their status and
 * content type. The reference page (/api/docs) and its assets come from the app itself.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyScope } from '@firstsignal/core';
import { routes } from './support/endpoints';
import { call, registerUser } from './support/harness';
import { createWorld, SEARCH_PARAMS, startWorldServer, trpc } from './support/saved-world';

type Server = Awaited<ReturnType<typeof startWorldServer>>;
interface Operation {
  security?: Record<string, string[]>[];
  'x-access'?: string;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** The reference page and its assets: served by the Swagger UI plugin, not API paths themselves. */
const isDocsPage = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/** `METHOD /path/{param}` of every operation in the document. */
function documented(doc: Document): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).filter((m) => METHODS.includes(m)).map((m) => `${m.toUpperCase()} ${path}`));
}

/** The same for what the app serves: Fastify's `:param` as OpenAPI's `{param}`. */
function served(app: Server['app']): string[] {
  return routes(app)
    .filter((r) => r.url.startsWith('/api/') || r.url === '/health')
    .filter((r) => !isDocsPage(r.url))
    .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
}

/** What the document and the app disagree on, both ways. */
function coverageGaps(doc: Document, app: Server['app']) {
  const inDoc = documented(doc);
  const inApp = served(app);
  return { undocumented: inApp.filter((r) => !inDoc.includes(r)), notServed: inDoc.filter((r) => !inApp.includes(r)) };
}

/** The document's path template a concrete path matches. */
function templateOf(doc: Document, path: string): string | undefined {
  const bare = path.split('?')[0]!;
  return Object.keys(doc.paths).find((template) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(bare));
}

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * A checker of real answers against the document: the status must be documented for the path,
 * the content type among that status's, and a JSON body valid against its schema (JSON Schema 2020-12).
 */
function answerChecker(doc: Document) {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, validateSchema: false }));
  ajv.addSchema(doc, 'openapi.json');
  const compiled = new Map<string, ValidateFunction>();
  return (method: string, path: string, answer: { status: number; headers: Headers; json: unknown }): string[] => {
    const template = templateOf(doc, path);
    const operation = template ? doc.paths[template]?.[method.toLowerCase()] : undefined;
    if (!template || !operation) return [`${method} ${path} is not in the document`];
    const response = operation.responses[String(answer.status)];
    if (!response) return [`${method} ${template} answered ${answer.status}, which the document does not list (${Object.keys(operation.responses).join(', ')})`];
    const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (!response.content) return type && answer.json !== undefined ? [`${method} ${template} ${answer.status} has a body the document does not describe`] : [];
    if (!response.content[type]) return [`${method} ${template} ${answer.status} answered ${type}, documented: ${Object.keys(response.content).join(', ')}`];
    if (type !== 'application/json') return [];
    const ref = `openapi.json#/${pointer('paths', template, method.toLowerCase(), 'responses', String(answer.status), 'content', type, 'schema')}`;
    let validate = compiled.get(ref);
    if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })));
    return validate(answer.json) ? [] : (validate.errors ?? []).map((e) => `${method} ${template} ${answer.status}: ${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`);
  };
}

describe('the OpenAPI document', () => {
  const world = createWorld();
  let server: Server;
  let doc: Document;
  let check: ReturnType<typeof answerChecker>;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  /** Calls through the real app and records what the document says about the answer. */
  const problems: string[] = [];
  async function answer(method: string, path: string, options: Parameters<typeof call>[3] = {}) {
    const res = await call(server, method, path, options);
    problems.push(...check(method, path, res));
    return res;
  }

  beforeAll(async () => {
    server = await startWorldServer('pglite', world);
    const res = await call(server, 'GET', '/api/openapi.json');
    expect(res.status, res.text).toBe(200);
    doc = res.json;
    check = answerChecker(doc);
    alice = await registerUser(server, { email: 'alice@example.com', name: 'Zoë 👩🏽‍💻 أحمد' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('documents every REST path the app serves, and none it does not', () => {
    expect(documented(doc).length).toBeGreaterThan(25);
    expect(coverageGaps(doc, server.app)).toEqual({ undocumented: [], notServed: [] });
  });

  it('finds a path left out of the document, and one documented that the app does not serve', () => {
    const usage = doc.paths['/api/user/usage']!;
    const { ['/api/user/usage']: _removed, ...others } = doc.paths;
    expect(coverageGaps({ ...doc, paths: others }, server.app)).toEqual({ undocumented: ['GET /api/user/usage'], notServed: [] });
    expect(coverageGaps({ ...doc, paths: { ...doc.paths, '/api/user/usage': { ...usage, post: usage.get! } } }, server.app)).toEqual({
      undocumented: [],
      notServed: ['POST /api/user/usage'],
    });
  });

  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('says how to authenticate: a session token or cookie, or an API key with its scopes', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'session', 'sessionCookie']);
    expect(JSON.stringify(doc.components.securitySchemes.apiKey)).toContain('fs_live_');
    const op = (path: string, method: string) => doc.paths[path]![method]!;
    expect(op('/api/search', 'post').security).toEqual([{ session: [] }, { sessionCookie: [] }, { apiKey: ['search'] }]);
    expect(op('/api/searches', 'get').security).toContainEqual({ apiKey: ['read'] });
    expect(op('/api/searches', 'post').security).toContainEqual({ apiKey: ['write'] });
    expect(op('/api/user/account', 'delete').security).toEqual([{ session: [] }, { sessionCookie: [] }]);
    expect(op('/api/auth/login', 'post').security).toEqual([]);
  });

  it('gives examples of the main bodies and answers, which pass their own schemas', () => {
    const bodyOf = (path: string, method: string) => (doc.paths[path]![method] as unknown as { requestBody: { content: Record<string, { example?: unknown; schema: unknown }> } }).requestBody.content['application/json']!;
    for (const [path, method] of [['/api/search', 'post'], ['/api/auth/login', 'post'], ['/api/auth/register', 'post'], ['/api/searches', 'post'], ['/api/signals/save', 'post'], ['/api/user/profile', 'put']] as const) {
      expect(bodyOf(path, method).example, `${method} ${path}`).toBeDefined();
    }
    expect(bodyOf('/api/search', 'post').example).toMatchObject({ searchType: 'business_idea' });
    const signal = (doc.components as unknown as { schemas: Record<string, { example?: unknown }> }).schemas.Signal!;
    const ajv = addFormats(new Ajv2020({ strict: false, validateSchema: false }));
    ajv.addSchema(doc, 'openapi.json');
    expect(ajv.validate({ $ref: 'openapi.json#/components/schemas/Signal' }, signal.example), JSON.stringify(ajv.errors)).toBe(true);
  });

  it('documents for each path the scope the app really asks of an API key', async () => {
    const keys = {} as Record<ApiKeyScope, string>;
    for (const scope of ['read', 'search', 'write'] as const) {
      const res = await trpc(server, alice.token, 'mutation', 'apiKeys.create', { name: `only ${scope}`, scopes: [scope] });
      keys[scope] = res.data.key;
    }
    const checked: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const access = operation['x-access'];
        if (access === 'public') continue;
        const url = path.replace(/\{\w+\}/g, 'x');
        const body = method === 'get' || method === 'delete' ? undefined : {};
        for (const scope of ['read', 'search', 'write'] as const) {
          const res = await call(server, method.toUpperCase(), url, { token: keys[scope], body });
          const refused = res.status === 403 && /API key/.test(res.json?.error ?? '');
          expect(refused, `${method.toUpperCase()} ${path} with a '${scope}' key (documented: ${access}): ${res.status} ${res.text}`).toBe(access !== scope);
        }
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked.length).toBeGreaterThan(15);
  });

  it('describes the real answers of the main paths, successes and errors', async () => {
    const token = alice.token;
    await answer('GET', '/health');
    await answer('GET', '/api/openapi.json');
    await answer('POST', '/api/auth/register', { body: { email: 'bob@example.com', password: 'correct horse', name: 'Bob' } });
    await answer('POST', '/api/auth/register', { body: { email: 'bob@example.com', password: 'correct horse' } }); // 409
    await answer('POST', '/api/auth/register', { body: { email: 'not an email', password: 'x' } }); // 400
    const login = await answer('POST', '/api/auth/login', { body: { email: 'bob@example.com', password: 'correct horse' } });
    await answer('POST', '/api/auth/login', { body: { email: 'bob@example.com', password: 'wrong horse' } }); // 401
    await answer('POST', '/api/auth/logout', { token: login.json.token });
    await answer('GET', '/api/auth/me', { token });
    await answer('GET', '/api/auth/me'); // 401
    await answer('POST', '/api/auth/verify-email', { body: { token: 'not-a-link' } }); // 400
    await answer('POST', '/api/auth/verify-email/resend', { token }); // 503: no SMTP
    await answer('GET', '/api/auth/google'); // 503: not configured

    await answer('GET', '/api/user/profile', { token });
    await answer('PUT', '/api/user/profile', { token, body: { first_name: 'Zoë 🏳️‍🌈', last_name: 'e\u0301 &amp; שלום' } });
    await answer('PUT', '/api/user/profile', { token, body: { username: 'no spaces allowed' } }); // 400
    await answer('GET', '/api/user/usage', { token });

    const search = await answer('POST', '/api/search', { token, body: SEARCH_PARAMS });
    expect(search.json.results.length).toBeGreaterThan(0);
    await answer('POST', '/api/search', { token, body: { ...SEARCH_PARAMS, businessIdea: '' } }); // 400
    const runId = search.json.search_info.search_id as string;
    await answer('GET', `/api/search/${runId}/themes`, { token });
    await answer('GET', `/api/search/${runId}/themes?format=csv`, { token });
    await answer('GET', `/api/search/${runId}/themes?format=pdf`, { token }); // 400
    await answer('GET', '/api/search/00000000-0000-0000-0000-000000000000/themes', { token }); // 404

    const [first, second] = search.json.results;
    await answer('POST', '/api/signals/save', { token, body: first });
    await answer('POST', '/api/signals/save', { token, body: { signals: [first, second] } });
    await answer('POST', '/api/signals/save', { token, body: { platform: 'myspace' } }); // 400
    const saved = await answer('POST', '/api/searches', { token, body: { name: 'Invoices 🧾 — فواتير', searchParams: SEARCH_PARAMS, signals: [first] } });
    const id = saved.json.search.id as string;
    await answer('GET', '/api/searches', { token });
    await answer('GET', `/api/searches/${id}`, { token });
    await answer('GET', `/api/searches/${id}/themes?format=md`, { token });
    await answer('GET', `/api/searches/${id}/themes`, { token });
    await answer('POST', `/api/searches/${id}/rerun`, { token, body: { maxResults: 5 } });
    await answer('POST', `/api/searches/${id}/rerun`, { token, body: { maxResults: 'many' } }); // 400
    await answer('GET', '/api/searches/not-there', { token }); // 404
    await answer('DELETE', `/api/searches/${id}`, { token });
    await answer('DELETE', `/api/searches/${id}`, { token }); // 404

    const reader = (await trpc(server, token, 'mutation', 'apiKeys.create', { name: 'reader', scopes: ['read'] })).data.key as string;
    await answer('GET', '/api/searches', { token: reader });
    await answer('POST', '/api/search', { token: reader, body: SEARCH_PARAMS }); // 403: lacks search
    await answer('DELETE', '/api/user/account', { token: reader }); // 403: session only
    await answer('POST', '/api/searches', { token, body: {}, headers: { origin: 'https://evil.example' } }); // 403: cross-site

    await answer('POST', '/api/create-checkout-session', { token, body: { plan_id: 'starter' } }); // 503: no Stripe
    await answer('POST', '/api/stripe/webhook', { rawBody: '{}' }); // 503
    await answer('GET', '/api/notifications/unsubscribe?token=abc');
    await answer('POST', '/api/notifications/unsubscribe?token=abc', { rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }); // 400 page
    await answer('GET', '/api/feeds/nope/atom'); // 404
    await answer('DELETE', '/api/user/account', { token });

    expect(problems).toEqual([]);
  });

  it('catches an answer the document does not describe', () => {
    const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
    expect(check('GET', '/api/auth/me', { status: 200, headers, json: { user: { id: 'x' } } }).join('\n')).toMatch(/must have required property 'email'/);
    const usage = { success: true, data: { results_used: 1, results_limit: 25, plan_type: 'free', plan_status: 'active', results_remaining: 24, next_billing_date: '2026-12-01T00:00:00.000Z' } };
    expect(check('GET', '/api/user/usage', { status: 200, headers, json: usage })).toEqual([]);
    expect(check('GET', '/api/user/usage', { status: 200, headers, json: { ...usage, surprise: 1 } }).join('\n')).toMatch(/must NOT have additional properties/);
    expect(check('GET', '/api/user/usage', { status: 418, headers, json: {} }).join('\n')).toMatch(/does not list/);
    expect(check('GET', '/api/nowhere', { status: 200, headers, json: {} })).toEqual(['GET /api/nowhere is not in the document']);
  });
});

describe('the reference page at /api/docs', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startWorldServer('pglite', createWorld());
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is served by the app with its scripts and styles, under the app’s security headers', async () => {
    const page = await call(server, 'GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.filter((a) => a.endsWith('.js')).length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset, 'no asset from another host').toMatch(/^\/api\/docs\//);
      const res = await call(server, 'GET', asset);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // Inline scripts would need the CSP loosened: every script is a file.
    expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const initializer = await call(server, 'GET', '/api/docs/static/swagger-initializer.js');
    expect(initializer.text).toContain("resolveUrl('./json')");
    const [json, document] = await Promise.all([call(server, 'GET', '/api/docs/json'), call(server, 'GET', '/api/openapi.json')]);
    expect(json.json).toEqual(document.json);
  });
});
