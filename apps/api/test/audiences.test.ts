/**
 * Audiences over real HTTP (GET /api/search/:id/audiences, /api/searches/:id/audiences and the
 * `search.audiences` / `saved.searchAudiences` procedures): communities ranked by signals per item
 * fetched, only for the owner (another user's run or saved search is a 404), JSON or CSV, free;
 * and a search restricted to communities keeps (and charges) only theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_CSV_COLUMNS, type RawItem } from '@firstsignal/core';
import { testDbKinds } from '@firstsignal/db/testing';
import { call, registerUser, TEST_DATABASE_URL } from './support/harness';
import { createWorld, expectOwnerOnly, post, SEARCH_PARAMS, startWorldServer, trpc } from './support/saved-world';

type Server = Awaited<ReturnType<typeof startWorldServer>>;
type User = Awaited<ReturnType<typeof registerUser>>;

const inSub = (sub: string, item: RawItem): RawItem => ({ ...item, source: `r/${sub}`, url: item.url.replace('/r/freelance/', `/r/${sub}/`) });

/** r/freelance: three invoicing pains; r/smallbusiness: one, among off-topic posts; YouTube: one. */
const ITEMS: RawItem[] = [
  post('reddit', 'f1', 'Clients pay my invoices late 😩', 'Every month I chase late payers for unpaid invoices. I need an invoice tool that sends payment reminders.'),
  post('reddit', 'f2', 'Recurring invoices for retainer clients', 'I need recurring invoices for my retainer clients, my invoice tool makes me copy them by hand.'),
  post('reddit', 'f3', 'Invoice tool with a tax report?', 'Freelancers: which invoice tool builds the quarterly tax report your accountant asks for? Café owners too.'),
  inSub('smallbusiness', post('reddit', 's1', 'Chasing unpaid invoices again', 'Three clients are late payers this month, the invoice tool I use has no payment reminders.')),
  inSub('smallbusiness', post('reddit', 's2', 'Our new office plants', 'We bought ferns and a cactus for the office, the team loves them.')),
  inSub('smallbusiness', post('reddit', 's3', 'Lunch spot recommendations', 'Where does your team go for lunch on Fridays? We like tacos.')),
  post('youtube', 'y1', 'Invoicing for freelancers', 'I need an invoice tool that sends payment reminders to clients who pay late.'),
];

describe.each(testDbKinds(TEST_DATABASE_URL))('audiences on %s', (kind) => {
  let server: Server;
  let alice: User;
  let bob: User;
  let runId: string;
  let savedId: string;
  const world = createWorld(ITEMS);

  const usedResults = async (token: string) => (await call(server, 'GET', '/api/user/usage', { token })).json.data.results_used as number;

  beforeAll(async () => {
    server = await startWorldServer(kind, world);
    alice = await registerUser(server);
    bob = await registerUser(server);
    const search = await call(server, 'POST', '/api/search', { token: alice.token, body: SEARCH_PARAMS });
    expect(search.status).toBe(200);
    runId = search.json.search_info.search_id;
    const saved = await call(server, 'POST', '/api/searches', {
      token: alice.token,
      body: { name: 'Invoicing pains', searchParams: SEARCH_PARAMS, signals: search.json.results },
    });
    expect(saved.status).toBe(201);
    savedId = saved.json.search.id;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it("ranks the run's communities by signals per item fetched, with quotes, and charges nothing", async () => {
    const before = await usedResults(alice.token);
    const res = await call(server, 'GET', `/api/search/${runId}/audiences`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ title: SEARCH_PARAMS.businessIdea, communities: [], fetchedKnown: true });
    const byKey = Object.fromEntries(res.json.audiences.map((a: { key: string }) => [a.key, a]));
    expect(byKey['reddit:r/freelance']).toMatchObject({ signals: 3, fetched: 3, perFetched: 1 });
    expect(byKey['reddit:r/smallbusiness']).toMatchObject({ signals: 1, fetched: 3 });
    expect(res.json.audiences[0].key).toBe('reddit:r/freelance');
    expect(res.json.audiences.map((a: { key: string }) => a.key).indexOf('reddit:r/smallbusiness')).toBe(res.json.audiences.length - 1);
    expect(byKey['reddit:r/freelance'].quotes).toHaveLength(2);
    expect(await usedResults(alice.token)).toBe(before);
  });

  it('answers the same audiences through tRPC, and a saved search its own', async () => {
    const rest = await call(server, 'GET', `/api/search/${runId}/audiences`, { token: alice.token });
    const res = await trpc(server, alice.token, 'query', 'search.audiences', { id: runId });
    expect(res.data).toEqual(rest.json);
    const saved = await trpc(server, alice.token, 'query', 'saved.searchAudiences', { id: savedId });
    expect(saved.data.title).toBe('Invoicing pains');
    expect(saved.data.audiences.map((a: { key: string; signals: number }) => [a.key, a.signals])).toEqual(
      rest.json.audiences.map((a: { key: string; signals: number }) => [a.key, a.signals]),
    );
  });

  it("answers 404 for another user's run and saved search, on REST and tRPC", async () => {
    await expectOwnerOnly(
      server,
      bob.token,
      [`/api/search/${runId}/audiences`, `/api/searches/${savedId}/audiences`, `/api/searches/${savedId}/audiences?format=csv`],
      [['search.audiences', { id: runId }], ['saved.searchAudiences', { id: savedId }]],
    );
  });

  it('exports audiences as CSV and refuses an unknown format', async () => {
    const csv = await call(server, 'GET', `/api/searches/${savedId}/audiences?format=csv`, { token: alice.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="audiences-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.text.split('\r\n')[0]).toBe(AUDIENCE_CSV_COLUMNS.join(','));
    expect(csv.text).toContain('reddit:r/freelance,reddit,r/freelance,3,');
    const bad = await call(server, 'GET', `/api/search/${runId}/audiences?format=md`, { token: alice.token });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: 'format must be json or csv', field: 'format' });
  });

  it('restricts a search to one community: asked there, only its signals, charged for only them', async () => {
    const before = await usedResults(alice.token);
    const asked = world.requests.length;
    const res = await call(server, 'POST', '/api/search', { token: alice.token, body: { ...SEARCH_PARAMS, communities: ['reddit:r/smallbusiness'] } });
    expect(res.status).toBe(200);
    // Only Reddit is searched, inside the subreddit; what else it answers is still left out.
    const requests = world.requests.slice(asked);
    expect(new Set(requests.map((r) => r.platform))).toEqual(new Set(['reddit']));
    for (const q of requests.flatMap((r) => r.request.queries)) expect(q).toMatch(/^smallbusiness ⟫ /);
    expect(res.json.results.map((r: { source: string }) => r.source)).toEqual(['r/smallbusiness']);
    expect(await usedResults(alice.token)).toBe(before + 1);
    const audiences = await call(server, 'GET', `/api/search/${res.json.search_info.search_id}/audiences`, { token: alice.token });
    expect(audiences.json.communities).toEqual(['reddit:r/smallbusiness']);
    expect(audiences.json.audiences.map((a: { key: string }) => a.key)).toEqual(['reddit:r/smallbusiness']);
  });

  it('refuses a community on a platform it does not know, or not written as that platform names it, naming the field', async () => {
    const res = await call(server, 'POST', '/api/search', { token: alice.token, body: { ...SEARCH_PARAMS, communities: ['redit:r/freelance'] } });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('communities');
    expect(res.json.error).toMatch(/^Unknown platform "redit" in "redit:r\/freelance": write platform:community/);
    // A subreddit written without r/ would match nothing and search nothing: told how to write it.
    const bare = await call(server, 'POST', '/api/search', { token: alice.token, body: { ...SEARCH_PARAMS, communities: ['reddit:freelance'] } });
    expect(bare.status).toBe(400);
    expect(bare.json).toEqual({ error: '"freelance" is not a Reddit community: write it like reddit:r/SaaS', field: 'communities' });
  });
});
