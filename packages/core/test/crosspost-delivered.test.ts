import { describe, expect, it } from 'vitest';
import { CROSS_POST_WINDOW_SECONDS, type CrossPostEntry } from '../src/crosspost';
import {
  crossPostLookup,
  crossPostRecord,
  crossPostsOfDelivered,
  withAlsoPosted,
  type IdentifiedPost,
} from '../src/crosspost-delivered';
import { ALSO_POSTED_MAX } from '../src/saved';
import type { AlsoPosted } from '../src/signal';
import { HOUR, post, T0 } from './support/cross-post';

const at = (id: string, p: CrossPostEntry): IdentifiedPost => ({ id, post: p });

const INVOICES = post(
  'How do you get clients to pay on time?',
  "I'm a freelance designer and about a third of my invoices get paid 30+ days late. I send polite reminders by hand but it's awkward and I forget. Is there a tool that chases late invoices automatically without sounding like a debt collector? Happy to pay a few bucks a month.",
);
/** The same question reworded for another community. */
const reworded = (extra: Partial<CrossPostEntry> = {}) =>
  post(
    'Any tool that automatically chases late invoices?',
    'Freelance designer here, a third of my invoices get paid 30+ days late. Is there a tool that chases late invoices automatically without sounding like a debt collector? Happy to pay a few bucks a month.',
    { createdUtc: T0 + 5 * HOUR, ...extra },
  );
const PRICING = post(
  'Freelancers: how do you price logo work?',
  "I'm a freelance designer and I never know what to quote for a logo. Hourly feels wrong and clients balk at flat fees. Is there a tool or a rule of thumb for pricing small design jobs?",
  { createdUtc: T0 + 2 * HOUR },
);

const CASES: [name: string, fresh: IdentifiedPost[], delivered: IdentifiedPost[], expected: Record<string, string>][] = [
  ['a reworded cross-post of a delivered post', [at('r:b', reworded())], [at('r:a', INVOICES)], { 'r:b': 'r:a' }],
  [
    'the author’s name in another case',
    [at('r:b', reworded({ author: 'Frugal_Heron_4410' }))],
    [at('r:a', INVOICES)],
    { 'r:b': 'r:a' },
  ],
  ['a stranger’s post in the same words', [at('r:b', reworded({ author: 'Rusty_Walrus_812' }))], [at('r:a', INVOICES)], {}],
  ['the same author’s other question', [at('r:c', PRICING)], [at('r:a', INVOICES)], {}],
  [
    'asked again after the window',
    [at('r:b', reworded({ createdUtc: T0 + CROSS_POST_WINDOW_SECONDS + HOUR }))],
    [at('r:a', INVOICES)],
    {},
  ],
  ['the same name on another platform', [at('hn:b', reworded({ platform: 'hackernews' }))], [at('r:a', INVOICES)], {}],
  ['a deleted author', [at('r:b', reworded({ author: '[deleted]' }))], [at('r:a', { ...INVOICES, author: '[deleted]' })], {}],
  ['the delivered post itself (its id already says so)', [at('r:a', INVOICES)], [at('r:a', INVOICES)], {}],
  [
    'a third copy: the delivered one nearest in time',
    [at('r:c', reworded({ createdUtc: T0 + 30 * HOUR }))],
    [at('r:a', INVOICES), at('r:b', reworded({ createdUtc: T0 + 20 * HOUR }))],
    { 'r:c': 'r:b' },
  ],
  [
    'two as near: the smaller id, whatever the order',
    [at('r:c', reworded({ createdUtc: T0 + 10 * HOUR }))],
    [at('r:z', reworded({ createdUtc: T0 + 20 * HOUR })), at('r:a', INVOICES)],
    { 'r:c': 'r:a' },
  ],
  [
    'several fresh posts: only the cross-post matches',
    [at('r:b', reworded()), at('r:c', PRICING), at('r:d', reworded({ author: 'Rusty_Walrus_812' }))],
    [at('r:a', INVOICES)],
    { 'r:b': 'r:a' },
  ],
  ['nothing delivered', [at('r:b', reworded())], [], {}],
];

describe('crossPostsOfDelivered', () => {
  it.each(CASES)('%s', (_name, fresh, delivered, expected) => {
    expect(Object.fromEntries(crossPostsOfDelivered(fresh, delivered))).toEqual(expected);
  });
});

describe('crossPostLookup', () => {
  it.each<[name: string, fresh: CrossPostEntry[], expected: ReturnType<typeof crossPostLookup>]>([
    [
      'each author once, from a window before the earliest post',
      [reworded(), INVOICES, PRICING, reworded({ author: 'Rusty_Walrus_812', createdUtc: T0 + 9 * HOUR })],
      { keys: ['reddit:frugal_heron_4410', 'reddit:rusty_walrus_812'], since: T0 - CROSS_POST_WINDOW_SECONDS },
    ],
    [
      'no one who can cross-post: nothing to look up',
      [reworded({ author: '[deleted]' }), reworded({ platform: 'youtube', author: 'Studio Dana' })],
      null,
    ],
    ['nothing fresh', [], null],
  ])('%s', (_name, fresh, expected) => {
    expect(crossPostLookup(fresh)).toEqual(expected);
  });
});

describe('crossPostRecord', () => {
  it.each<[name: string, item: CrossPostEntry & Record<string, unknown>, expected: ReturnType<typeof crossPostRecord>]>([
    [
      'a post keeps its author’s key and its own fields only',
      { ...INVOICES, url: 'https://www.reddit.com/r/freelance/comments/a/', engagement: { upvotes: 3, comments: 0, views: 0 } },
      { key: 'reddit:frugal_heron_4410', post: INVOICES },
    ],
    ['a YouTube video has no cross-posts', { ...INVOICES, platform: 'youtube' }, null],
    ['nor a deleted author', { ...INVOICES, author: '[deleted]' }, null],
  ])('%s', (_name, item, expected) => {
    expect(crossPostRecord(item)).toEqual(expected);
  });
});

const link = (n: number): AlsoPosted => ({ url: `https://www.reddit.com/r/s${n}/comments/x${n}/`, source: `r/s${n}` });
const OWN = 'https://www.reddit.com/r/freelance/comments/a/';

describe('withAlsoPosted', () => {
  it.each<[name: string, existing: AlsoPosted[], added: AlsoPosted[], expected: AlsoPosted[]]>([
    ['a new link after the earlier ones', [link(1)], [link(2)], [link(1), link(2)]],
    ['none before', [], [link(2), link(3)], [link(2), link(3)]],
    ['a link it already has, once', [link(1), link(2)], [link(2)], [link(1), link(2)]],
    ['never its own link', [link(1)], [link(2), { url: OWN, source: 'r/freelance' }], [link(1), link(2)]],
    [
      `at most ${ALSO_POSTED_MAX}, the earlier ones kept`,
      Array.from({ length: ALSO_POSTED_MAX }, (_, i) => link(i)),
      [link(99)],
      Array.from({ length: ALSO_POSTED_MAX }, (_, i) => link(i)),
    ],
  ])('%s', (_name, existing, added, expected) => {
    expect(withAlsoPosted(OWN, existing, added)).toEqual(expected);
  });
});
