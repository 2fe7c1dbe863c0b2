/**
 * The sentence model in a real search (search/sentences.ts, core model/sentence.ts): the same
 * search on two servers, one with SENTENCE_MODEL on (the default) and one with it off. The
 * model changes how a kept reply is typed, never which replies are kept or how many are charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, startTestServer, type TestServer } from './support/harness';
import type { WorldComment, WorldPost } from './support/conversations';
import { startPlatformServer, type PlatformServer } from './support/platform-server';

const SEARCH = {
  searchType: 'business_idea',
  businessIdea: 'automatic invoice reminders for freelancers',
  platforms: ['reddit'],
  intentLevel: 'high',
  timeRange: '',
  maxResults: 10,
};

const reply = (id: string, body: string): WorldComment => ({ id, author: `u_${id}`, body, score: 4 });
/** A freelancer who left a tool: no word of it says "complaint", which the classifier alone reads as Discussion. */
const LEFT_A_TOOL = 'I moved off Invoicely after it lost three invoices in the last update';
const THREAD: WorldPost = {
  id: 'sm001',
  subreddit: 'freelance',
  author: 'u_sm001',
  title: 'Freelancers: what do you use to chase late invoices?',
  selftext: 'Three clients are 60 days late on invoices. Chasing payments by hand eats my Fridays.',
  score: 20,
  createdDaysAgo: 2,
  comments: [
    reply('smc1', 'the Invoicely app logs me out every time I open an invoice'),
    reply('smc2', 'tried Billbot for invoice reminders, it double charged two clients. gone'),
    reply('smc3', LEFT_A_TOOL),
  ],
};

describe('the sentence model types what a search keeps', () => {
  let platforms: PlatformServer;
  let withModel: TestServer;
  let without: TestServer;

  beforeAll(async () => {
    platforms = await startPlatformServer({ posts: [THREAD], videos: [] });
    withModel = await startTestServer({ env: platforms.env });
    without = await startTestServer({ env: { ...platforms.env, SENTENCE_MODEL: 'false' } });
  });
  afterAll(async () => {
    await withModel?.close();
    await without?.close();
    await platforms?.close();
  });

  const search = async (server: TestServer) => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: SEARCH });
    expect(res.status).toBe(200);
    return res.json as { results: { id: string; signalType: string; reason: string; evidence: string }[]; current_usage: number };
  };

  it('reads a reply from someone who left a tool as a Complaint, and keeps and charges the same signals', async () => {
    const on = await search(withModel);
    const off = await search(without);
    expect(on.results.map((r) => r.id).sort()).toEqual(off.results.map((r) => r.id).sort());
    expect(on.current_usage).toBe(off.current_usage);

    const left = (r: { id: string }) => r.id === 'reddit:smc3';
    expect(off.results.find(left)?.signalType).toBe('Discussion');
    const typed = on.results.find(left)!;
    expect(typed.signalType).toBe('Complaint');
    // Its reason and evidence follow the type it now has.
    expect(typed.reason).toMatch(/complain/i);
    expect(typed.evidence).toBe(LEFT_A_TOOL);
  });
});
