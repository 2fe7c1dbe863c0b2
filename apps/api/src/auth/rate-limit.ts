/**
 * Fixed-window attempt limits for the auth endpoints, per IP and per email. The counters live in
 * a shared store (the database, or Redis when REDIS_URL is set), so every API instance enforces
 * one limit. An attempt is counted before it is judged: concurrent attempts each get their own
 * count, and none slips past the limit between a check and a count. Keys are stored hashed:
 * the counters hold no email or IP address.
 */
import { createHash } from 'node:crypto';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface AttemptStore {
  /** Counts one attempt atomically: the count in the key's current window and the milliseconds it has left. */
  hit(key: string, windowMs: number): Promise<{ count: number; msLeft: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class AttemptLimiter {
  constructor(
    private readonly name: string,
    private readonly limit: Limit,
    private readonly store: AttemptStore,
  ) {}

  /** Counts an attempt by `key`: seconds until it may try again when over the limit, else 0. */
  async attempt(key: string): Promise<number> {
    const { count, msLeft } = await this.store.hit(this.storeKey(key), this.limit.windowMs);
    return count > this.limit.max ? Math.max(1, Math.ceil(msLeft / 1000)) : 0;
  }

  reset(key: string): Promise<void> {
    return this.store.reset(this.storeKey(key));
  }

  private storeKey(key: string): string {
    return `${this.name}:${createHash('sha256').update(key).digest('base64url')}`;
  }
}

export interface AuthLimits {
  loginPerIp: Limit;
  loginFailuresPerEmail: Limit;
  registerPerIp: Limit;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerIp: { max: 60, windowMs: 10 * 60_000 },
  loginFailuresPerEmail: { max: 10, windowMs: 15 * 60_000 },
  registerPerIp: { max: 30, windowMs: 60 * 60_000 },
};
