/**
 * Cross-posts across monitored runs. People post the second copy hours after the first, so a
 * later run finds it under a new id after an earlier run delivered the original: by id it would be
 * new, delivered and charged again. A monitor keeps who posted each delivered post and its words
 * (crossPostRecord, stored with the user's seen signals) and matches a run's fresh finds against
 * those of the last CROSS_POST_WINDOW_SECONDS with the same test as one search's dedupe.
 */
import { CROSS_POST_WINDOW_SECONDS, crossPostKey, isCrossPost, type CrossPostEntry } from './crosspost';
import { ALSO_POSTED_MAX } from './saved';
import type { AlsoPosted } from './signal';

/** A post a user was delivered, or a fresh find, under its signal id. */
export interface IdentifiedPost {
  id: string;
  post: CrossPostEntry;
}

/**
 * What a delivered post's later cross-posts are recognised by: its author's key and the post's
 * own fields (not the rest of a raw item). Null when it can have no cross-posts.
 */
export function crossPostRecord(post: CrossPostEntry): { key: string; post: CrossPostEntry } | null {
  const key = crossPostKey(post);
  if (key === null) return null;
  const { platform, type, author, createdUtc, title, text } = post;
  return { key, post: { platform, type, author, createdUtc, title, text } };
}

/**
 * Where to look for the originals of these fresh posts: their authors' keys, and the earliest
 * time an original may have been posted. Null when none of them can be a cross-post.
 */
export function crossPostLookup(fresh: readonly CrossPostEntry[]): { keys: string[]; since: number } | null {
  const keys = new Set<string>();
  let earliest = Infinity;
  for (const post of fresh) {
    const key = crossPostKey(post);
    if (key === null) continue;
    keys.add(key);
    earliest = Math.min(earliest, post.createdUtc);
  }
  return keys.size === 0 ? null : { keys: [...keys].sort(), since: earliest - CROSS_POST_WINDOW_SECONDS };
}

/**
 * For each fresh post that is a cross-post of a delivered one: the delivered one's id. When
 * several match (the person posted three copies), the nearest in time wins, then the smaller id,
 * so the answer never depends on the order rows come back in.
 */
export function crossPostsOfDelivered(
  fresh: readonly IdentifiedPost[],
  delivered: readonly IdentifiedPost[],
): Map<string, string> {
  const byKey = new Map<string, IdentifiedPost[]>();
  for (const d of delivered) {
    const key = crossPostKey(d.post);
    if (key === null) continue;
    const list = byKey.get(key);
    if (list) list.push(d);
    else byKey.set(key, [d]);
  }
  const out = new Map<string, string>();
  for (const f of fresh) {
    const key = crossPostKey(f.post);
    let best: IdentifiedPost | undefined;
    let bestGap = Infinity;
    const candidates = key === null ? [] : (byKey.get(key) ?? []);
    for (const d of candidates) {
      if (d.id === f.id || !isCrossPost(f.post, d.post)) continue;
      const gap = Math.abs(f.post.createdUtc - d.post.createdUtc);
      if (gap < bestGap || (gap === bestGap && best !== undefined && d.id < best.id)) {
        best = d;
        bestGap = gap;
      }
    }
    if (best) out.set(f.id, best.id);
  }
  return out;
}

/**
 * A delivered signal's also_posted with a later cross-post's links added: each link once, never
 * the signal's own (a later fetch may have collapsed the original into its cross-post), earlier
 * ones first, at most ALSO_POSTED_MAX.
 */
export function withAlsoPosted(ownUrl: string, existing: readonly AlsoPosted[], added: readonly AlsoPosted[]): AlsoPosted[] {
  const seen = new Set([ownUrl]);
  const out: AlsoPosted[] = [];
  for (const link of [...existing, ...added]) {
    if (seen.has(link.url)) continue;
    seen.add(link.url);
    out.push(link);
  }
  return out.slice(0, ALSO_POSTED_MAX);
}
