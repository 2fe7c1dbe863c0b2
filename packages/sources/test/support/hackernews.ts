/**
 * Hacker News as Algolia's HN Search API answers it (decisions §9), built from small drafts so
 * tests and local stand-ins write conversations, not JSON. The shapes follow the API: search
 * answers with `hits`, `nbHits`, `page`, `nbPages`, `hitsPerPage`, `query`, `params`; story hits
 * with `title`, `url` (null for Ask HN text posts), HTML `story_text`, `points`, `num_comments`,
 * `_tags` and `_highlightResult`; comment hits with HTML `comment_text`, `story_id`,
 * `story_title`, `parent_id` and null `points`; `items/:id` as the whole tree with `children`,
 * where a deleted item keeps its place with null `author` and `text`.
 */

export interface HnCommentDraft {
  id: number;
  /** null: deleted (the tree keeps its place, as the API does). */
  author: string | null;
  /** HTML, as Hacker News stores it; null when deleted. */
  text: string | null;
  createdAt: number;
  /** Killed by flags or moderators: left out of search; the tree shows it as "[flagged]". */
  dead?: boolean;
  children?: HnCommentDraft[];
}

export interface HnStoryDraft {
  id: number;
  author: string;
  title: string;
  /** A link story's address; null for Ask HN and other text posts. */
  url?: string | null;
  /** HTML; null for link stories. */
  text?: string | null;
  points: number;
  createdAt: number;
  comments?: HnCommentDraft[];
  dead?: boolean;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, '.000Z');

/** Every comment of a thread, depth first, with its parent's id. */
export function walkComments(story: HnStoryDraft): { comment: HnCommentDraft; parentId: number }[] {
  const out: { comment: HnCommentDraft; parentId: number }[] = [];
  const visit = (list: readonly HnCommentDraft[], parentId: number) => {
    for (const comment of list) {
      out.push({ comment, parentId });
      visit(comment.children ?? [], comment.id);
    }
  };
  visit(story.comments ?? [], story.id);
  return out;
}

/** What Hacker News counts as a story's comments: the live ones, at any depth. */
export function liveCommentCount(story: HnStoryDraft): number {
  return walkComments(story).filter(({ comment }) => comment.author !== null && !comment.dead).length;
}

function storyTags(story: HnStoryDraft): string[] {
  const tags = ['story', `author_${story.author}`, `story_${story.id}`];
  if (/^ask hn:/i.test(story.title)) tags.push('ask_hn');
  if (/^show hn:/i.test(story.title)) tags.push('show_hn');
  return tags;
}

/** Algolia's highlight of one attribute: query words (and words they prefix) wrapped in <em>. */
function highlight(value: string, query: string) {
  const words = query.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const matched = new Set<string>();
  const text = value.replace(/[A-Za-z0-9]+/g, (word) => {
    const hit = words.find((w) => word.toLowerCase().startsWith(w));
    if (!hit) return word;
    matched.add(hit);
    return `<em>${word}</em>`;
  });
  const matchLevel = matched.size === 0 ? 'none' : matched.size === words.length ? 'full' : 'partial';
  return { value: text, matchLevel, matchedWords: [...matched], ...(matchLevel === 'full' ? { fullyHighlighted: false } : {}) };
}

export function storyHit(story: HnStoryDraft, query = '') {
  const text = story.text ?? null;
  return {
    _highlightResult: {
      author: highlight(story.author, query),
      title: highlight(story.title, query),
      ...(story.url ? { url: highlight(story.url, query) } : {}),
      ...(text ? { story_text: highlight(text, query) } : {}),
    },
    _tags: storyTags(story),
    author: story.author,
    children: (story.comments ?? []).map((c) => c.id),
    created_at: iso(story.createdAt),
    created_at_i: story.createdAt,
    num_comments: liveCommentCount(story),
    objectID: String(story.id),
    points: story.points,
    story_id: story.id,
    ...(text ? { story_text: text } : {}),
    title: story.title,
    updated_at: iso(story.createdAt + 3600),
    ...(story.url ? { url: story.url } : {}),
  };
}

export function commentHit(comment: HnCommentDraft, parentId: number, story: HnStoryDraft, query = '') {
  return {
    _highlightResult: {
      author: highlight(comment.author ?? '', query),
      comment_text: highlight(comment.text ?? '', query),
      story_title: highlight(story.title, query),
      ...(story.url ? { story_url: highlight(story.url, query) } : {}),
    },
    _tags: ['comment', `author_${comment.author}`, `story_${story.id}`],
    author: comment.author,
    children: (comment.children ?? []).map((c) => c.id),
    comment_text: comment.text,
    created_at: iso(comment.createdAt),
    created_at_i: comment.createdAt,
    objectID: String(comment.id),
    parent_id: parentId,
    points: null,
    story_id: story.id,
    story_title: story.title,
    story_url: story.url ?? null,
    updated_at: iso(comment.createdAt + 600),
  };
}

/** A search answer around one page of hits; `nbHits` is how many matched in all. */
export function searchAnswer(hits: unknown[], page: { query: string; page: number; hitsPerPage: number; nbHits: number; params?: string }) {
  const nbPages = Math.ceil(Math.min(page.nbHits, 1000) / page.hitsPerPage);
  return {
    exhaustive: { nbHits: true, typo: true },
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    hits,
    hitsPerPage: page.hitsPerPage,
    nbHits: page.nbHits,
    nbPages,
    page: page.page,
    params: page.params ?? `query=${encodeURIComponent(page.query)}&hitsPerPage=${page.hitsPerPage}&page=${page.page}`,
    processingTimeMS: 3,
    processingTimingsMS: { _request: { roundTrip: 12 }, total: 3 },
    query: page.query,
    serverTimeMS: 5,
  };
}

function commentNode(comment: HnCommentDraft, parentId: number, storyId: number): unknown {
  return {
    author: comment.author,
    children: (comment.children ?? []).map((c) => commentNode(c, comment.id, storyId)),
    created_at: iso(comment.createdAt),
    created_at_i: comment.createdAt,
    id: comment.id,
    options: [],
    parent_id: parentId,
    points: null,
    story_id: storyId,
    // Flagged items read as the placeholder the site shows in their place.
    text: comment.dead ? '[flagged]' : comment.text,
    title: null,
    type: 'comment',
    url: null,
  };
}

/** `items/:id` for a story: the whole tree. */
export function itemTree(story: HnStoryDraft) {
  return {
    author: story.author,
    children: (story.comments ?? []).map((c) => commentNode(c, story.id, story.id)),
    created_at: iso(story.createdAt),
    created_at_i: story.createdAt,
    id: story.id,
    options: [],
    parent_id: null,
    points: story.points,
    story_id: story.id,
    text: story.text ?? null,
    title: story.title,
    type: 'story',
    url: story.url ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Algolia's query semantics, for local stand-ins
// ---------------------------------------------------------------------------------------------

/** One searchable story or comment: the hit to answer with, its tags, text and numbers. */
export interface HnRecord {
  hit: unknown;
  tags: readonly string[];
  /** Searchable attributes in Algolia's ranking order (title before text). */
  attributes: readonly string[];
  /** For `numericFilters`: created_at_i, and points / num_comments for stories. */
  numbers: Record<string, number>;
}

const queryWords = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** Algolia's default typo tolerance: one typo from 4 letters, two from 8. */
function typoMatch(word: string, candidate: string): boolean {
  const allowed = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
  return word === candidate || (allowed > 0 && Math.abs(word.length - candidate.length) <= allowed && editDistance(word, candidate) <= allowed);
}

/** The first attribute (0 = title) in which every query word matches, or -1: the last word may be a prefix. */
function matchedAttribute(query: readonly string[], attributes: readonly string[]): number {
  const docs = attributes.map(queryWords);
  const all = docs.flat();
  const matches = (words: readonly string[]) =>
    query.every((w, i) => words.some((d) => typoMatch(w, d) || (i === query.length - 1 && d.startsWith(w))));
  if (!matches(all)) return -1;
  const whole = docs.findIndex(matches);
  return whole === -1 ? attributes.length : whole;
}

/** `tags`: comma-separated clauses that must all hold; `(a,b)` holds when either does. */
function tagsMatch(param: string | null, tags: readonly string[]): boolean {
  if (!param) return true;
  const clauses = param.match(/\([^)]*\)|[^,]+/g) ?? [];
  return clauses.every((clause) => clause.replace(/[()]/g, '').split(',').some((t) => tags.includes(t.trim())));
}

/** `numericFilters`: comma-separated comparisons that must all hold. */
function numericMatch(param: string | null, values: Record<string, number>): boolean {
  if (!param) return true;
  return param.split(',').every((filter) => {
    const m = /^\s*(\w+)\s*(>=|<=|!=|>|<|=)\s*(-?\d+(?:\.\d+)?)\s*$/.exec(filter);
    const value = m ? values[m[1]!] : undefined;
    if (!m || value === undefined) return false;
    const limit = Number(m[3]);
    return { '>': value > limit, '<': value < limit, '>=': value >= limit, '<=': value <= limit, '=': value === limit, '!=': value !== limit }[m[2]!]!;
  });
}

/**
 * `/search` (`byDate` false) or `/search_by_date` over records, as Algolia's HN index answers: every
 * query word must appear (typo-tolerant, the last as a prefix); `/search` ranks a match in the
 * title first, then by points and comments; `/search_by_date` newest first. `hitsPerPage` (up to
 * 1000) and `page` page through the matches.
 */
export function algoliaSearch(records: readonly HnRecord[], params: URLSearchParams, byDate: boolean) {
  const query = params.get('query') ?? '';
  const words = queryWords(query);
  const hitsPerPage = Math.min(1000, Math.max(1, Number(params.get('hitsPerPage') ?? 20) || 20));
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const found = records
    .map((r) => ({ r, attribute: words.length === 0 ? 0 : matchedAttribute(words, r.attributes) }))
    .filter(({ r, attribute }) => attribute >= 0 && tagsMatch(params.get('tags'), r.tags) && numericMatch(params.get('numericFilters'), r.numbers));
  const n = (r: HnRecord, key: string) => r.numbers[key] ?? 0;
  found.sort((a, b) =>
    byDate
      ? n(b.r, 'created_at_i') - n(a.r, 'created_at_i')
      : a.attribute - b.attribute || n(b.r, 'points') - n(a.r, 'points') || n(b.r, 'num_comments') - n(a.r, 'num_comments'),
  );
  const hits = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((f) => f.r.hit);
  return searchAnswer(hits, { query, page, hitsPerPage, nbHits: found.length });
}

/** Every live story and comment of some threads as search records (dead and deleted ones are not indexed). */
export function hnRecords(stories: readonly HnStoryDraft[], query = ''): HnRecord[] {
  const out: HnRecord[] = [];
  for (const story of stories) {
    if (story.dead) continue;
    const hit = storyHit(story, query);
    out.push({
      hit,
      tags: hit._tags,
      attributes: [story.title, story.url ?? '', story.text ?? '', story.author],
      numbers: { created_at_i: story.createdAt, points: story.points, num_comments: liveCommentCount(story) },
    });
    for (const { comment, parentId } of walkComments(story)) {
      if (comment.author === null || comment.dead) continue;
      const c = commentHit(comment, parentId, story, query);
      out.push({ hit: c, tags: c._tags, attributes: [comment.text ?? '', comment.author], numbers: { created_at_i: comment.createdAt } });
    }
  }
  return out;
}

/** Plain text as Hacker News stores it: entities escaped, paragraphs as `<p>`. */
export function toHnHtml(text: string): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/\//g, '&#x2F;');
  return text
    .split(/\n\s*\n/)
    .map((p) => escape(p.trim()))
    .filter(Boolean)
    .join('<p>');
}
