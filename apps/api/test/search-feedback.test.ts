/**
 * The search's second pass (search/gather.ts, core feedback.ts): people who never use the
 * founder's words are found through the words the best first results share.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, startTestServer, type TestServer } from './support/harness';
import type { WorldComment, WorldPost } from './support/conversations';
import { FIRST_PASS, IDEA, OWN_WORDS } from './support/feedback-world';
import { startPlatformServer, type PlatformServer } from './support/platform-server';

/** The app and a platform stand-in holding `posts`, for the describe block that calls it. */
function serving(posts: WorldPost[]): { platforms: PlatformServer; server: TestServer } {
  const running = {} as { platforms: PlatformServer; server: TestServer };
  beforeAll(async () => {
    running.platforms = await startPlatformServer({ posts, videos: [] });
    running.server = await startTestServer({ env: running.platforms.env });
  });
  afterAll(async () => {
    await running.server?.close();
    await running.platforms?.close();
  });
  return running;
}

describe('a search looks again with the words its best results share', () => {
  const running = serving([...FIRST_PASS, OWN_WORDS]);

  it('finds someone in their own words, charges what it delivered, and searches YouTube once', async () => {
    const { token } = await registerUser(running.server);
    const res = await call(running.server, 'POST', '/api/search', { token, body: IDEA });
    expect(res.status).toBe(200);
    const ids: string[] = res.json.results.map((r: { id: string }) => r.id);
    expect(ids).toContain('reddit:fb005');
    const found = res.json.results.find((r: { id: string }) => r.id === 'reddit:fb005');
    expect(found.relevanceScore).toBeGreaterThanOrEqual(0.3);
    // The founder's own words still rank first.
    expect(ids).toContain('reddit:fb003');
    expect(ids.indexOf('reddit:fb005')).toBeGreaterThan(ids.indexOf('reddit:fb003'));

    const searches = running.platforms.calls.filter((c) => c.path === '/search');
    const redditQueries = searches.filter((c) => !c.query.has('key')).map((c) => c.query.get('q') ?? '');
    expect(redditQueries.some((q) => /retainer/i.test(q) && /bookkeeper/i.test(q))).toBe(true);
    expect(redditQueries.filter((q) => /retainer|bookkeeper/i.test(q)).every((q) => !/invoice|freelancer/i.test(q))).toBe(true);
    expect(searches.filter((c) => c.query.has('key'))).toHaveLength(1);

    expect(res.json.platforms.reddit).toMatchObject({ status: 'ok' });
    expect(res.json.current_usage).toBe(ids.length);
  });
});

describe('the second pass opens threads the first did not', () => {
  const reply = (id: string, body: string): WorldComment => ({ id, author: `u_${id}`, body, score: 3 });
  const withReplies = (p: WorldPost): WorldPost => ({ ...p, comments: [reply(`${p.id}c1`, 'Same here, my retainer clients pay late every month and I would pay for this.')] });
  const running = serving([...FIRST_PASS, OWN_WORDS].map(withReplies));

  it('reads each thread once, the one only the second pass finds included', async () => {
    const { token } = await registerUser(running.server);
    const res = await call(running.server, 'POST', '/api/search', { token, body: IDEA });
    expect(res.status).toBe(200);
    const opened = running.platforms.calls.filter((c) => c.path.startsWith('/comments/')).map((c) => c.path.slice('/comments/'.length));
    // The second pass asks for more comments per thread (fewer threads), so a re-read would be a new request.
    expect(opened.sort()).toEqual(['fb001', 'fb002', 'fb003', 'fb004', 'fb005']);
  });
});
