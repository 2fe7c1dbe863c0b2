import { describe, expect, it } from 'vitest';
import { discoursePlan, firstIssue, isPrivateAddress, parseDiscourseQuery, queryFacets, searchParamsSchema } from '../src/index';

const search = (forums: unknown) => searchParamsSchema.safeParse({ searchType: 'business_idea', businessIdea: 'invoice reminders for freelancers', forums });

describe('a search’s forums', () => {
  it.each<[string, unknown, string[] | undefined]>([
    ['kept as origin and path, without the trailing slash, query or fragment', ['https://forum.example.org/', 'http://community.example.com/forum/?x=1#top'], ['https://forum.example.org', 'http://community.example.com/forum']],
    ['blank lines dropped and repeats kept once', ['  https://Forum.Example.org ', '', 'https://forum.example.org/'], ['https://forum.example.org']],
    ['an international name in its ASCII form', ['https://форум.пример.рф'], ['https://xn--l1adgmc.xn--e1afmkfd.xn--p1ai']],
    ['none named: the search has no forums', [], undefined],
    ['a host name in a private network is only checked when it is called', ['http://localhost:4000'], ['http://localhost:4000']],
  ])('%s', (_, forums, expected) => {
    const parsed = search(forums);
    expect(parsed.success).toBe(true);
    expect(parsed.data!.forums).toEqual(expected);
  });

  it.each<[string, unknown, string, string | undefined]>([
    ['too many', ['a', 'b', 'c', 'd', 'e', 'f'].map((h) => `https://${h}.example.org`), 'At most 5 forums can be searched at once', 'forums'],
    ['not a URL', ['forum.example.org'], '“forum.example.org” is not a forum address: use its web address, like https://forum.example.org', 'forums.0'],
    ['another scheme', ['https://ok.example.org', 'ftp://forum.example.org'], '“ftp://forum.example.org” is not a forum address: use its web address, like https://forum.example.org', 'forums.1'],
    ['a password in it', ['https://me:secret@forum.example.org'], '“https://me:secret@forum.example.org” is not a forum address: use its web address, like https://forum.example.org', 'forums.0'],
    ['loopback', ['http://127.0.0.1:8080'], '127.0.0.1 points to a private network address, which is not allowed', 'forums.0'],
    ['a private range', ['https://10.1.2.3'], '10.1.2.3 points to a private network address, which is not allowed', 'forums.0'],
    ['cloud metadata', ['http://169.254.169.254/latest'], '169.254.169.254 points to a private network address, which is not allowed', 'forums.0'],
    ['IPv6 loopback', ['http://[::1]:3000'], '[::1] points to a private network address, which is not allowed', 'forums.0'],
    ['an IPv4-mapped IPv6 address', ['http://[::ffff:192.168.0.1]'], '[::ffff:c0a8:1] points to a private network address, which is not allowed', 'forums.0'],
    ['a number written another way', ['http://0x7f.1'], '127.0.0.1 points to a private network address, which is not allowed', 'forums.0'],
    ['not a list', 'https://forum.example.org', 'Forums must be a list of forum addresses', 'forums'],
  ])('refuses %s with a clear message', (_, forums, message, field) => {
    const parsed = search(forums);
    expect(parsed.success).toBe(false);
    expect(firstIssue(parsed.error!)).toEqual({ message, field });
  });
});

describe('private addresses (the webhooks’ and the forums’ rule)', () => {
  it.each<[string, boolean]>([
    ['127.0.0.1', true],
    ['10.255.0.1', true],
    ['100.64.1.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['0.0.0.0', true],
    ['8.8.8.8', false],
    ['::', true],
    ['::1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['2606:4700::1111', false],
    ['forum.example.org', false],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('the forums plan', () => {
  it('searches each forum for the two best terms, backing off to the best alone, each query naming its forum', () => {
    const forums = ['https://forum.example.org', 'https://community.example.com/forum'];
    const plan = discoursePlan(queryFacets('invoice reminders for freelancers', 'business_idea'), forums);
    expect(plan.queries.map((q) => parseDiscourseQuery(q)!.forum)).toEqual(forums);
    expect(parseDiscourseQuery(plan.queries[0]!)!.q.split(' ')).toHaveLength(2);
    expect(plan.broader.map((b) => b.map((x) => parseDiscourseQuery(x)!.q.split(' ').length))).toEqual([[1], [1]]);
  });

  it.each<[string, string, number]>([
    // Issue 24: the second pain point used to go unsearched on forums.
    ['two pain points, each searched', 'forgetting to cancel free trials, subscriptions that are hard to cancel', 2],
    ['one need', 'invoice reminders for freelancers', 1],
    ['five items, bounded at three a forum', 'late payments, tax deadlines, meal planning, café rota 🍽️, 家計簿 budgeting', 3],
  ])('plans every pain point on every forum, at most three heads a forum: %s', (_name, text, perForum) => {
    const forums = ['https://forum.example.org', 'https://talk.example.com'];
    const plan = discoursePlan(queryFacets(text, 'pain_points'), forums);
    const forumOf = (q: string) => parseDiscourseQuery(q)!.forum;
    expect(plan.queries.filter((q) => forumOf(q) === 'https://forum.example.org')).toHaveLength(perForum);
    expect(plan.queries.filter((q) => forumOf(q) === 'https://talk.example.com')).toHaveLength(perForum);
    expect(new Set(plan.queries).size).toBe(plan.queries.length);
    plan.broader.forEach((b, i) => b.forEach((x) => expect(forumOf(x)).toBe(forumOf(plan.queries[i]!))));
  });

  it('searches the second pain point too: its words reach the forum plan', () => {
    const plan = discoursePlan(queryFacets('forgetting to cancel free trials, subscriptions that are hard to cancel', 'pain_points'), ['https://forum.example.org']);
    const words = plan.queries.map((q) => parseDiscourseQuery(q)!.q).join(' | ');
    expect(words).toMatch(/trial/);
    expect(words).toMatch(/subscription/);
  });

  it('searches nothing without forums or without words', () => {
    expect(discoursePlan(queryFacets('invoice reminders', 'business_idea'), [])).toEqual({ queries: [], broader: [] });
    expect(discoursePlan(queryFacets('  ', 'business_idea'), ['https://forum.example.org'])).toEqual({ queries: [], broader: [] });
    expect(parseDiscourseQuery('invoice reminders')).toBeNull();
  });
});
