/**
 * Where a user-given URL (a forum, a webhook) really points, checked each time it is called: a
 * host name that resolved to a public address yesterday may resolve into our own network today
 * (DNS rebinding), so a check at save time proves nothing about the next call.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress } from '@firstsignal/core';

/** 'unresolved' when the name has no address, 'private' when any address is in our own network, else null. */
export async function hostProblem(url: string): Promise<'unresolved' | 'private' | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0) return 'unresolved';
  return addresses.some(isPrivateAddress) ? 'private' : null;
}
