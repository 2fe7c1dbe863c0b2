/**
 * A search keeps the sentence encoder busy while it waits for the platforms (search/gather.ts):
 * the posts a search call found are embedded while their threads load, so the vote on their type
 * does not wait for the last round trip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SentenceEncoder } from '@firstsignal/encoder';
import { call, registerUser, startTestServer, type TestServer } from './support/harness';
import { freelanceThread as thread } from './support/conversations';
import { startPlatformServer, type PlatformServer } from './support/platform-server';

const IDEA = {
  searchType: 'business_idea',
  businessIdea: 'automatic invoice reminders for freelancers',
  platforms: ['reddit'],
  timeRange: '',
  maxResults: 10,
};

const POSTS = [
  thread(
    'ea001',
    'Is there a tool that sends invoice reminders for freelancers?',
    'Chasing late invoices by hand eats my Fridays. Would pay for something that nags clients for me.',
    'Same, I lose a day a month chasing invoices and would pay for reminders that go out on their own.',
  ),
  thread(
    'ea002',
    'Freelancers: how do you handle clients who pay invoices late?',
    'Two clients are 45 days late. Do you send reminders yourself or use some app?',
    'I just send an angry email every week, it is exhausting and I hate doing it.',
  ),
  thread(
    'ea003',
    'Late invoice reminders as a freelance designer',
    'Honestly I keep forgetting to send reminders and then I am short on rent. Any tool recommendations?',
    'Ugh this is me every month, the reminders are the worst part of freelancing.',
  ),
];

describe('a search embeds its posts while their threads load', () => {
  let platforms: PlatformServer;
  let server: TestServer;
  /** Each call to the encoder: its texts, and how many threads the platform had been asked for by then. */
  const asked: { texts: readonly string[]; threadsAsked: number }[] = [];
  const recording: SentenceEncoder = {
    embed: async (texts) => {
      asked.push({ texts, threadsAsked: platforms.calls.filter((c) => c.path.startsWith('/comments/')).length });
      return texts.map(() => new Float32Array(512));
    },
    ready: async () => undefined,
      isReady: () => true,
    close: async () => undefined,
  };
  beforeAll(async () => {
    platforms = await startPlatformServer({ posts: POSTS, videos: [] });
    server = await startTestServer({ env: platforms.env, encoder: recording });
  });
  afterAll(async () => {
    await server?.close();
    await platforms?.close();
  });

  it('asks the encoder for the posts before any thread is opened, and for the kept replies too', async () => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: IDEA });
    expect(res.status).toBe(200);
    const ids: string[] = res.json.results.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['reddit:ea001', 'reddit:ea001c1']));

    const isPost = (text: string) => POSTS.some((p) => text.startsWith(p.title));
    // The posts are written so the classifier is unsure of them (below SETTLED): they get a vote.
    const postsAsked = asked.filter((a) => a.texts.some(isPost));
    expect(postsAsked.length).toBeGreaterThan(0);
    expect(postsAsked[0]!.threadsAsked).toBe(0);
    const repliesAsked = asked.filter((a) => a.texts.some((t) => POSTS.some((p) => p.comments[0]!.body === t)));
    expect(repliesAsked.length).toBeGreaterThan(0);
  });
});
