/**
 * A local stand-in for Algolia's Hacker News API (decisions §9), answering in its real shapes and
 * with its query semantics (both from @firstsignal/sources/testing/hackernews): every query word
 * must appear (a typo or two tolerated, the last word as a prefix), `tags` (comma = AND,
 * parentheses = OR), `numericFilters`, `page` and `hitsPerPage`; `/search` ranks title matches,
 * then points and comments, `/search_by_date` newest first; `/items/:id` is the whole tree. Dead
 * and deleted items are never in search, as on the real index. It serves the
 * small world of threads below (written for FirstSignal, not recorded) and can misbehave on
 * demand: a 429, a 5xx, a hanging answer or malformed JSON. Tests point HN_API_URL at it.
 */
import { algoliaSearch, hnRecords, itemTree, type HnStoryDraft } from '@firstsignal/sources/testing/hackernews';
import { startUpstream, type RecordedCall, type Reply, type Upstream } from '@firstsignal/sources/testing';

const DAY = 86_400;
const ago = (days: number, seconds = 0) => Math.floor(Date.now() / 1000) - days * DAY + seconds;

/** Threads about chasing freelance invoices, and look-alikes that share a word but not the need. */
export function hnStories(): HnStoryDraft[] {
  return [
    {
      id: 39100001,
      author: 'lena_designs',
      title: 'Ask HN: How do freelancers get clients to pay invoices on time?',
      url: null,
      text: 'I&#x27;m a freelance designer. A third of my invoices are paid 30+ days late and I chase every one by hand.<p>Is there a tool that sends polite invoice reminders automatically? I&#x27;d happily pay for it.',
      points: 318,
      createdAt: ago(4),
      comments: [
        {
          id: 39100010,
          author: 'tomk',
          text: 'Same problem. I keep a spreadsheet of unpaid invoices and it is a <i>nightmare</i>. Following for recommendations.',
          createdAt: ago(4, 900),
          children: [
            {
              id: 39100011,
              author: 'bookkeeper_jo',
              text: 'Most invoicing software can send reminders; freelancers rarely switch it on. See <a href="https:&#x2F;&#x2F;example.com&#x2F;reminders" rel="nofollow">https:&#x2F;&#x2F;example.com&#x2F;reminders</a>',
              createdAt: ago(4, 1800),
            },
          ],
        },
        {
          id: 39100012,
          author: null,
          text: null,
          createdAt: ago(4, 1000),
          children: [
            {
              id: 39100013,
              author: 'ops_rachel',
              text: 'I would pay $15 a month for automatic invoice reminders that sound like me, not a collections agency.',
              createdAt: ago(4, 2000),
            },
          ],
        },
        { id: 39100014, author: 'spam4u', text: 'Cheap followers here', createdAt: ago(4, 1200), dead: true },
      ],
    },
    {
      id: 39100002,
      author: 'maker_sam',
      title: 'Show HN: Nudge – automatic invoice reminders for freelancers',
      url: 'https://nudge.example',
      text: 'We kept chasing our own clients, so we built this. It emails reminders on a schedule you set.',
      points: 127,
      createdAt: ago(10),
      comments: [
        {
          id: 39100020,
          author: 'priya_dev',
          text: 'Would love a Stripe integration so the reminder stops the moment the invoice is paid.',
          createdAt: ago(10, 600),
        },
        {
          id: 39100021,
          author: 'grumpy_contractor',
          text: 'My current invoicing tool sends reminders at 3am from a no-reply address. Clients ignore them. Please don&#x27;t do that.',
          createdAt: ago(10, 700),
        },
      ],
    },
    {
      id: 39100003,
      author: 'newsbot',
      title: 'Late invoices cost freelancers billions every year, survey finds',
      url: 'https://example.com/survey-late-invoices',
      text: null,
      points: 64,
      createdAt: ago(20),
      comments: [
        {
          id: 39100030,
          author: 'kai_writes',
          text: 'As a freelancer I have three invoices overdue right now. Chasing them is the worst part of the job.',
          createdAt: ago(20, 300),
        },
      ],
    },
    // Look-alikes: an invoice question that is not about freelancers, freelancers without invoices.
    {
      id: 39100004,
      author: 'pydev',
      title: 'Ask HN: Best open-source invoice OCR library for Python?',
      url: null,
      text: 'We scan supplier PDFs at work and need line items out of them.',
      points: 41,
      createdAt: ago(15),
      comments: [],
    },
    {
      id: 39100005,
      author: 'citydesk',
      title: 'Freelancers union wins new office space downtown',
      url: 'https://example.com/union-office',
      text: null,
      points: 12,
      createdAt: ago(8),
      comments: [],
    },
    // Killed: never in search.
    {
      id: 39100006,
      author: 'spam4u',
      title: 'Freelancers: invoice factoring, instant cash, click here',
      url: 'https://spam.example',
      text: null,
      points: 1,
      createdAt: ago(2),
      comments: [],
      dead: true,
    },
    // Older than a year.
    {
      id: 39100007,
      author: 'oldtimer',
      title: 'Ask HN: Freelancers, how do you handle invoice follow-ups?',
      url: null,
      text: 'Clients ghost me after the work is delivered. What is your follow-up routine?',
      points: 88,
      createdAt: ago(500),
      comments: [],
    },
  ];
}

export type HnFailure = 'rate_limited' | 'server_error' | 'hang' | 'malformed';

export interface HnBehaviour {
  /** Every search and items call fails this way. */
  failure?: HnFailure;
  /** Every answer waits for this (a test holds a search in flight, then lets it finish). */
  held?: Promise<void>;
}

export interface HnServer extends Upstream {
  env: { HN_API_URL: string };
  behaviour: HnBehaviour;
  stories: HnStoryDraft[];
}

function failureReply(failure: HnFailure | undefined): Reply | undefined {
  switch (failure) {
    case 'rate_limited':
      return { status: 429, headers: { 'retry-after': '60' }, json: { message: 'Too Many Requests', status: 429 } };
    case 'server_error':
      return { status: 502, headers: { 'content-type': 'text/html' }, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' };
    case 'hang':
      return { hang: true };
    case 'malformed':
      return { headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{"hits":[{"objectID":"1","title":"trunc' };
    default:
      return undefined;
  }
}

export async function startHnServer(stories: HnStoryDraft[] = hnStories(), behaviour: HnBehaviour = {}): Promise<HnServer> {
  const search = (byDate: boolean) => async (call: RecordedCall): Promise<Reply> => {
    await behaviour.held;
    const failed = failureReply(behaviour.failure);
    return failed ?? { json: algoliaSearch(hnRecords(stories, call.query.get('query') ?? ''), call.query, byDate) };
  };

  const upstream = await startUpstream({
    'GET /api/v1/search': search(false),
    'GET /api/v1/search_by_date': search(true),
    'GET /api/v1/items/:id': async (call) => {
      await behaviour.held;
      const failed = failureReply(behaviour.failure);
      if (failed) return failed;
      const story = stories.find((s) => String(s.id) === call.params.id && !s.dead);
      return story ? { json: itemTree(story) } : { status: 404, json: { error: 'Not found' } };
    },
  });
  return Object.assign(upstream, { behaviour, stories, env: { HN_API_URL: `${upstream.url}/api/v1` } });
}
