/**
 * Forums (Discourse) in the search-eval corpus: a topic on a named forum, its first post and its
 * replies (a nested reply answers the post it sits under). Forums are searched only when a search
 * names them, so each topic of the corpus says which forums a founder in that space would name
 * (`FORUMS` maps of tune/discourse.ts and held/discourse.ts); discourse.ts serves every forum of
 * the world under its own address.
 */
import type { CommentDraft, EvalTopic, Label, ThreadDraft, ThreadOptions } from './types';

/** A topic on `forum` (the eval's forum name, e.g. 'beekeepers'). Bodies are plain text, served as cooked HTML. */
export function forumTopic(forum: string, title: string, body: string, label: Label, replies: readonly CommentDraft[] = [], options: ThreadOptions = {}): ThreadDraft {
  return { platform: 'discourse', community: forum, title, body, label, comments: replies, options };
}

/** The forums each topic names, by topic key. */
export type NamedForums = Readonly<Record<string, readonly string[]>>;

/** The topics with the forums their founder names. */
export function withForums(topics: readonly EvalTopic[], ...named: readonly NamedForums[]): EvalTopic[] {
  const known = new Set(topics.map((t) => t.key));
  for (const n of named) for (const key of Object.keys(n)) if (!known.has(key)) throw new Error(`forums for unknown topic "${key}"`);
  return topics.map((t) => {
    const forums = named.flatMap((n) => n[t.key] ?? []);
    return forums.length ? { ...t, forums } : t;
  });
}
