import type { RawItem } from '@firstsignal/core';
import { expect } from 'vitest';
import { createMemoryCache, PlatformError, type SourceCache } from '../../src';

/** The PlatformError a call rejects with; fails the test if it resolves or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PlatformError);
  return err as PlatformError;
}

export function byId(items: RawItem[], id: string): RawItem {
  const item = items.find((i) => i.nativeId === id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
}

/** A memory cache that also records every key written to it. */
export function recordingCache(): { cache: SourceCache; keys: string[] } {
  const inner = createMemoryCache();
  const keys: string[] = [];
  const cache: SourceCache = {
    get: (key) => inner.get(key),
    set: async (key, value, ttl) => {
      keys.push(key);
      await inner.set(key, value, ttl);
    },
  };
  return { cache, keys };
}
