/** A Reddit post or comment as a connector hands it over, for tests that score items (exported as @firstsignal/core/testing). */
import type { RawItem } from '../../src/signal';

/** A comment sits under the thread `threadId` titled `title`; a post is that thread. */
export function redditItem(
  id: string,
  type: RawItem['type'],
  title: string,
  text: string,
  nowUtc: number,
  threadId = 'p1',
): RawItem {
  const threadUrl = `https://www.reddit.com/r/freelance/comments/${threadId}`;
  return {
    platform: 'reddit',
    nativeId: id,
    type,
    title,
    text,
    url: `https://www.reddit.com/r/freelance/comments/${id}`,
    source: 'r/freelance',
    author: id,
    createdUtc: nowUtc - 86_400,
    engagement: { upvotes: 3, comments: 1, views: 0 },
    ...(type === 'comment' ? { parentPost: { id: threadId, title, url: threadUrl } } : {}),
  };
}
