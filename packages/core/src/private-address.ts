/**
 * Addresses in our own network (loopback, private ranges, link-local cloud metadata): a URL a user
 * gives us (a webhook, a forum) must not make the server call them. Pure, so the web's form, core's
 * schemas and the server's checks (a literal at save time, every resolved address at call time)
 * share one list.
 */

/** [first address as a number, prefix length] */
const PRIVATE_V4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
];

function v4(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

const inV4 = (n: number) =>
  PRIVATE_V4.some(([net, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(v4(net)! / 2 ** (32 - bits)));

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail allowed), or null. */
function v6(address: string): number[] | null {
  let text = address.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const n = v4(tail);
    if (n === null) return null;
    text = `${text.slice(0, -tail.length)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = halves.map((h) => (h ? h.split(':') : []));
  if (groups.flat().some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  const missing = 8 - groups.flat().length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = halves.length === 1 ? groups[0]! : [...groups[0]!, ...Array<string>(missing).fill('0'), ...groups[1]!];
  return all.map((g) => parseInt(g, 16));
}

function inV6(g: number[]): boolean {
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeros(7) && (g[7] === 0 || g[7] === 1)) return true; // :: and ::1
  if ((g[0]! & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((g[0]! & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  return zeros(5) && g[5] === 0xffff; // ::ffff:0:0/96, IPv4-mapped: any of them reaches an IPv4 host
}

/** Whether an IP address (v4, or v6 without brackets) is in our own network; false for a host name. */
export function isPrivateAddress(address: string): boolean {
  const n = v4(address);
  if (n !== null) return inV4(n);
  const groups = v6(address.replace(/^\[|\]$/g, ''));
  return groups !== null && inV6(groups);
}

export const privateAddressMessage = (hostname: string) => `${hostname} points to a private network address, which is not allowed`;

/**
 * The host, when a URL names our own network outright by address (an IP literal in a private
 * range): refused when the URL is saved. A host name is checked when it is called, since a lookup
 * at save time would prove nothing about the next one.
 */
export function namesPrivateHost(url: string): string | null {
  const { hostname } = new URL(url);
  return isPrivateAddress(hostname) ? hostname : null;
}
