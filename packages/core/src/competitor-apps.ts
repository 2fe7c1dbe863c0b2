/**
 * Competitor apps a founder names (issue 24, source 5): the search's `competitorApps`, whose App
 * Store reviews are read before the apps the planner finds. Each is an App Store link, the app's
 * id, or its name (looked up by the connector). Stored as given, cleaned: a link as
 * `https://apps.apple.com/…/id123456789` without its query, an id as such a link, a name as text.
 * Planned queries carry them as `app :: {entry}` (the forums' way), so `PlatformSearchRequest`
 * stays the same for every source.
 */
import { z } from 'zod';
import { decodeEntities } from './entities';
import { truncate } from './unicode';

export const MAX_COMPETITOR_APPS = 5;
/** Longer than any App Store name (Apple allows 30 characters), short enough to be a name. */
const NAME_MAX = 100;

/** What a message quotes of an entry: whole graphemes (an emoji is never cut in two). */
const shown = (value: string) => truncate(value, 80);

export const COMPETITOR_APP_MESSAGES = {
  notAList: 'Competitor apps must be a list of App Store links, app ids or app names',
  tooMany: `At most ${MAX_COMPETITOR_APPS} competitor apps can be named in one search`,
  googlePlay: (value: string) => `“${shown(value)}” is a Google Play link: Google Play apps are not supported yet, only App Store apps`,
  notAnApp: (value: string) =>
    `“${shown(value)}” is not an App Store app: use its App Store link (https://apps.apple.com/us/app/name/id123456789), its id or its name`,
  tooLong: (value: string) => `“${shown(value)}” is too long for an app name (at most ${NAME_MAX} characters)`,
} as const;

/** A named app as the connector reads it: by id (the lookup API) or by name (the Search API). */
export type CompetitorApp = { id: string; entry: string } | { name: string; entry: string };

/** Apple's ids have 9 or 10 digits today; a shorter number ("2048") is taken for a name. */
const BARE_ID = /^(?:id)?(\d{6,12})$/i;
/** An app's page (not a developer's): …/app/{slug}/id123456789, the slug optional. */
const ID_IN_PATH = /\/app\/(?:[^/]+\/)?id(\d{6,12})\/?$/i;
const APPLE_HOSTS = new Set(['apps.apple.com', 'itunes.apple.com']);
const GOOGLE_PLAY = /^(?:play\.google\.com|market\.android\.com)$/;

/** Text meant as a link: a scheme, or a host name followed by a path (a bare "todo.txt" is an app's name). */
function asUrl(text: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^market:/i.test(text);
  const hostAndPath = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\//i.test(text);
  const storeHost = /^(?:apps|itunes)\.apple\.com\b|^play\.google\.com\b/i.test(text);
  if (!withScheme && !hostAndPath && !storeHost) return null;
  try {
    return new URL(withScheme ? text : `https://${text}`);
  } catch {
    return null;
  }
}

/** One entry of the list, checked: the app it names, or why it names none. */
export function parseCompetitorApp(value: string): { app: CompetitorApp } | { message: string } | null {
  const text = decodeEntities(value).normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const bare = BARE_ID.exec(text);
  if (bare) return { app: { id: bare[1]!, entry: `https://apps.apple.com/app/id${bare[1]}` } };
  const url = asUrl(text);
  if (url) {
    const host = url.hostname.toLowerCase();
    if (url.protocol === 'market:' || GOOGLE_PLAY.test(host)) return { message: COMPETITOR_APP_MESSAGES.googlePlay(text) };
    const id = APPLE_HOSTS.has(host) && !url.username && !url.password ? ID_IN_PATH.exec(url.pathname)?.[1] : undefined;
    if (!id) return { message: COMPETITOR_APP_MESSAGES.notAnApp(text) };
    return { app: { id, entry: `https://apps.apple.com${url.pathname.replace(/\/+$/, '')}` } };
  }
  if (text.length > NAME_MAX) return { message: COMPETITOR_APP_MESSAGES.tooLong(text) };
  return { app: { name: text, entry: text } };
}

const keyOf = (app: CompetitorApp) => ('id' in app ? `id:${app.id}` : `name:${app.name.toLowerCase()}`);

/**
 * The `competitorApps` of a search: at most MAX_COMPETITOR_APPS App Store links, ids or names.
 * Blank lines are dropped and an app named twice (two links to one id, a name in other case)
 * kept once.
 */
export const competitorAppList = z
  .array(z.string({ error: COMPETITOR_APP_MESSAGES.notAList }).max(1000, COMPETITOR_APP_MESSAGES.notAnApp('…')), {
    error: COMPETITOR_APP_MESSAGES.notAList,
  })
  .transform((list, ctx) => {
    const apps = new Map<string, string>();
    for (const [i, value] of list.entries()) {
      const parsed = parseCompetitorApp(value);
      if (!parsed) continue;
      if ('message' in parsed) {
        ctx.addIssue({ code: 'custom', path: [i], message: parsed.message });
        return z.NEVER;
      }
      if (!apps.has(keyOf(parsed.app))) apps.set(keyOf(parsed.app), parsed.app.entry);
    }
    if (apps.size > MAX_COMPETITOR_APPS) {
      ctx.addIssue({ code: 'custom', message: COMPETITOR_APP_MESSAGES.tooMany });
      return z.NEVER;
    }
    return [...apps.values()];
  });

const SEPARATOR = 'app :: ';

export function namedAppQuery(entry: string): string {
  return `${SEPARATOR}${entry}`;
}

/** The app a planned query names; null for the planner's own words. */
export function parseNamedAppQuery(query: string): CompetitorApp | null {
  if (!query.startsWith(SEPARATOR)) return null;
  const parsed = parseCompetitorApp(query.slice(SEPARATOR.length));
  return parsed && 'app' in parsed ? parsed.app : null;
}
