import { PLATFORM_LABELS, type SearchablePlatform } from '@firstsignal/core';

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
