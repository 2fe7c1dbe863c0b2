/**
 * Fixed-window attempt counters for the auth endpoints, per IP and per email. In memory: each
 * API instance limits on its own, which bounds guessing to limit × instances per window.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export class AttemptLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly limit: Limit, private readonly now: () => number = Date.now) {}

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfter(key: string): number {
    const entry = this.hits.get(key);
    const now = this.now();
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.limit.max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  hit(key: string): void {
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 50_000) this.sweep(now);
      this.hits.set(key, { count: 1, resetAt: now + this.limit.windowMs });
    } else {
      entry.count++;
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
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
