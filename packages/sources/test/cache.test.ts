import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCache, layeredCache, type SourceCache } from '../src/index';

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

describe('layeredCache', () => {
  /** A shared cache that counts what reaches it. */
  function countingShared() {
    const inner = createMemoryCache();
    const calls = { get: 0, set: 0 };
    const cache: SourceCache = {
      get: (key) => (calls.get++, inner.get(key)),
      set: (key, value, ttl) => (calls.set++, inner.set(key, value, ttl)),
    };
    return { cache, calls };
  }

  it('answers from memory once it has the value, and writes through to the shared cache', async () => {
    const shared = countingShared();
    const cache = layeredCache(createMemoryCache(), shared.cache);
    await cache.set('k', { posts: [1] }, 600);
    expect(shared.calls.set).toBe(1);
    expect(await cache.get('k')).toEqual({ posts: [1] });
    expect(await cache.get('k')).toEqual({ posts: [1] });
    expect(shared.calls.get).toBe(0);
  });

  it('takes what another instance stored from the shared cache, then keeps it near for a short while', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    const shared = countingShared();
    await shared.cache.set('k', 'from another instance', 600);
    const cache = layeredCache(createMemoryCache(), shared.cache, 60);
    expect(await cache.get('k')).toBe('from another instance');
    expect(await cache.get('k')).toBe('from another instance');
    expect(shared.calls.get).toBe(1);
    // After nearSeconds it asks the shared cache again, which decides whether the entry is still alive.
    vi.setSystemTime(new Date('2026-03-02T10:01:00Z'));
    expect(await cache.get('k')).toBe('from another instance');
    expect(shared.calls.get).toBe(2);
    expect(await cache.get('missing')).toBeUndefined();
    expect(shared.calls.get).toBe(3);
  });
});
