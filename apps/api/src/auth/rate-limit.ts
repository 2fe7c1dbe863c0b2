/**
 * Fixed-window attempt limits for the auth endpoints, per IP and per email. The counters live in
 * a shared store (the database, or Redis when REDIS_URL is set), so every API instance enforces
 * one limit. An attempt is counted before it is judged: concurrent attempts each get their own
 * count, and none slips past the limit between a check and a count. Keys are stored hashed:
 * the counters hold no email or IP address.
 */
import { createHash } from 'node:crypto';
import { HttpError } from '../http/errors';

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

  /** Counts an attempt by `key` and refuses it with a 429 (and Retry-After: the window's seconds left) when over the limit. */
  async enforce(key: string, message = 'Too many attempts.'): Promise<void> {
    const { count, msLeft } = await this.store.hit(this.storeKey(key), this.limit.windowMs);
    if (count <= this.limit.max) return;
    const wait = Math.max(1, Math.ceil(msLeft / 1000));
    throw new HttpError(429, `${message} Please try again in ${wait} seconds.`, { retryAfter: wait });
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
  /** Verification mails a signed-in user may ask for (Resend). */
  verificationMailsPerUser: Limit;
  /** Email changes a user may ask for, and changes to one address from anyone: each is a mail, or (without SMTP) a probe of who has an account. */
  emailChangesPerUser: Limit;
  emailChangesPerAddress: Limit;
  /** Requests one API key may make, across every instance. */
  apiKeyRequests: Limit;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerIp: { max: 60, windowMs: 10 * 60_000 },
  loginFailuresPerEmail: { max: 10, windowMs: 15 * 60_000 },
  registerPerIp: { max: 30, windowMs: 60 * 60_000 },
  verificationMailsPerUser: { max: 5, windowMs: 60 * 60_000 },
  emailChangesPerUser: { max: 5, windowMs: 60 * 60_000 },
  emailChangesPerAddress: { max: 5, windowMs: 60 * 60_000 },
  apiKeyRequests: { max: 120, windowMs: 60_000 },
};
