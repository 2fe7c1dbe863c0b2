/** One POST to a user's URL (Slack or webhook): checked, bounded in time, never following redirects. */
import { truncate } from '@firstsignal/core';
import { DeliveryError, isRetryableStatus } from './errors';
import { assertPublicUrl } from './safe-url';

const TIMEOUT_MS = 10_000;

export async function postJson(
  url: string,
  body: string,
  options: { headers?: Record<string, string>; allowPrivate: boolean; label: string },
): Promise<string> {
  await assertPublicUrl(url, options.allowPrivate);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'FirstSignal/1.0', ...options.headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new DeliveryError(timedOut ? `${options.label} did not answer within ${TIMEOUT_MS / 1000} s` : `${options.label} could not be reached`, true);
  }
  const text = truncate(await response.text().catch(() => ''), 200, '');
  if (response.ok) return text;
  const detail = text.replace(/\s+/g, ' ').trim();
  throw new DeliveryError(`${options.label} answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`, isRetryableStatus(response.status));
}
