/**
 * Issue 23: one person's question posted again in another subreddit, reworded, is one signal: it
 * is delivered and charged once, says where else it was posted, and keeps saying so when the run
 * is reopened or the signal saved.
 */
import { describe, expect, it } from 'vitest';
import { call, registerUser } from './support/harness';
import { REWORDED_CROSSPOST } from './support/conversations';
import { usePlatformApp } from './support/platform-app';

const SEARCH = {
  searchType: 'business_idea',
  businessIdea: 'automatic invoice reminders for freelancers',
  platforms: ['reddit'],
  maxResults: 10,
};

describe('a reworded cross-post', () => {
  const app = usePlatformApp({ posts: REWORDED_CROSSPOST, videos: [] });

  it('is one signal, charged once, that says where else it was posted', async () => {
    const { server } = app;
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: SEARCH });
    expect(res.status).toBe(200);
    const { results, search_info } = res.json;
    // The more engaged post is kept; the other is a link on it.
    expect(results.map((r: { id: string }) => r.id)).toEqual(['reddit:xpo001']);
    expect(results[0].also_posted).toEqual([
      { url: 'https://www.reddit.com/r/smallbusiness/comments/xpo002/x/', source: 'r/smallbusiness' },
    ]);
    expect(results[0].reason).toContain('also posted once more');
    expect(search_info).toMatchObject({ actual_results: 1, has_more: false });
    expect((await call(server, 'GET', '/api/user/usage', { token })).json.data).toMatchObject({ results_used: 1 });

    const input = encodeURIComponent(JSON.stringify({ id: search_info.search_id }));
    const stored = await call(server, 'GET', `/trpc/search.stored?input=${input}`, { token });
    expect(stored.json.result.data.results[0].also_posted).toEqual(results[0].also_posted);

    const created = await call(server, 'POST', '/api/searches', {
      token,
      body: { name: 'Invoices', searchParams: SEARCH, signals: results },
    });
    expect(created.status).toBe(201);
    const saved = await call(server, 'GET', `/api/searches/${created.json.search.id}`, { token });
    expect(JSON.stringify(saved.json)).toContain(JSON.stringify({ also_posted: results[0].also_posted }).slice(1, -1));
  });
});
