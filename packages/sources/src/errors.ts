import { PLATFORM_LABELS, type BudgetWindow, type SearchablePlatform } from '@firstsignal/core';

export type SourcePlatform = SearchablePlatform;

export type PlatformErrorKind = 'not_configured' | 'auth_failed' | 'rate_limited' | 'upstream_error' | 'timeout';

export interface PlatformErrorDetails {
  retryAfterSeconds?: number;
  /** HTTP status of the upstream answer, when there was one. */
  status?: number;
  /** Upstream's machine-readable reason (e.g. YouTube `quotaExceeded`), for logs and special cases. */
  reason?: string;
  /** Whether trying the same call again soon could succeed (5xx, 429, network); used by the retry loop. */
  retryable?: boolean;
  cause?: unknown;
}

/**
 * Why a platform could not be searched. The API turns `kind` into the per-platform health the UI
 * shows ("not configured", "rate limited", "failed"), so a blocked platform is never mistaken
 * for one that simply had no results.
 */
export class PlatformError extends Error {
  readonly kind: PlatformErrorKind;
  readonly platform: SourcePlatform;
  readonly retryAfterSeconds?: number;
  readonly status?: number;
  readonly reason?: string;
  readonly retryable: boolean;

  constructor(kind: PlatformErrorKind, platform: SourcePlatform, message: string, details: PlatformErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'PlatformError';
    this.kind = kind;
    this.platform = platform;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
    if (details.status !== undefined) this.status = details.status;
    if (details.reason !== undefined) this.reason = details.reason;
    this.retryable = details.retryable ?? false;
  }
}

export const PLATFORM_LABEL: Record<SourcePlatform, string> = PLATFORM_LABELS;

export function notConfigured(platform: SourcePlatform, missing: string[]): PlatformError {
  return new PlatformError(
    'not_configured',
    platform,
    `${PLATFORM_LABEL[platform]} is not configured: set ${missing.join(', ')}`,
  );
}

/** PlatformError reason: the window's count of the platform's quota (upstream_budget) is spent, so nothing was called. */
export const BUDGET_SPENT = 'budget_spent';

/** The rate limit our own shared count imposes: says when the window resets, as a 429's Retry-After would. */
export function budgetSpent(platform: SourcePlatform, window: BudgetWindow, now: Date): PlatformError {
  const seconds = Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 1000));
  const resets = window.end.toISOString().slice(11, 16);
  return new PlatformError(
    'rate_limited',
    platform,
    `${PLATFORM_LABEL[platform]}'s request allowance is used up; it resets at ${resets} UTC (in ${duration(seconds)}).`,
    { retryAfterSeconds: seconds, reason: BUDGET_SPENT },
  );
}

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}
