/**
 * GitHub issues and comments as the REST API (2022-11-28) answers them, for tests and local
 * stand-ins: the recorded answers in test/fixtures/github (see PROVENANCE.md there) and
 * hand-written issues in the same shape: a feature request filed from a template (headings, a
 * hidden hint, entities, emoji with ZWJ, RTL text, a combining mark), a pull request (search
 * returns those too, with a `pull_request` key) and a bot's issue.
 */
import { readFileSync } from 'node:fs';

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../fixtures/github/${name}`, import.meta.url), 'utf8')) as T;

/** Two recorded issues (octokit/fixtures). */
export const RECORDED_SEARCH = read<{ items: Record<string, unknown>[] }>('search-issues.json');
/** A recorded issue comment (PyGithub's replay data). */
export const RECORDED_COMMENT = read<Record<string, unknown>>('issue-comment.json');
export const RATE_LIMITED = read<unknown>('rate-limited.json');
export const SECONDARY_RATE_LIMIT = read<unknown>('secondary-rate-limit.json');

export const REPO = 'invoicely/invoicely';
export const user = (login: string, type = 'User') => ({ login, id: 5150, type, site_admin: false });
export const reactions = (total: number) => ({ total_count: total, '+1': total, '-1': 0, laugh: 0, hooray: 0, confused: 0, heart: 0, rocket: 0, eyes: 0 });

export function issue(fields: { id: number; number: number; title: string } & Record<string, unknown>) {
  const n = fields.number;
  return {
    url: `https://api.github.com/repos/${REPO}/issues/${n}`,
    repository_url: `https://api.github.com/repos/${REPO}`,
    comments_url: `https://api.github.com/repos/${REPO}/issues/${n}/comments`,
    html_url: `https://github.com/${REPO}/issues/${n}`,
    labels: [{ name: 'enhancement' }],
    state: 'open',
    locked: false,
    comments: 0,
    created_at: '2026-11-20T09:15:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    closed_at: null,
    author_association: 'NONE',
    reactions: reactions(0),
    score: 1,
    ...fields,
  };
}

export const FEATURE_REQUEST = issue({
  id: 2611,
  number: 311,
  title: 'Feature request: automatic payment reminders for late invoices 💸',
  user: user('mira-k'),
  comments: 3,
  reactions: reactions(17),
  body:
    '### Is your feature request related to a problem?\r\n<!-- A clear and concise description of what the problem is. -->\r\n' +
    'As a freelancer I chase every late invoice by hand &amp; it takes hours 😩 👩🏽‍💻\r\n\r\n' +
    "### Describe the solution you'd like\r\nReminders at 7, 14 and 30 days. My clients in Tel Aviv write \"תזכורת תשלום\", the cafe\u0301 too.",
});
/** FEATURE_REQUEST's body as plain text. */
export const FEATURE_REQUEST_TEXT =
  'Is your feature request related to a problem?\n\n' +
  'As a freelancer I chase every late invoice by hand & it takes hours 😩 👩🏽‍💻\n\n' +
  "Describe the solution you'd like\n\nReminders at 7, 14 and 30 days. My clients in Tel Aviv write \"תזכורת תשלום\", the cafe\u0301 too.";

export const PULL_REQUEST = issue({
  id: 2612,
  number: 312,
  title: 'Add payment reminders',
  user: user('dev-1'),
  comments: 5,
  pull_request: {
    url: `https://api.github.com/repos/${REPO}/pulls/312`,
    html_url: `https://github.com/${REPO}/pull/312`,
    diff_url: `https://github.com/${REPO}/pull/312.diff`,
    patch_url: `https://github.com/${REPO}/pull/312.patch`,
    merged_at: null,
  },
  body: 'Implements reminders.',
});
export const BOT_ISSUE = issue({ id: 2613, number: 313, title: 'Dependency Dashboard', user: user('renovate[bot]', 'Bot'), comments: 1 });

export const searchAnswer = (items: unknown[]) => ({ total_count: items.length, incomplete_results: false, items });

/** The feature request's comments: a customer, a bot, and a deleted account (no `html_url` either). */
export const FEATURE_REQUEST_COMMENTS = [
  {
    ...RECORDED_COMMENT,
    id: 99001,
    html_url: `https://github.com/${REPO}/issues/311#issuecomment-99001`,
    user: user('jo-park'),
    created_at: '2026-11-21T08:00:00Z',
    body: '+1, I would **pay** for this 🙏 — same for my clients in Dubai: "تذكير بالدفع"',
    reactions: reactions(4),
  },
  { ...RECORDED_COMMENT, id: 99002, user: user('github-actions[bot]', 'Bot'), body: 'This issue is stale.' },
  { ...RECORDED_COMMENT, id: 99003, html_url: undefined, user: null, created_at: '2026-11-22T08:00:00Z', body: 'Still wanted.' },
];

/** Two recorded-shape discussions (GraphQL search): GitHub's welcome discussion and a bot's. */
export const RECORDED_DISCUSSIONS = read<{ data: { search: { nodes: Record<string, unknown>[] } } }>('search-discussions.json');
export const GRAPHQL_RATE_LIMITED = read<unknown>('graphql-rate-limited.json');

/**
 * GraphQL's search naming a repository it cannot search (deleted, renamed or private): not an
 * HTTP 422 as REST answers but a 200 whose `errors` carry an INVALID error on `search` with the
 * REST answer's message. Written by hand in GraphQL's error shape (type, path, locations,
 * message): without `search` (data null) or beside an empty one.
 */
const UNSEARCHABLE_ERROR = {
  type: 'INVALID',
  path: ['search'],
  locations: [{ line: 2, column: 3 }],
  message: 'The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.',
};
export const GRAPHQL_UNSEARCHABLE_REPO = { data: null, errors: [UNSEARCHABLE_ERROR] };
export const GRAPHQL_UNSEARCHABLE_REPO_EMPTY = { data: { search: { discussionCount: 0, nodes: [] } }, errors: [UNSEARCHABLE_ERROR] };

export const actor = (login: string, typename = 'User') => ({ __typename: typename, login });

/** A discussion in GraphQL's shape, in the invoicely repository. */
export function discussion(fields: { id: string; number: number; title: string } & Record<string, unknown>) {
  return {
    body: '',
    url: `https://github.com/${REPO}/discussions/${fields.number}`,
    createdAt: '2026-11-19T07:30:00Z',
    upvoteCount: 0,
    author: actor('someone'),
    repository: { nameWithOwner: REPO },
    comments: { totalCount: 0, nodes: [] },
    ...fields,
  };
}

/** An "Ideas" discussion with real-world text, and its comments: a customer, a bot, a deleted account. */
export const IDEA_DISCUSSION = discussion({
  id: 'D_kwDOInv0001',
  number: 77,
  title: 'Idea: send payment reminders by WhatsApp 📲',
  author: actor('noa-levi'),
  upvoteCount: 23,
  body:
    '<!-- Describe your idea -->\r\nMy clients ignore e-mail &amp; answer WhatsApp within minutes 👨‍👩‍👧. ' +
    'Reminders in Hebrew would help: "נא לשלם את החשבונית", and in French: cre\u0301dit.',
  comments: {
    totalCount: 3,
    nodes: [
      {
        id: 'DC_kwDOInv0001',
        body: 'Same here, I would **pay** for it 💸 — clients in Cairo: "تذكير بالدفع"',
        url: `https://github.com/${REPO}/discussions/77#discussioncomment-501`,
        createdAt: '2026-11-20T10:00:00Z',
        upvoteCount: 9,
        author: actor('amir-h'),
      },
      {
        id: 'DC_kwDOInv0002',
        body: 'Thanks for the idea! Labelled for triage.',
        url: `https://github.com/${REPO}/discussions/77#discussioncomment-502`,
        createdAt: '2026-11-20T11:00:00Z',
        upvoteCount: 0,
        author: actor('github-actions', 'Bot'),
      },
      {
        id: 'DC_kwDOInv0003',
        body: 'Please!',
        url: `https://github.com/${REPO}/discussions/77#discussioncomment-503`,
        createdAt: '2026-11-21T09:00:00Z',
        upvoteCount: 2,
        author: null,
      },
    ],
  },
});
/** IDEA_DISCUSSION's body as plain text. */
export const IDEA_DISCUSSION_TEXT =
  'My clients ignore e-mail & answer WhatsApp within minutes 👨‍👩‍👧. Reminders in Hebrew would help: "נא לשלם את החשבונית", and in French: cre\u0301dit.';

export const discussionSearchAnswer = (nodes: unknown[]) => ({ data: { search: { discussionCount: nodes.length, nodes } } });
