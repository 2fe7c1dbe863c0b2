/**
 * A search asks the sentence encoder for the signals it delivers only (search/gather.ts,
 * sentences.ts), and starts on the first pass's while the second pass is out, so the vote does
 * not wait for the last round trip; the rest are voted on when load more reveals them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SentenceEncoder } from '@firstsignal/encoder';
import { call, registerUser, startTestServer, type TestServer } from './support/harness';
import { freelanceThread as thread } from './support/conversations';
import { FIRST_PASS, IDEA as FEEDBACK_IDEA, OWN_WORDS } from './support/feedback-world';
import { startPlatformServer, type PlatformServer } from './support/platform-server';

/** The second pass asks with the words the first results share (search-feedback.test.ts). */
const SECOND_PASS = /retainer|bookkeeper/i;

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

/** An encoder that records the texts of each call and answers at once. */
function recordingEncoder(asked: (readonly string[])[]): SentenceEncoder {
  return {
    embed: async (texts) => (asked.push(texts), texts.map(() => new Float32Array(512))),
    ready: async () => undefined,
    isReady: () => true,
    close: async () => undefined,
  };
}

/** The thread or reply a text the encoder was asked for belongs to, by its signal id. */
function idOfText(text: string): string {
  for (const p of POSTS) {
    if (text.startsWith(p.title)) return `reddit:${p.id}`;
    const reply = p.comments.find((c) => c.body === text);
    if (reply) return `reddit:${reply.id}`;
  }
  throw new Error(`the encoder was asked for a text of no fixture: ${text}`);
}

describe('a search embeds the signals it delivers', () => {
  let platforms: PlatformServer;
  let server: TestServer;
  /** The texts of each call to the encoder. */
  const asked: (readonly string[])[] = [];
  const askedIds = () => new Set(asked.flatMap((texts) => texts.map(idOfText)));
  beforeAll(async () => {
    platforms = await startPlatformServer({ posts: POSTS, videos: [] });
    server = await startTestServer({ env: platforms.env, encoder: recordingEncoder(asked) });
  });
  afterAll(async () => {
    await server?.close();
    await platforms?.close();
  });

  it('asks the encoder for every unsure signal a search delivers', async () => {
    asked.length = 0;
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: IDEA });
    expect(res.status).toBe(200);
    const ids: string[] = res.json.results.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['reddit:ea001', 'reddit:ea001c1']));
    // The classifier is unsure of the third thread's post and reply (below SETTLED): they get a vote.
    expect([...askedIds()].sort()).toEqual(['reddit:ea003', 'reddit:ea003c1']);
  });

  it('asks for none of the signals beyond the first page until load more reveals them', async () => {
    asked.length = 0;
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 1 } });
    expect(res.status).toBe(200);
    // The first signal is one the classifier is sure of: nothing to embed.
    expect(res.json.results.map((r: { id: string }) => r.id)).toEqual(['reddit:ea001']);
    expect(res.json.search_info.has_more).toBe(true);
    expect(asked).toEqual([]);

    const more = await call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 1, offset: 1, limit: 1, search_id: res.json.search_info.search_id } });
    expect(more.status).toBe(200);
    expect(more.json.results.map((r: { id: string }) => r.id)).toEqual(['reddit:ea003']);
    expect([...askedIds()]).toEqual(['reddit:ea003']);
  });
});

describe('a search with a second pass', () => {
  let platforms: PlatformServer;
  let server: TestServer;
  const asked: (readonly string[])[] = [];
  /** What the encoder had been asked for when the second pass's first call came. */
  let askedBeforeSecondPass: number | undefined;
  beforeAll(async () => {
    platforms = await startPlatformServer(
      { posts: [...FIRST_PASS, OWN_WORDS], videos: [] },
      { hold: (c) => void (SECOND_PASS.test(c.query.get('q') ?? '') && (askedBeforeSecondPass ??= asked.flat().length)) },
    );
    server = await startTestServer({ env: platforms.env, encoder: recordingEncoder(asked) });
  });
  afterAll(async () => {
    await server?.close();
    await platforms?.close();
  });

  it('starts embedding the first pass’s unsure signals before the second pass is answered', async () => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: { ...FEEDBACK_IDEA, platforms: ['reddit'] } });
    expect(res.status).toBe(200);
    expect(res.json.results.map((r: { id: string }) => r.id)).toContain(`reddit:${OWN_WORDS.id}`);
    expect(askedBeforeSecondPass).toBeGreaterThan(0);
    const delivered: string[] = res.json.results.map((r: { title: string }) => r.title);
    // Every text it embedded is a delivered signal's (a post's text starts with its title).
    for (const text of asked.flat()) expect(delivered.some((title) => text.startsWith(title))).toBe(true);
  });
});
