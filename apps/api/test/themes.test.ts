/**
 * Insights themes over real HTTP (GET /api/search/:id/themes, /api/searches/:id/themes and the
 * `search.themes` / `saved.searchThemes` procedures): only the owner sees them (another user's
 * run or saved search is a 404), they come as JSON, CSV or Markdown, and they charge nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_CSV_COLUMNS } from '@firstsignal/core';
import { testDbKinds } from '@firstsignal/db/testing';
import { call, registerUser, TEST_DATABASE_URL } from './support/harness';
import { createWorld, expectOwnerOnly, post, SEARCH_PARAMS, startWorldServer, trpc } from './support/saved-world';

type Server = Awaited<ReturnType<typeof startWorldServer>>;
type User = Awaited<ReturnType<typeof registerUser>>;

/** Freelancers on invoicing, raising three distinct pains (late payers, recurring invoices, tax export). */
const ITEMS = [
  [
    'lp1',
    'Clients pay my invoices late',
    'Every month I chase late payers for unpaid invoices. I need an invoice tool that sends payment reminders.',
  ],
  [
    'lp2',
    'Chasing unpaid invoices again',
    'Three clients are late payers this month, the invoice tool I use has no payment reminders.',
  ],
  [
    'lp3',
    'How do you handle late payers?',
    'Freelancers, what invoice tool sends payment reminders to late payers automatically?',
  ],
  [
    'ri1',
    'Recurring invoices for retainer clients',
    'I need recurring invoices for my retainer clients, my invoice tool makes me copy them by hand.',
  ],
  [
    'ri2',
    'Any invoice tool with recurring invoices?',
    'Freelance designer here, looking for recurring invoices for retainer clients. Will pay.',
  ],
  [
    'ri3',
    'Recurring invoices keep breaking',
    'My invoicing software duplicates recurring invoices for retainer clients every month.',
  ],
  [
    'tx1',
    'Tax time and my invoices',
    'As a freelancer I need an invoice tool that exports a quarterly tax report for my accountant.',
  ],
  [
    'tx2',
    'Exporting invoices for the accountant',
    'My accountant wants a quarterly tax report and my invoice tool cannot export one.',
  ],
  [
    'tx3',
    'Invoice tool with a tax report?',
    'Freelancers: which invoice tool builds the quarterly tax report your accountant asks for?',
  ],
].map(([id, title, text]) => post('reddit', id!, title!, text!));

describe.each(testDbKinds(TEST_DATABASE_URL))('themes on %s', (kind) => {
  let server: Server;
  let alice: User;
  let bob: User;
  let runId: string;
  let delivered: string[];
  let savedId: string;

  const usedResults = async (token: string) =>
    (await call(server, 'GET', '/api/user/usage', { token })).json.data.results_used as number;

  beforeAll(async () => {
    server = await startWorldServer(kind, createWorld(ITEMS));
    alice = await registerUser(server);
    bob = await registerUser(server);
    const search = await call(server, 'POST', '/api/search', { token: alice.token, body: SEARCH_PARAMS });
    expect(search.status).toBe(200);
    runId = search.json.search_info.search_id;
    delivered = search.json.results.map((r: { id: string }) => r.id);
    const saved = await call(server, 'POST', '/api/searches', {
      token: alice.token,
      body: { name: 'Invoicing pains', searchParams: SEARCH_PARAMS, signals: search.json.results },
    });
    expect(saved.status).toBe(201);
    savedId = saved.json.search.id;
  });

  afterAll(async () => {
    await server.close();
  });

  it("groups the run's delivered signals into themes, each with its quotes, and charges nothing", async () => {
    const before = await usedResults(alice.token);
    const res = await call(server, 'GET', `/api/search/${runId}/themes`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.json.title).toBe(SEARCH_PARAMS.businessIdea);
    expect(res.json.total).toBe(delivered.length);
    const ids = res.json.themes.flatMap((t: { signalIds: string[] }) => t.signalIds).sort();
    expect(ids).toEqual([...delivered].sort());
    const named = res.json.themes.filter((t: { key: string }) => t.key !== 'other');
    expect(named.length).toBeGreaterThanOrEqual(2);
    for (const t of named) {
      expect(t.quotes.length).toBeGreaterThan(0);
      for (const q of t.quotes) expect(q.url).toMatch(/^https:\/\/www\.reddit\.com\/r\/freelance\/comments\//);
    }
    expect(res.json.timeline.buckets.length).toBeGreaterThan(0);
    expect(await usedResults(alice.token)).toBe(before);
  });

  it('answers the same themes through tRPC', async () => {
    const rest = await call(server, 'GET', `/api/search/${runId}/themes`, { token: alice.token });
    const res = await trpc(server, alice.token, 'query', 'search.themes', { id: runId });
    expect(res.status).toBe(200);
    expect(res.data).toEqual(rest.json);
  });

  it("answers 404 for another user's run and saved search, on REST and tRPC", async () => {
    await expectOwnerOnly(
      server,
      bob.token,
      [`/api/search/${runId}/themes`, `/api/searches/${savedId}/themes`, `/api/search/${runId}/themes?format=csv`],
      [['search.themes', { id: runId }], ['saved.searchThemes', { id: savedId }]],
    );
  });

  it('exports themes as a CSV file and as a Markdown brief', async () => {
    const csv = await call(server, 'GET', `/api/search/${runId}/themes?format=csv`, { token: alice.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="themes-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.text.split('\r\n')[0]).toBe(THEME_CSV_COLUMNS.join(','));

    const md = await call(server, 'GET', `/api/searches/${savedId}/themes?format=md`, { token: alice.token });
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(md.text.startsWith(`# Themes: Invoicing pains\n\n${delivered.length} signals,`)).toBe(true);
  });

  it("groups a saved search's signals", async () => {
    const res = await trpc(server, alice.token, 'query', 'saved.searchThemes', { id: savedId });
    expect(res.status).toBe(200);
    expect(res.data.title).toBe('Invoicing pains');
    expect(res.data.total).toBe(delivered.length);
  });

  it('refuses an unknown format with a JSON error naming the field', async () => {
    const res = await call(server, 'GET', `/api/search/${runId}/themes?format=pdf`, { token: alice.token });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'format must be json, csv or md', field: 'format' });
  });
});
