import { describe, expect, it } from 'vitest';
import { signalIdFromUrl, type SearchablePlatform } from '../src';

describe('signal ids read back from links (a signal saved without its id gets the one search gave it)', () => {
  it.each<[SearchablePlatform, string, string]>([
    ['reddit', 'https://www.reddit.com/r/SaaS/comments/abc123/title_here/', 'reddit:abc123'],
    ['reddit', 'https://www.reddit.com/r/SaaS/comments/abc123/title_here/def456/', 'reddit:def456'],
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube:dQw4w9WgXcQ'],
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&lc=Ugx123', 'youtube:Ugx123'],
    ['hackernews', 'https://news.ycombinator.com/item?id=39100013', 'hackernews:39100013'],
    ['stackexchange', 'https://softwarerecs.stackexchange.com/questions/8123/invoice-reminders', 'stackexchange:softwarerecs-q8123'],
    ['stackexchange', 'https://freelancing.stackexchange.com/a/9001', 'stackexchange:freelancing-a9001'],
    ['stackexchange', 'https://money.stackexchange.com/questions/8123/title#comment77_8123', 'stackexchange:money-c77'],
    ['stackexchange', 'https://stackoverflow.com/questions/42/title', 'stackexchange:stackoverflow-q42'],
    ['stackexchange', 'https://superuser.com/a/7', 'stackexchange:superuser-a7'],
  ])('%s %s → %s', (platform, url, id) => {
    expect(signalIdFromUrl(platform, url)).toBe(id);
  });

  it.each<[SearchablePlatform, string]>([
    ['hackernews', 'https://news.ycombinator.com/item?id=abc'],
    ['hackernews', 'https://example.com/item?id=39100013'],
    ['reddit', 'https://redd.it/abc123'],
    ['stackexchange', 'https://stackexchange.com.evil.example/questions/1'],
    ['stackexchange', 'https://softwarerecs.stackexchange.com/users/5/someone'],
    ['youtube', 'not a url'],
  ])('%s %s is hashed: stable, and different for another link', (platform, url) => {
    const id = signalIdFromUrl(platform, url);
    expect(id).toMatch(new RegExp(`^${platform}:url-[0-9a-f]{16}$`));
    expect(signalIdFromUrl(platform, url)).toBe(id);
    expect(signalIdFromUrl(platform, `${url}x`)).not.toBe(id);
  });
});
