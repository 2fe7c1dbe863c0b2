/**
 * The search eval's Hacker News: Algolia's HN API over the eval world, as a PlatformModule
 * beside Reddit and YouTube (platform.ts). Shapes and query semantics are the ones the API tests'
 * stand-in uses (@firstsignal/sources/testing/hackernews): every query word must appear
 * (typo-tolerant, the last as a prefix), `tags`, `numericFilters`, `page`/`hitsPerPage`;
 * `/search` ranks title matches then points, `/search_by_date` newest first; `/items/:id` is the
 * whole tree. Text is served as HN's HTML (entities, `<p>`); a deleted story is not in search and
 * a deleted comment keeps its place in the tree with null author and text, as on the real API.
 */
import {
  algoliaSearch,
  hnRecords,
  itemTree,
  toHnHtml,
  walkComments,
  type HnCommentDraft,
  type HnStoryDraft,
} from '@firstsignal/sources/testing/hackernews';
import type { RecordedCall } from '@firstsignal/sources/testing';
import type { PlatformModule } from './platform';
import { threadRequestComments, type World, type WorldComment, type WorldThread } from './world';

const PREFIX = '/hackernews/api/v1';

function commentDraft(c: WorldComment): HnCommentDraft {
  const gone = c.author === '[deleted]';
  return {
    id: Number(c.id),
    author: gone ? null : c.author,
    text: gone ? null : toHnHtml(c.text),
    createdAt: c.createdUtc,
    children: c.replies.map(commentDraft),
  };
}

/** A world thread as Hacker News holds it: Ask HN posts are text only, other stories link out. */
function storyDraft(t: WorldThread): HnStoryDraft {
  return {
    id: Number(t.id),
    author: t.author,
    title: t.title,
    url: t.community === 'ask_hn' ? null : `https://example.com/${t.id}`,
    text: t.body ? toHnHtml(t.body) : null,
    points: t.score,
    createdAt: t.createdUtc,
    comments: t.comments.map(commentDraft),
    // A deleted story is gone from search and its page.
    ...(t.gone ? { dead: true } : {}),
  };
}

const key = (id: number | string) => `hackernews:${id}`;

/** Hacker News stories matching `q` in Algolia's relevance order (for the naive baseline). */
export function hackernewsSearch(world: World, q: string): WorldThread[] {
  const stories = world.threads.filter((t) => t.platform === 'hackernews').map(storyDraft);
  const params = new URLSearchParams({ query: q, tags: 'story', hitsPerPage: '1000' });
  const { hits } = algoliaSearch(hnRecords(stories), params, false);
  return (hits as { objectID: string }[]).flatMap((h) => world.byId.get(h.objectID) ?? []);
}

export const hackernewsModule: PlatformModule = {
  platform: 'hackernews',
  // Algolia has no OR: the naive query is the words themselves, all required.
  naive: (world, words) => hackernewsSearch(world, words.join(' ')).slice(0, 50),
  readable: threadRequestComments,
  env: (base) => ({ HN_API_URL: `${base}${PREFIX}` }),
  routes: ({ world, answer }) => {
    const stories = world.threads.filter((t) => t.platform === 'hackernews').map(storyDraft);
    // The world never changes, so an answer is a function of its query: kept, because matching
    // every story, typo-tolerant, costs the stand-in more CPU than the app spends on a search,
    // and the speed benches, on the same cores, ask the same questions in each of their phases.
    const answers = new Map<string, ReturnType<typeof algoliaSearch>>();
    const search = (byDate: boolean) => (call: RecordedCall) => {
      const asked = `${byDate}?${call.query.toString()}`;
      const body = answers.get(asked) ?? algoliaSearch(hnRecords(stories, call.query.get('query') ?? ''), call.query, byDate);
      answers.set(asked, body);
      return answer('hackernews', call, { json: body }, (body.hits as { objectID: string }[]).map((h) => key(h.objectID)));
    };
    return {
      [`GET ${PREFIX}/search`]: search(false),
      [`GET ${PREFIX}/search_by_date`]: search(true),
      [`GET ${PREFIX}/items/:id`]: (call: RecordedCall) => {
        const story = stories.find((s) => String(s.id) === call.params.id && !s.dead);
        if (!story) return answer('hackernews', call, { status: 404, json: { error: 'Not found' } });
        const live = walkComments(story).filter(({ comment }) => comment.author !== null);
        return answer('hackernews', call, { json: itemTree(story) }, [key(story.id), ...live.map(({ comment }) => key(comment.id))]);
      },
    };
  },
};
