/** Link domains as exclusions take and compare them (exclusions.ts, community.ts's schema). */

/**
 * A host as exclusions compare it: lower case, ASCII (punycode) form, without `www.` or a port.
 * Null when the text names no host.
 */
export function domainOf(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  if (!URL.canParse(withScheme)) return null;
  const host = new URL(withScheme).hostname.replace(/\.$/, '').replace(/^www\./, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : null;
}
