import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCache } from '../src/index';

afterEach(() => {
  vi.useRealTimers();
});

describe('createMemoryCache', () => {
  it('returns what was stored, as a copy', async () => {
    const cache = createMemoryCache();
    const value = { posts: [{ id: 'hybow9', score: 103829 }] };
    await cache.set('k', value, 60);
    value.posts[0]!.score = 0;

    const first = (await cache.get('k')) as typeof value;
    expect(first).toEqual({ posts: [{ id: 'hybow9', score: 103829 }] });
    first.posts.length = 0;
    expect(await cache.get('k')).toEqual({ posts: [{ id: 'hybow9', score: 103829 }] });
    expect(await cache.get('missing')).toBeUndefined();
  });

  it('forgets entries after their TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    const cache = createMemoryCache();
    await cache.set('k', [1, 2, 3], 600);

    vi.setSystemTime(new Date('2026-03-02T10:09:59Z'));
    expect(await cache.get('k')).toEqual([1, 2, 3]);
    vi.setSystemTime(new Date('2026-03-02T10:10:00Z'));
    expect(await cache.get('k')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest first', async () => {
    const cache = createMemoryCache(2);
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.set('a', 11, 60); // rewriting makes it the newest
    await cache.set('c', 3, 60);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(11);
    expect(await cache.get('c')).toBe(3);
  });

  it('does not store with a non-positive TTL', async () => {
    const cache = createMemoryCache();
    await cache.set('k', 'v', 0);
    expect(await cache.get('k')).toBeUndefined();
  });
});
