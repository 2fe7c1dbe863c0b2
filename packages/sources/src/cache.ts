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
 */
export function createMemoryCache(maxEntries = 500): SourceCache {
  const entries = new Map<string, Entry>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() >= entry.expiresAt) {
        entries.delete(key);
        return undefined;
      }
      return JSON.parse(entry.json) as unknown;
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0 || value === undefined) return;
      entries.delete(key);
      entries.set(key, { json: JSON.stringify(value), expiresAt: Date.now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
  };
}
