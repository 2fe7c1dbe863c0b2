/**
 * RSS and Atom feeds of a saved search (built with `feed`), at a secret URL the owner creates,
 * replaces or revokes: the newest finds first, each with its type, urgency, score and evidence.
 */
import { cleanText, type SavedSignalPayload } from '@firstsignal/core';
import { findFeedByTokenHash, getSavedSearch, revokeFeedToken, setFeedToken, type Db } from '@firstsignal/db';
import { Feed } from 'feed';
import { notFound } from '../http/errors';
import { SAVED_SEARCH_NOT_FOUND } from '../saved/service';
import type { AppLinks } from './links';
import { signalLine } from './message';
import { hashFeedToken, newFeedToken } from './tokens';

const FEED_ITEMS = 50;

export type FeedFormat = 'atom' | 'rss';

/** A new secret URL for the saved search's feed; an earlier one stops working. */
export async function createFeed(db: Db, links: AppLinks, userId: string, savedSearchId: string) {
  if (!(await getSavedSearch(db, userId, savedSearchId))) throw notFound(SAVED_SEARCH_NOT_FOUND);
  const token = newFeedToken();
  await setFeedToken(db, userId, savedSearchId, hashFeedToken(token));
  return { atomUrl: links.feed(token, 'atom'), rssUrl: links.feed(token, 'rss') };
}

export async function revokeFeed(db: Db, userId: string, savedSearchId: string) {
  if (!(await revokeFeedToken(db, userId, savedSearchId))) throw notFound('This saved search has no feed');
  return { success: true as const };
}

/** The feed behind a token, or undefined for a token that is unknown or revoked. */
export async function renderFeed(db: Db, links: AppLinks, token: string, format: FeedFormat): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  const feed = await findFeedByTokenHash(db, hashFeedToken(token));
  if (!feed) return undefined;
  const search = await getSavedSearch(db, feed.userId, feed.savedSearchId);
  if (!search) return undefined;
  const signals = [...search.signals]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.signalId < b.signalId ? -1 : 1))
    .slice(0, FEED_ITEMS);
  // XML cannot carry control characters: the user's words are cleaned as signalLine cleans a signal's.
  const query = cleanText(String((search.searchParams as { businessIdea?: unknown }).businessIdea ?? ''));
  const out = new Feed({
    id: `urn:firstsignal:saved-search:${search.id}`,
    title: `FirstSignal: ${cleanText(search.name)}`,
    description: query ? `New signals for "${query}"` : 'New signals',
    link: links.savedSearch(search.id),
    updated: signals[0]?.createdAt ?? search.createdAt,
    generator: 'FirstSignal',
    copyright: 'The quoted conversations belong to their authors',
    feedLinks: { [format]: links.feed(token, format) },
  });
  for (const row of signals) {
    const line = signalLine(row.payload as unknown as SavedSignalPayload);
    const summary = `${line.type} · ${line.urgency} urgency · Score ${line.score}% · ${line.platform}`;
    out.addItem({
      id: `urn:firstsignal:signal:${row.signalId}`,
      title: line.title,
      link: line.url,
      date: row.createdAt,
      description: line.evidence ? `${summary}. “${line.evidence}”` : summary,
    });
  }
  return format === 'atom' ? out.atom1() : out.rss2();
}
