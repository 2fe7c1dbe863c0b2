/**
 * For the saving tests: conversations the platforms "hold" (mutable, so a re-run can find new
 * ones), connectors that serve them in place of Reddit, YouTube and Hacker News, and an app
 * started over a fresh database with those connectors.
 */
import { SEARCHABLE_PLATFORMS, type RawItem, type SearchablePlatform } from '@firstsignal/core';
import { createTestDb, type TestDbKind } from '@firstsignal/db/testing';
import { expect } from 'vitest';
import type { Connector, PlatformSearchRequest } from '@firstsignal/sources';
import { parseEnv } from '../../src/env';
import type { AppDeps } from '../../src/context';
import type { Connectors } from '../../src/search/platforms';
import { serveApp } from './app-server';
import { call, TEST_DATABASE_URL } from './harness';

export const QUERY = 'invoice tool for freelancers';

export const SEARCH_PARAMS = {
  searchType: 'business_idea',
  businessIdea: QUERY,
  platforms: ['reddit', 'youtube'],
  timeRange: 'month',
  maxResults: 10,
} as const;

const DAY = 86_400;

const WHERE: Record<SearchablePlatform, (id: string) => Pick<RawItem, 'url' | 'source' | 'author' | 'engagement'>> = {
  reddit: (id) => ({
    url: `https://www.reddit.com/r/freelance/comments/${id}/post/`,
    source: 'r/freelance',
    author: `author_${id}`,
    engagement: { upvotes: 12, comments: 4, views: 0 },
  }),
  youtube: (id) => ({
    url: `https://www.youtube.com/watch?v=${id}`,
    source: 'Freelance Finance',
    author: 'Freelance Finance',
    engagement: { upvotes: 40, comments: 9, views: 1200 },
  }),
  hackernews: (id) => ({
    url: `https://news.ycombinator.com/item?id=${id}`,
    source: 'Ask HN',
    author: `hn_${id}`,
    engagement: { upvotes: 87, comments: 31, views: 0 },
  }),
  stackexchange: (id) => ({
    url: `https://freelancing.stackexchange.com/questions/${id}/post`,
    source: 'freelancing.stackexchange.com · asker (CC BY-SA)',
    author: 'asker',
    engagement: { upvotes: 6, comments: 2, views: 300 },
  }),
  github: (id) => ({
    url: `https://github.com/invoicely/invoicely/issues/${id}`,
    source: 'invoicely/invoicely',
    author: 'filer',
    engagement: { upvotes: 9, comments: 3, views: 0 },
  }),
  lemmy: (id) => ({
    url: `https://lemmy.world/post/${id}`,
    source: '!freelance@lemmy.world · poster@lemmy.world',
    author: 'poster@lemmy.world',
    engagement: { upvotes: 21, comments: 5, views: 0 },
  }),
  bluesky: (id) => ({
    url: `https://bsky.app/profile/founder.bsky.social/post/${id}`,
    source: 'Bluesky · @founder.bsky.social',
    author: '@founder.bsky.social',
    engagement: { upvotes: 12, comments: 3, views: 0 },
  }),
  appstore: (_id) => ({
    url: `https://apps.apple.com/us/app/invoice-simple/id694831622`,
    source: 'Invoice Simple · ★★☆☆☆ review',
    author: 'reviewer',
    engagement: { upvotes: 3, comments: 0, views: 0 },
  }),
  discourse: (id) => ({
    url: `https://forum.example.org/t/invoice-reminders/${id}`,
    source: 'forum.example.org › Freelancing · mira_k',
    author: 'mira_k',
    engagement: { upvotes: 4, comments: 3, views: 120 },
  }),
};

/** A post as a connector returns it: a Reddit post in r/freelance, a YouTube video or an Ask HN story. */
export function post(platform: SearchablePlatform, id: string, title: string, text: string, ageDays = 1): RawItem {
  return { platform, nativeId: id, type: 'post', title, text, createdUtc: Math.floor(Date.now() / 1000) - ageDays * DAY, ...WHERE[platform](id) };
}

/** Three conversations clearly about the query, and one that is noise (dropped by scoring). */
export const FIRST_ITEMS: RawItem[] = [
  post(
    'reddit',
    'inv001',
    'Looking for a simple invoice tool for freelancers',
    'I am a freelance designer and need an invoicing tool that handles recurring invoices. Happy to pay for something good. Any recommendations?',
  ),
  post(
    'reddit',
    'inv002',
    'Invoicing as a freelancer is killing me',
    'Chasing clients for unpaid invoices every month. My spreadsheet invoice system is a mess. Is there a better invoice tool?',
  ),
  post(
    'youtube',
    'vidinv003',
    'Best invoice tools for freelancers',
    'We compare invoicing software for freelancers: recurring invoices, reminders and payments.',
  ),
  post('reddit', 'cat004', 'My cat photos', 'Here are some photos of my cat sleeping on the couch.'),
];

/** A conversation that appears later: the next re-run finds it new. */
export const LATER_ITEM = post(
  'reddit',
  'inv005',
  'Freelancers: which invoice app sends automatic payment reminders?',
  'I keep forgetting to follow up on invoices. Need an invoice tool for freelancers with automatic reminders, will pay monthly.',
);

export interface World {
  items: RawItem[];
  requests: { platform: string; request: PlatformSearchRequest }[];
  /** Awaited by every platform search before it answers: what the founder does while a search runs. */
  whileSearching?: () => Promise<void>;
}

export function createWorld(items: RawItem[] = FIRST_ITEMS): World {
  return { items: [...items], requests: [] };
}

/** Connectors answering from the world, recording every request; a `since` (monitoring) keeps what is newer. */
export function worldConnectors(world: World): Connectors {
  const connector = (platform: SearchablePlatform): Connector => ({
    platform,
    configured: true,
    missingSettings: [],
    async search(request: PlatformSearchRequest) {
      world.requests.push({ platform, request });
      await world.whileSearching?.();
      return world.items.filter((i) => i.platform === platform && (request.since === undefined || i.createdUtc >= request.since));
    },
  });
  return Object.fromEntries(SEARCHABLE_PLATFORMS.map((p) => [p, connector(p)])) as Connectors;
}

/** The real app over real HTTP on a fresh database, with the world's connectors. */
export async function startWorldServer(
  kind: TestDbKind,
  world: World,
  { settings, ...options }: Pick<AppDeps, 'now' | 'authLimits'> & { settings?: Record<string, string> } = {},
) {
  const handle = await createTestDb(kind, TEST_DATABASE_URL);
  const env = parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...settings });
  const served = await serveApp({ env, db: handle.db, connectors: worldConnectors(world), ...options });
  return {
    ...served,
    db: handle.db,
    async close() {
      await served.close();
      await handle.close();
    },
  };
}

/** A tRPC call over HTTP the way the web client makes it (no transformer): `{status, data, error}`. */
export async function trpc(server: { url: string }, token: string, kind: 'query' | 'mutation', path: string, input?: unknown) {
  const query = kind === 'query' && input !== undefined ? `?input=${encodeURIComponent(JSON.stringify(input))}` : '';
  const response = await fetch(`${server.url}/trpc/${path}${query}`, {
    method: kind === 'query' ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(kind === 'mutation' ? { 'content-type': 'application/json' } : {}) },
    body: kind === 'mutation' ? JSON.stringify(input ?? null) : undefined,
  });
  const json = (await response.json()) as {
    result?: { data: any };
    error?: { message: string; data: { code: string; httpStatus: number; field?: string } };
  };
  // Only retry-after of the headers: whole answers are compared with toEqual, and `date` moves.
  return { status: response.status, retryAfter: response.headers.get('retry-after'), data: json.result?.data, error: json.error };
}

/**
 * What is computed from one user's run or saved search (themes, audiences) is theirs alone:
 * another user gets a 404 on each REST path and tRPC query (never a hint that it exists), and a
 * caller without a session a 401 on the first path.
 */
export async function expectOwnerOnly(server: { url: string }, strangerToken: string, paths: readonly string[], queries: readonly [procedure: string, input: unknown][]) {
  for (const path of paths) {
    const res = await call(server, 'GET', path, { token: strangerToken });
    expect(res.status, path).toBe(404);
    expect(res.json.error).toMatch(/not found/i);
  }
  for (const [procedure, input] of queries) expect((await trpc(server, strangerToken, 'query', procedure, input)).error?.data.httpStatus, procedure).toBe(404);
  expect((await call(server, 'GET', paths[0]!)).status).toBe(401);
}
