/**
 * GitHub issues in the search-eval corpus: a repository (`owner/name`) is the community, an
 * issue's Markdown body is the thread's body, and its comments are flat (GitHub issue comments
 * have no replies). Two things the API marks and the connector must leave out are written here
 * the way the stand-in (../github.ts) recognises them:
 *
 * - a pull request (search lists pull requests as issues, with a `pull_request` key, unless the
 *   query says `is:issue`): its body starts with PULL_REQUEST_TEMPLATE, a PR template's hint;
 * - a bot's comment or issue (`user.type: "Bot"`, login `name[bot]`): its body starts with the
 *   HTML comment bots leave for themselves, `<!-- bot:name -->`.
 *
 * Neither is a signal: label them grade 0.
 */
import type { FlatDraft, Label, ThreadDraft, ThreadOptions } from './types';

/**
 * A discussion (GitHub Discussions, found only through GraphQL's `search(type: DISCUSSION)`, never
 * by `/search/issues`): its body starts with this mark naming its category; the stand-in serves
 * the body without it.
 */
export const DISCUSSION_MARK = /^<!-- discussion:([A-Za-z &]+) -->\n?/;

export const PULL_REQUEST_TEMPLATE = '<!-- Thanks for sending a pull request! Please link the issue it closes. -->';
export const BOT_MARK = /^<!-- bot:([a-z0-9-]+) -->/;

export function githubIssue(
  repo: string,
  title: string,
  body: string,
  label: Label,
  comments: readonly FlatDraft[] = [],
  options: ThreadOptions = {},
): ThreadDraft {
  return { platform: 'github', community: repo, title, body, label, comments, options };
}

/** A pull request: search returns it unless the query says `is:issue`; never a signal. */
export function githubPullRequest(repo: string, title: string, body: string, comments: readonly FlatDraft[] = []): ThreadDraft {
  return githubIssue(repo, title, `${PULL_REQUEST_TEMPLATE}\n${body}`, [0, 'DI', 'L'], comments);
}

/** A bot's comment (stale bot, CI, dependency bots): never a signal. */
export const botComment = (bot: string, text: string): FlatDraft => [`<!-- bot:${bot} -->\n${text}`, [0, 'DI', 'L']];

/** An issue a bot filed (a dependency dashboard, a failed nightly run). */
export function botIssue(repo: string, bot: string, title: string, body: string): ThreadDraft {
  return githubIssue(repo, title, `<!-- bot:${bot} -->\n${body}`, [0, 'DI', 'L']);
}

/** A discussion in a category ("Ideas", "Q&A", "General"), with its comments (flat, as the API lists them). */
export function githubDiscussion(
  repo: string,
  category: string,
  title: string,
  body: string,
  label: Label,
  comments: readonly FlatDraft[] = [],
  options: ThreadOptions = {},
): ThreadDraft {
  return githubIssue(repo, title, `<!-- discussion:${category} -->\n${body}`, label, comments, options);
}
