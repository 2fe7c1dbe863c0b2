/**
 * Slack and webhook URLs are the user's: before calling one, make sure it does not point into our
 * own network (loopback, private ranges, link-local cloud metadata), unless the operator allows it
 * (WEBHOOK_ALLOW_PRIVATE_URLS, for tests and intranets).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { DeliveryError } from './errors';

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
PRIVATE.addAddress('::', 'ipv6');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');
PRIVATE.addSubnet('::ffff:0:0', 96, 'ipv6');

export const privateAddressMessage = (hostname: string) => `${hostname} points to a private network address, which is not allowed`;

/** The URL's host when it is an IP address (an IPv6 one without its brackets), else null. */
function addressOf(parsed: URL): { address: string; family: number } | null {
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  return family === 0 ? null : { address: host, family };
}

const isPrivateAddress = (address: string, family: number) => PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');

/**
 * The host, when a URL names our own network outright by address (an IP literal in a private
 * range): settings refuse it when they are saved. A host name is checked when it is called
 * (`assertPublicUrl`), since a lookup at save time would prove nothing about the next one.
 */
export function namesPrivateHost(url: string): string | null {
  const parsed = new URL(url);
  const literal = addressOf(parsed);
  return literal && isPrivateAddress(literal.address, literal.family) ? parsed.hostname : null;
}

export async function assertPublicUrl(url: string, allowPrivate: boolean): Promise<void> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new DeliveryError('Only http(s) URLs can be called', false);
  if (allowPrivate) return;
  const literal = addressOf(parsed);
  const addresses = literal ? [literal] : await lookup(parsed.hostname, { all: true }).catch(() => []);
  if (addresses.length === 0) throw new DeliveryError(`${parsed.hostname} could not be resolved`, true);
  for (const a of addresses) {
    if (isPrivateAddress(a.address, a.family)) {
      throw new DeliveryError(privateAddressMessage(parsed.hostname), false);
    }
  }
}
