/**
 * Platform faults under concurrent searches (issue 11): Reddit or YouTube answering 429 or 5xx,
 * not answering at all, or sending cut-off JSON. Each search says which platform failed and how, the
 * one that works still delivers, and nobody is charged for what the broken one did not deliver.
 */
import { schema } from '@firstsignal/db';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from './support/harness';
import { usePlatformApp } from './support/platform-app';
import type { PlatformFault } from './support/platform-server';

const IDEA = { searchType: 'business_idea', platforms: ['reddit', 'youtube'], intentLevel: 'high', timeRange: '' };
/** Searches sent at once for each fault. */
const USERS = 4;

/** The platform's status and what the founder reads for each fault (apps/api/src/search/platforms.ts). */
const SEEN: Record<PlatformFault, (platform: string) => { status: string; message: string }> = {
  'too many requests': (p) => ({
    status: 'rate limited',
    message: `${p} is rate limiting us right now. Please try again shortly.`,
  }),
  'server error': (p) => ({ status: 'failed', message: `${p} answered with an error` }),
  hang: (p) => ({ status: 'failed', message: `${p} did not answer in time` }),
  garbage: (p) => ({ status: 'failed', message: `${p} answered with an error` }),
};

const FAULTS: PlatformFault[] = ['too many requests', 'server error', 'hang', 'garbage'];

describe.each(FAULTS)('searches while the platforms fail with %s', (fault) => {
  const app = usePlatformApp();

  /**
   * USERS new users searching at once; each answer with the user's usage read afterwards. Each
   * test searches words of its own: what a platform answered earlier is cached for minutes.
   */
  async function searchAtOnce(businessIdea: string) {
    const users = await Promise.all(Array.from({ length: USERS }, () => registerUser(app.server)));
    const answers = await Promise.all(
      users.map(({ token }) =>
        call(app.server, 'POST', '/api/search', { token, body: { ...IDEA, businessIdea, maxResults: 5 } }),
      ),
    );
    const used = await Promise.all(
      users.map(
        async ({ token }) => (await call(app.server, 'GET', '/api/user/usage', { token })).json.data.results_used as number,
      ),
    );
    return answers.map((res, i) => ({ res, used: used[i]! }));
  }

  it(
    'delivers from YouTube when Reddit fails, names the fault and charges only what was delivered',
    async () => {
      app.platforms.behaviour.redditFault = fault;
      app.platforms.behaviour.youtubeFault = undefined;
      for (const { res, used } of await searchAtOnce('automatic invoice reminders for freelancers')) {
        expect(res.status).toBe(200);
        expect(res.json.platforms.reddit).toMatchObject(SEEN[fault]('Reddit'));
        expect(res.json.platforms.youtube.status).toBe('ok');
        expect(res.json.results.length).toBeGreaterThan(0);
        expect(res.json.results.every((r: { platform: string }) => r.platform === 'youtube')).toBe(true);
        expect(used).toBe(res.json.results.length);
      }
    },
  );

  it('answers 503 naming both platforms when both fail, charges nothing and stores no run', async () => {
    app.platforms.behaviour.redditFault = fault;
    app.platforms.behaviour.youtubeFault = fault;
    const runsBefore = (await app.server.app.services.db.select().from(schema.searchRuns)).length;
    for (const { res, used } of await searchAtOnce('chasing late paying clients for unpaid invoices')) {
      expect(res.status).toBe(503);
      const status = SEEN[fault]('').status;
      expect(res.json.error).toBe(`Search failed. Reddit: ${status}; YouTube: ${status}.`);
      expect(res.json.platforms.reddit).toMatchObject(SEEN[fault]('Reddit'));
      expect(res.json.platforms.youtube).toMatchObject(SEEN[fault]('YouTube'));
      expect(used).toBe(0);
    }
    expect(await app.server.app.services.db.select().from(schema.searchRuns)).toHaveLength(runsBefore);
    // The server is healthy afterwards: the next search, with the platforms back, delivers.
    app.platforms.behaviour.redditFault = undefined;
    app.platforms.behaviour.youtubeFault = undefined;
    const { token } = await registerUser(app.server);
    const after = await call(app.server, 'POST', '/api/search', {
      token,
      body: { ...IDEA, businessIdea: 'invoice reminders for freelance designers', maxResults: 5 },
    });
    expect(after.status).toBe(200);
    expect(after.json.platforms.reddit.status).toBe('ok');
    expect(after.json.platforms.youtube.status).toBe('ok');
  });
});
