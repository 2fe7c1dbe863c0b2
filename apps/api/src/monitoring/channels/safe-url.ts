/**
 * Slack and webhook URLs are the user's: before calling one, make sure it does not point into our
 * own network (core's private ranges, every address the name resolves to now), unless the operator
 * allows it (WEBHOOK_ALLOW_PRIVATE_URLS, for tests and intranets).
 */
import { privateAddressMessage } from '@firstsignal/core';
import { hostProblem } from '@firstsignal/sources';
import { DeliveryError } from './errors';

export { namesPrivateHost, privateAddressMessage } from '@firstsignal/core';

export async function assertPublicUrl(url: string, allowPrivate: boolean): Promise<void> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new DeliveryError('Only http(s) URLs can be called', false);
  if (allowPrivate) return;
  const problem = await hostProblem(url);
  if (problem === 'unresolved') throw new DeliveryError(`${parsed.hostname} could not be resolved`, true);
  if (problem === 'private') throw new DeliveryError(privateAddressMessage(parsed.hostname), false);
}
