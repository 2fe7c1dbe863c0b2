export interface SourceCache {
  get(key: string): Promise<unknown | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
}

interface Entry {
  json: string;
  expiresAt: number;
}

/**
 * In-process cache. Values are stored as JSON so callers see the same copy semantics a shared
 * (serialising) cache would give them, and a caller mutating a result cannot corrupt the cache.
 * Bounded so a long-running server cannot grow it without limit; the oldest entry goes first.
 * `clock` is the app's, so tests that move time move this cache's expiry with it.
 */
export function createMemoryCache(maxEntries = 500, clock: () => number = Date.now): SourceCache {
  const entries = new Map<string, Entry>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (clock() >= entry.expiresAt) {
        entries.delete(key);
        return undefined;
      }
      return JSON.parse(entry.json) as unknown;
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0 || value === undefined) return;
      entries.delete(key);
      entries.set(key, { json: JSON.stringify(value), expiresAt: clock() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
  };
}

/**
 * A cache in this process in front of a shared one (the database): a search asks the cache
 * once for every platform call, and answering those from memory keeps them off the database's
 * queue (on PGlite, its only connection). Writes go to both, so other instances still share
 * what this one fetched. An entry read from the shared cache is kept here for at most
 * `nearSeconds`, since its remaining lifetime there is not known.
 */
export function layeredCache(near: SourceCache, shared: SourceCache, nearSeconds = 60): SourceCache {
  return {
    async get(key) {
      const hit = await near.get(key);
      if (hit !== undefined) return hit;
      const value = await shared.get(key);
      if (value !== undefined) await near.set(key, value, nearSeconds);
      return value;
    },
    async set(key, value, ttlSeconds) {
      await Promise.all([near.set(key, value, ttlSeconds), shared.set(key, value, ttlSeconds)]);
    },
  };
}
