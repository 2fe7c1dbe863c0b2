/**
 * The search eval's GitHub (bench/search-eval/github.ts) must search the way `/search/issues`
 * does, or the eval measures the wrong thing: every word required, quoted phrases in a row,
 * `is:issue` leaves pull requests out, `in:` narrows the fields, `created:` bounds the date; and
 * it must answer in the shapes the app's connector reads (bots and pull requests marked).
 */
import { createGitHubConnector } from '@firstsignal/sources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botComment, botIssue, githubDiscussion, githubIssue, githubPullRequest } from '../search-eval/corpus/github';
import { topic } from '../search-eval/corpus/types';
import { GITHUB_TOKEN, githubSearch } from '../search-eval/github';
import { startEvalPlatforms, type EvalPlatformServer } from '../search-eval/platform';
import { buildWorld } from '../search-eval/world';

const L = [3, 'FR', 'M'] as const;
const NOW = 1_790_000_000;
const world = buildWorld(
  [
    topic('trials', 'tune', 'pain_points', 'forgetting to cancel free trials', [
      githubIssue(
        'subtrack/subtrack',
        'Remind me before a free trial ends 💸',
        '**Is your feature request related to a problem?**\r\nI forgot to cancel two trials &amp; got charged 😤 👩🏽‍💻 — "תזכורת" for my Hebrew bank too.',
        L,
        [
          ['+1, the streaming ones get me every time.', [3, 'PP', 'M']],
          botComment('stale', 'This issue has been automatically marked as stale.'),
          ['[deleted]', [1, 'DI', 'L']],
        ],
        { daysAgo: 3 },
      ),
      githubPullRequest('subtrack/subtrack', 'Free trial reminders', 'Adds a reminder before a free trial ends.'),
      githubDiscussion(
        'subtrack/subtrack',
        'Ideas',
        'Idea: a calendar of every free trial 📅',
        'I lose track of which free trial ends when &amp; pay for all of them. مرحبا',
        L,
        [
          ['Yes! I would pay for this.', [3, 'BI', 'H']],
          botComment('welcome', 'Thanks for your first discussion!'),
        ],
        { daysAgo: 2 },
      ),
      botIssue('subtrack/subtrack', 'renovate', 'Dependency Dashboard: free trial of renovate pro', 'Updates.'),
      githubIssue(
        'trialdesk/trialdesk',
        'Clinical trial form cancels on submit',
        'The free text field is lost.',
        [0, 'CO', 'M'],
        [],
        {
          daysAgo: 60,
        },
      ),
    ]),
  ],
  [],
  { now: NOW, platforms: ['github'] },
);
const titles = (q: string) => githubSearch(world, q).map((t) => t.title.split(':')[0]!.split(' ').slice(0, 2).join(' '));

describe('GitHub issue search semantics (eval stand-in)', () => {
  it.each([
    ['every word is required, plurals folded', 'trials cancel', ['Remind me', 'Clinical trial']],
    ['…anywhere in the issue', 'charged streaming', ['Remind me']],
    [
      'without is:issue, pull requests are listed too',
      'free trial',
      ['Free trial', 'Remind me', 'Clinical trial', 'Dependency Dashboard'],
    ],
    ['is:issue leaves them out', 'free trial is:issue', ['Remind me', 'Clinical trial', 'Dependency Dashboard']],
    ['discussions are never listed by issue search', 'calendar', []],
    ['a quoted phrase must be in a row', '"ends trial" is:issue', []],
    ['in:title narrows the fields', 'free in:title is:issue', ['Remind me', 'Dependency Dashboard']],
    [
      'created:>= bounds the date',
      `trial -dashboard is:issue created:>=${new Date((NOW - 10 * 86_400) * 1000).toISOString().slice(0, 10)}`,
      ['Remind me'],
    ],
    ['-word excludes', 'trial -clinical is:issue', ['Remind me', 'Dependency Dashboard']],
  ])('%s', (_name, q, expected) => {
    expect(titles(q).sort()).toEqual([...expected].sort());
  });

  it('a comment matches unless in: leaves comments out', () => {
    expect(titles('streaming is:issue')).toEqual(['Remind me']);
    expect(titles('streaming in:title,body is:issue')).toEqual([]);
  });
});

describe('the GitHub routes, read by the app’s connector', () => {
  let server: EvalPlatformServer;
  beforeAll(async () => {
    server = await startEvalPlatforms(world);
  });
  afterAll(async () => server?.close());

  it('answers in the API’s shapes: the connector reads the issue as text and its people’s comments, never a bot’s or a pull request', async () => {
    server.resetMeter();
    const gh = createGitHubConnector({
      apiUrl: server.env.GITHUB_API_URL!,
      token: GITHUB_TOKEN,
      timeoutMs: 5000,
      budgetMs: 10_000,
    });
    const items = await gh.search({ queries: ['"free trial" in:title,body'], timeRange: '', limit: 10 });
    const issue = world.threads.find((t) => t.title.startsWith('Remind me'))!;
    expect(items.find((i) => i.type === 'post' && i.nativeId === issue.id)).toMatchObject({
      title: 'Remind me before a free trial ends 💸',
      text: 'Is your feature request related to a problem?\nI forgot to cancel two trials & got charged 😤 👩🏽‍💻 — "תזכורת" for my Hebrew bank too.',
      source: 'subtrack/subtrack',
      url: expect.stringMatching(/^https:\/\/github\.com\/subtrack\/subtrack\/issues\/\d+$/),
    });
    expect(items.map((i) => i.title)).not.toContain('Free trial reminders');
    expect(items.map((i) => i.title)).not.toContain('Dependency Dashboard: free trial of renovate pro');
    expect(items.filter((i) => i.type === 'comment').map((i) => i.text).sort()).toEqual([
      '+1, the streaming ones get me every time.',
      'Yes! I would pay for this.',
    ]);
    // The discussion, through GraphQL, as the world's thread (worldKey maps its node id back).
    const discussion = world.threads.find((t) => t.title.startsWith('Idea:'))!;
    const found = items.find((i) => i.nativeId.startsWith('discussion-'))!;
    expect(found).toMatchObject({
      type: 'post',
      text: 'I lose track of which free trial ends when & pay for all of them. مرحبا',
      url: expect.stringMatching(/^https:\/\/github\.com\/subtrack\/subtrack\/discussions\/\d+$/),
    });
    expect(server.worldKey(`github:${found.nativeId}`)).toBe(discussion.key);
    const reply = items.find((i) => i.nativeId.startsWith('discussion-comment-'))!;
    expect(server.worldKey(`github:${reply.nativeId}`)).toBe(discussion.allComments[0]!.key);
    expect(server.meter.log.map((r) => `${r.status} ${r.path.replace(/issues\/\d+/, 'issues/N')}`).sort()).toEqual([
      '200 /github/graphql',
      '200 /github/repos/subtrack/subtrack/issues/N/comments',
      '200 /github/search/issues',
    ]);
  });

  it('answers GraphQL only to a signed-in caller', async () => {
    const res = await fetch(`${server.env.GITHUB_API_URL}/graphql`, { method: 'POST', body: JSON.stringify({ query: 'query { search(type: DISCUSSION, query: "trial", first: 5) { nodes { id } } }' }) });
    expect(res.status).toBe(401);
  });

  it('refuses a wrong token and answers a spent search minute with 403 and x-ratelimit-remaining: 0', async () => {
    server.resetMeter();
    const url = `${server.env.GITHUB_API_URL}/search/issues?q=trial`;
    const bad = await fetch(url, { headers: { Authorization: 'Bearer nope' } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ message: 'Bad credentials' });
    // Without a token: 10 searches a minute.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await fetch(url)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 403]);
    const spent = await fetch(url);
    expect(spent.headers.get('x-ratelimit-remaining')).toBe('0');
  });
});
