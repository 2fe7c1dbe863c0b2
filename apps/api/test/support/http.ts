/**
 * Cookie handling the way a browser would do it, for tests that talk to the server with fetch:
 * parse Set-Cookie headers, keep a jar, send the cookies that apply to a path.
 */

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names in lower case; flags (HttpOnly, Secure) map to true. */
  attributes: Record<string, string | true>;
  raw: string;
}

export function parseSetCookie(raw: string): SetCookie {
  const [pair = '', ...parts] = raw.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of parts) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const i = trimmed.indexOf('=');
    if (i === -1) attributes[trimmed.toLowerCase()] = true;
    else attributes[trimmed.slice(0, i).toLowerCase()] = trimmed.slice(i + 1);
  }
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes, raw };
}

/** Every Set-Cookie of a response, by cookie name. */
export function setCookies(headers: Headers): Record<string, SetCookie> {
  const out: Record<string, SetCookie> = {};
  for (const raw of headers.getSetCookie()) {
    const cookie = parseSetCookie(raw);
    out[cookie.name] = cookie;
  }
  return out;
}

/** Whether a Set-Cookie deletes the cookie (expired or zero max-age). */
export function isCleared(cookie: SetCookie): boolean {
  const maxAge = cookie.attributes['max-age'];
  if (maxAge !== undefined && maxAge !== true && Number(maxAge) <= 0) return true;
  const expires = cookie.attributes.expires;
  return typeof expires === 'string' && Date.parse(expires) <= Date.now();
}

/** A minimal cookie jar for one host: honours Path, Max-Age/Expires deletion. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(headers: Headers): void {
    for (const cookie of Object.values(setCookies(headers))) {
      const path = typeof cookie.attributes.path === 'string' ? cookie.attributes.path : '/';
      const key = `${cookie.name}|${path}`;
      if (isCleared(cookie)) this.cookies.delete(key);
      else this.cookies.set(key, { value: cookie.value, path });
    }
  }

  get(name: string): string | undefined {
    for (const [key, cookie] of this.cookies) if (key.startsWith(`${name}|`)) return cookie.value;
    return undefined;
  }

  set(name: string, value: string, path = '/'): void {
    this.cookies.set(`${name}|${path}`, { value, path });
  }

  /** The Cookie header a browser would send to this path. */
  header(pathname: string): string {
    const matches = (path: string) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`) || path === '/';
    return [...this.cookies]
      .filter(([, c]) => matches(c.path))
      .map(([key, c]) => `${key.split('|')[0]}=${c.value}`)
      .join('; ');
  }
}

/** A GET the way a browser follows a link: no redirect following, cookies from the jar. */
export async function browserGet(url: string, jar: CookieJar, headers: Record<string, string> = {}) {
  const cookie = jar.header(new URL(url).pathname);
  const response = await fetch(url, { redirect: 'manual', headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  jar.store(response.headers);
  const text = await response.text();
  return { status: response.status, headers: response.headers, location: response.headers.get('location'), text };
}

/** A string that shows up when a response leaks internals. */
export function looksLikeStackTrace(text: string): boolean {
  return /\bat\s+\S+\s+\(?(file:|node:|\/)/.test(text) || /"stack"\s*:/.test(text) || /\.(ts|js):\d+:\d+/.test(text);
}
