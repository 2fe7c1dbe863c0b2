/**
 * A monitored run's finds that are reworded cross-posts of posts the user was delivered by an
 * earlier run (any of their monitors, within core's cross-post window): people post the second
 * copy hours later, under a new id. They are not delivered or charged; they are recorded as seen,
 * and the delivered signal's saved copies list their links in also_posted.
 */
import { crossPostLookup, crossPostsOfDelivered, type CrossPostEntry, type Signal } from '@firstsignal/core';
import { addAlsoPosted, deliveredPostsBy, recordSeen, type DbOrTx } from '@firstsignal/db';

/** Of these unseen finds, the cross-posts of delivered posts: fresh signal id → delivered signal id. */
export async function findCrossPostsOfDelivered(
  tx: DbOrTx,
  userId: string,
  unseen: readonly Signal[],
  posts: ReadonlyMap<string, CrossPostEntry>,
): Promise<Map<string, string>> {
  const fresh = unseen.flatMap((s) => {
    const post = posts.get(s.id);
    return post ? [{ id: s.id, post }] : [];
  });
  const lookup = crossPostLookup(fresh.map((f) => f.post));
  if (!lookup) return new Map();
  return crossPostsOfDelivered(fresh, await deliveredPostsBy(tx, userId, lookup.keys, lookup.since));
}

/** The cross-posts are seen, and their links (with those collapsed into them) join the delivered signal's. */
export async function foldCrossPosts(
  tx: DbOrTx,
  userId: string,
  unseen: readonly Signal[],
  crossPosts: ReadonlyMap<string, string>,
  at: Date,
): Promise<void> {
  const folded = unseen.filter((s) => crossPosts.has(s.id));
  if (folded.length === 0) return;
  await recordSeen(
    tx,
    userId,
    folded.map((s) => ({ signalId: s.id })),
    at,
  );
  for (const s of folded) {
    await addAlsoPosted(tx, userId, crossPosts.get(s.id)!, [{ url: s.url, source: s.source }, ...s.also_posted]);
  }
}
