import type { z } from 'zod';
import { PlatformError } from './errors';

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * How many items a connector aims to collect for a requested `limit`: scoring discards the weak
 * ones, so we gather roughly 2.5x what the caller will keep.
 */
export function fetchTarget(limit: number): number {
  const wanted = Number.isFinite(limit) && limit > 0 ? limit : 1;
  return Math.max(10, Math.ceil(wanted * 2.5));
}

/** Trimmed, non-empty, first occurrence only: identical alternatives would spend quota twice. */
export function distinctQueries(queries: readonly string[]): string[] {
  return [...new Set(queries.map((q) => q.trim()).filter((q) => q.length > 0))];
}

/** Parses each element on its own, so one odd item in an upstream list cannot sink the whole answer. */
export function parseEach<S extends z.ZodType>(schema: S, values: readonly unknown[]): z.output<S>[] {
  const out: z.output<S>[] = [];
  for (const value of values) {
    const parsed = schema.safeParse(value);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

export function epochSeconds(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0;
}

/**
 * Comment threads enrich a result set that already has posts; losing one thread (comments
 * disabled, a private subreddit, a slow answer) should cost those comments, not the search.
 * A caller's own abort is not a PlatformError and still propagates.
 */
export async function bestEffort<T>(work: Promise<T[]>): Promise<T[]> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof PlatformError) return [];
    throw err;
  }
}
