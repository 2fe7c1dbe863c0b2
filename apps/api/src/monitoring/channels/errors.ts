/** A delivery that did not go through; `retryable` when trying again later may succeed. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Retried: the receiver's trouble may pass (rate limits, 5xx, timeouts). */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}
