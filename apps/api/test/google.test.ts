/**
 * Google sign-in (OpenID Connect, authorization code with PKCE and state) against a local
 * provider, followed by hand the way a browser follows the redirects, cookies included.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@firstsignal/db';
import { testDbKinds } from '@firstsignal/db/testing';
import { call, registerUser, startTestServer, TEST_DATABASE_URL, type TestServer } from './support/harness';
import { browserGet, CookieJar, setCookies } from './support/http';
import { startOidcProvider, type OidcProvider } from './support/oidc-provider';
import { SEARCH_PARAMS, trpc } from './support/saved-world';
import { linkTokenOf, mailsTo, startSmtpServer, type Mailbox } from './support/smtp-server';

const FAILED = '/login?error=Google%20sign-in%20failed';

describe('Google sign-in without settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 503 JSON saying it is not configured and which settings to add', async () => {
    const res = await call(server, 'GET', '/api/auth/google');
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ error: 'Google sign-in is not configured (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)' });
    expect(res.json.error).toContain('not configured');
    expect(res.headers.get('location')).toBeNull();
  });

  it('sends a stray callback back to the login page with the reason', async () => {
    const res = await call(server, 'GET', '/api/auth/google/callback?code=x&state=y');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?error=Google%20sign-in%20is%20not%20configured');
    expect(setCookies(res.headers).fs_session).toBeUndefined();
  });

  it('sends the browser back to the login page when the provider cannot be reached', async () => {
    const gone = await startOidcProvider();
    await gone.close();
    const unreachable = await startTestServer({ env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER_URL: gone.issuer } });
    try {
      const res = await call(unreachable, 'GET', '/api/auth/google');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/login?error=Google%20sign-in%20is%20unavailable%20right%20now.%20Please%20try%20again.');
      expect(setCookies(res.headers).fs_oauth_state).toBeUndefined();
    } finally {
      await unreachable.close();
    }
  });

  it('names the one missing setting when only the client id is given', async () => {
    const half = await startTestServer({ env: { GOOGLE_CLIENT_ID: 'only-id' } });
    try {
      const res = await call(half, 'GET', '/api/auth/google');
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ error: 'Google sign-in is not configured (set GOOGLE_CLIENT_SECRET)' });
    } finally {
      await half.close();
    }
  });
});

describe.each(testDbKinds(TEST_DATABASE_URL))('Google sign-in on %s', (kind) => {
  let provider: OidcProvider;
  let mailbox: Mailbox;
  let server: TestServer;
  const db = () => server.app.services.db;
  const count = async (table: typeof schema.users | typeof schema.oauthAccounts | typeof schema.sessions) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

  beforeAll(async () => {
    [provider, mailbox] = await Promise.all([startOidcProvider(), startSmtpServer()]);
    server = await startTestServer({
      db: kind,
      env: {
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        GOOGLE_ISSUER_URL: provider.issuer,
        SMTP_URL: mailbox.url,
        EMAIL_FROM: 'accounts@firstsignal.test',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
    await mailbox?.close();
  });
  beforeEach(() => {
    provider.user = { sub: 'google-sub-1', email: 'gina@gmail.com', email_verified: true, name: 'Gina Google' };
    provider.claimOverrides = {};
  });

  /** Start at /api/auth/google, let the provider sign in, and come back to the callback. */
  async function signIn(options: { tamper?: (callbackUrl: URL, jar: CookieJar) => void } = {}) {
    const jar = new CookieJar();
    const start = await browserGet(`${server.url}/api/auth/google`, jar);
    expect(start.status).toBe(302);
    const authorize = await browserGet(start.location!, new CookieJar());
    expect(authorize.status).toBe(302);
    const callbackUrl = new URL(authorize.location!);
    options.tamper?.(callbackUrl, jar);
    const callback = await browserGet(callbackUrl.toString(), jar);
    return { jar, start, authorize, callback, callbackUrl };
  }

  const expectNoSession = (res: { headers: Headers }) => expect(setCookies(res.headers).fs_session).toBeUndefined();

  it('redirects to the provider with PKCE (S256) and state, and keeps both in short-lived HttpOnly cookies', async () => {
    const jar = new CookieJar();
    const res = await browserGet(`${server.url}/api/auth/google`, jar);
    expect(res.status).toBe(302);
    const location = new URL(res.location!);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/authorize`);
    const p = location.searchParams;
    expect(p.get('client_id')).toBe(provider.clientId);
    expect(p.get('response_type')).toBe('code');
    expect(p.get('redirect_uri')).toBe(`${server.url}/api/auth/google/callback`);
    expect(p.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('state')).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    const cookies = setCookies(res.headers);
    const state = cookies.fs_oauth_state;
    const verifier = cookies.fs_oauth_verifier;
    expect(state?.value).toBe(p.get('state'));
    expect(verifier?.value).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    // The challenge is the S256 of the verifier kept in the cookie; the verifier itself never leaves.
    expect(createHash('sha256').update(verifier!.value).digest('base64url')).toBe(p.get('code_challenge'));
    expect(location.toString()).not.toContain(verifier!.value);
    for (const cookie of [state!, verifier!]) {
      expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/api/auth/google', 'max-age': '600' });
    }
    expectNoSession(res);

    // A second start gets fresh values.
    const again = await browserGet(`${server.url}/api/auth/google`, new CookieJar());
    expect(new URL(again.location!).searchParams.get('state')).not.toBe(p.get('state'));
  });

  it('signs a new Google user in: session cookie, redirect to /search, and an account without a password', async () => {
    const usersBefore = await count(schema.users);
    const { jar, callback, callbackUrl } = await signIn();
    expect(callbackUrl.pathname).toBe('/api/auth/google/callback');
    expect(callbackUrl.searchParams.get('code')).toBeTruthy();

    expect(callback.status).toBe(302);
    expect(callback.location).toBe('/search');
    const session = setCookies(callback.headers).fs_session;
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(session?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    // The one-time state and verifier are spent.
    expect(jar.get('fs_oauth_state')).toBeUndefined();
    expect(jar.get('fs_oauth_verifier')).toBeUndefined();

    // The provider saw the right client credentials, redirect URI and verifier.
    const token = provider.tokenRequests.at(-1)!;
    expect(token.outcome).toBe('ok');
    expect(token.clientAuth).not.toBe('none');
    expect(token.redirect_uri).toBe(`${server.url}/api/auth/google/callback`);
    expect(provider.authorizeRequests.at(-1)!.nonce).toBeNull();

    const me = await call(server, 'GET', '/api/auth/me', { headers: { cookie: `fs_session=${jar.get('fs_session')}` } });
    expect(me.status).toBe(200);
    expect(me.json).toEqual({
      user: {
        id: expect.any(String),
        email: 'gina@gmail.com',
        username: 'gina',
        name: 'Gina Google',
        email_verified: true,
        user_metadata: { full_name: '', name: 'Gina Google', username: 'gina' },
      },
    });
    expect(await count(schema.users)).toBe(usersBefore! + 1);
    const [row] = await db().select().from(schema.users).where(eq(schema.users.email, 'gina@gmail.com'));
    expect(row?.passwordHash).toBeNull();
    const links = await db().select().from(schema.oauthAccounts).where(eq(schema.oauthAccounts.userId, me.json.user.id));
    expect(links).toEqual([expect.objectContaining({ provider: 'google', providerUserId: 'google-sub-1' })]);
    const [billing] = await db().select().from(schema.billingInfo).where(eq(schema.billingInfo.userId, me.json.user.id));
    expect(billing).toMatchObject({ plan: 'free', maxResults: 25 });

    // No password works for a Google-only account, and its email cannot be registered again.
    const login = await call(server, 'POST', '/api/auth/login', { body: { email: 'gina@gmail.com', password: 'anything-at-all' } });
    expect(login.status).toBe(401);
    expect(login.json).toEqual({ error: 'Invalid email or password' });
    const register = await call(server, 'POST', '/api/auth/register', { body: { email: 'gina@gmail.com', password: 'hijack-attempt' } });
    expect(register.status).toBe(409);
  });

  it('signs the same Google user into the same account the next time, even after an email change at Google', async () => {
    provider.user = { sub: 'google-sub-repeat', email: 'repeat@gmail.com', email_verified: true, name: 'Rae Peat' };
    const first = await signIn();
    expect(first.callback.location).toBe('/search');
    const usersAfterFirst = await count(schema.users);
    const oauthAfterFirst = await count(schema.oauthAccounts);

    const second = await signIn();
    expect(second.callback.location).toBe('/search');
    provider.user = { ...provider.user, email: 'renamed@gmail.com' };
    const third = await signIn();
    expect(third.callback.location).toBe('/search');

    expect(await count(schema.users)).toBe(usersAfterFirst);
    expect(await count(schema.oauthAccounts)).toBe(oauthAfterFirst);
    const ids = await Promise.all(
      [first, second, third].map(async ({ jar }) => {
        const me = await call(server, 'GET', '/api/auth/me', { headers: { cookie: `fs_session=${jar.get('fs_session')}` } });
        expect(me.status).toBe(200);
        return me.json.user.id as string;
      }),
    );
    expect(new Set(ids).size).toBe(1);
    const rows = await db().select().from(schema.users).where(eq(schema.users.id, ids[0]!));
    expect(rows.map((r) => r.email)).toEqual(['repeat@gmail.com']);
    // Three separate sessions, each its own token.
    expect(new Set([first, second, third].map(({ jar }) => jar.get('fs_session'))).size).toBe(3);
  });

  it('links to a password account whose holder verified the same address: both ways in keep working', async () => {
    const account = await registerUser(server, { email: 'both.ways@example.com', password: 'password-first', name: 'Bo Th' });
    const [mail] = await mailsTo(mailbox, 'both.ways@example.com');
    expect((await call(server, 'POST', '/api/auth/verify-email', { body: { token: linkTokenOf(mail!) } })).status).toBe(200);
    provider.user = { sub: 'google-sub-both', email: 'Both.Ways@Example.com', email_verified: true, name: 'Google Name' };
    const usersBefore = await count(schema.users);

    const { callback, jar } = await signIn();
    expect(callback.location).toBe('/search');
    const me = await call(server, 'GET', '/api/auth/me', { headers: { cookie: `fs_session=${jar.get('fs_session')}` } });
    expect(me.json.user).toEqual({ ...account.user, email_verified: true });
    expect(await count(schema.users)).toBe(usersBefore);
    const links = await db().select().from(schema.oauthAccounts).where(eq(schema.oauthAccounts.providerUserId, 'google-sub-both'));
    expect(links.map((l) => l.userId)).toEqual([account.user.id]);

    // The password and the earlier session still work too.
    const login = await call(server, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
    expect(login.json.user.id).toBe(account.user.id);
    expect((await call(server, 'GET', '/api/auth/me', { token: account.token })).status).toBe(200);
  });

  it("locks out whoever registered a Google user's address with a password first: the account becomes the Google user's", async () => {
    // The attacker registers the victim's address, saves data, and sets up ways to read it from outside.
    const attacker = await registerUser(server, { email: 'victim@gmail.com', password: 'attacker-knows-this' });
    const second = await call(server, 'POST', '/api/auth/login', { body: { email: 'victim@gmail.com', password: 'attacker-knows-this' } });
    const saved = await call(server, 'POST', '/api/searches', { token: attacker.token, body: { name: 'Planted', searchParams: SEARCH_PARAMS } });
    expect(saved.status, saved.text).toBe(201);
    const feed = await trpc(server, attacker.token, 'mutation', 'monitoring.createFeed', { id: saved.json.search.id });
    const feedPath = new URL(feed.data.atomUrl).pathname;
    expect((await call(server, 'GET', feedPath)).status).toBe(200);
    const slack = 'https://hooks.slack.com/services/T000/B000/attacker';
    expect((await trpc(server, attacker.token, 'mutation', 'notifications.update', { slackWebhookUrl: slack, webhookUrl: 'https://attacker.example/hook' })).status).toBe(200);
    expect((await call(server, 'PUT', '/api/user/profile', { token: attacker.token, body: { email: 'attacker.next@example.com' } })).status).toBe(200);

    provider.user = { sub: 'google-sub-victim', email: 'victim@gmail.com', email_verified: true, name: 'Real Victim' };
    const { callback, jar } = await signIn();
    expect(callback.status).toBe(302);
    expect(callback.location).toBe('/search?notice=account-claimed');
    const victim = { cookie: `fs_session=${jar.get('fs_session')}` };
    const me = await call(server, 'GET', '/api/auth/me', { headers: victim });
    expect(me.json.user).toMatchObject({ id: attacker.user.id, email: 'victim@gmail.com', email_verified: true });

    // Every way the attacker had in is gone: both sessions, the password, the pending email change.
    for (const token of [attacker.token, second.json.token]) {
      const res = await call(server, 'GET', '/api/auth/me', { token });
      expect(res.status).toBe(401);
    }
    const login = await call(server, 'POST', '/api/auth/login', { body: { email: 'victim@gmail.com', password: 'attacker-knows-this' } });
    expect(login.status).toBe(401);
    expect(login.json).toEqual({ error: 'Invalid email or password' });
    const profile = await call(server, 'GET', '/api/user/profile', { headers: victim });
    expect(profile.json.profile).toMatchObject({ email: 'victim@gmail.com', email_verified: true, pending_email: null });
    expect(await db().select().from(schema.emailTokens).where(eq(schema.emailTokens.userId, attacker.user.id))).toEqual([]);
    const [row] = await db().select().from(schema.users).where(eq(schema.users.id, attacker.user.id));
    expect(row!.passwordHash).toBeNull();
    const links = await db().select().from(schema.oauthAccounts).where(eq(schema.oauthAccounts.userId, attacker.user.id));
    expect(links.map((l) => l.providerUserId)).toEqual(['google-sub-victim']);

    // ...and every way out: the feed URL and the Slack and webhook destinations.
    expect((await call(server, 'GET', feedPath)).status).toBe(404);
    const notifications = await call(server, 'GET', '/trpc/notifications.get', { headers: victim });
    expect(notifications.json.result.data.slack.url).toBeNull();
    expect(notifications.json.result.data.webhook.url).toBeNull();

    // What was saved before stays in the account (a legitimate owner loses nothing); only the Google user can read it now.
    const searches = await call(server, 'GET', '/api/searches', { headers: victim });
    expect(searches.json.searches.map((s: { name: string }) => s.name)).toEqual(['Planted']);

    // The next Google sign-in is an ordinary one.
    expect((await signIn()).callback.location).toBe('/search');
  });

  it('refuses to link a password account to a Google identity whose email is not verified', async () => {
    const account = await registerUser(server, { email: 'unverified.target@example.com', password: 'mine-alone' });
    provider.user = { sub: 'google-sub-unverified', email: 'unverified.target@example.com', email_verified: false, name: 'Impostor' };
    const usersBefore = await count(schema.users);
    const oauthBefore = await count(schema.oauthAccounts);

    const { callback } = await signIn();
    expect(callback.status).toBe(302);
    expect(callback.location).toBe(FAILED);
    expectNoSession(callback);
    expect(await count(schema.users)).toBe(usersBefore);
    expect(await count(schema.oauthAccounts)).toBe(oauthBefore);
    const me = await call(server, 'GET', '/api/auth/me', { token: account.token });
    expect(me.json.user.name).toBe('User');
  });

  it('refuses a callback whose state was tampered with, without redeeming the code', async () => {
    const sessionsBefore = await count(schema.sessions);
    const tokenCalls = provider.tokenRequests.length;
    const { callback } = await signIn({ tamper: (url) => url.searchParams.set('state', 'tampered-state-value') });
    expect(callback.status).toBe(302);
    expect(callback.location).toBe(FAILED);
    expectNoSession(callback);
    expect(provider.tokenRequests.length).toBe(tokenCalls);
    expect(await count(schema.sessions)).toBe(sessionsBefore);
  });

  it('refuses a callback that arrives without the state and verifier cookies (another browser)', async () => {
    const { callback } = await signIn({
      tamper: (_url, jar) => {
        jar.set('fs_oauth_state', '', '/api/auth/google');
        jar.set('fs_oauth_verifier', '', '/api/auth/google');
      },
    });
    expect(callback.location).toBe(FAILED);
    expectNoSession(callback);
  });

  it('fails when the PKCE verifier does not match: the provider refuses the code', async () => {
    const tokenCalls = provider.tokenRequests.length;
    const { callback } = await signIn({ tamper: (_url, jar) => jar.set('fs_oauth_verifier', 'x'.repeat(43), '/api/auth/google') });
    expect(callback.location).toBe(FAILED);
    expectNoSession(callback);
    expect(provider.tokenRequests.length).toBe(tokenCalls + 1);
    expect(provider.tokenRequests.at(-1)!.outcome).toBe('invalid_grant');
  });

  it('refuses a replayed callback (the code and state are single use)', async () => {
    const first = await signIn();
    expect(first.callback.location).toBe('/search');
    const replay = await browserGet(first.callbackUrl.toString(), first.jar);
    expect(replay.location).toBe(FAILED);
    expectNoSession(replay);
  });

  // The ID token comes straight from the token endpoint (TLS in production), so openid-client checks
  // its claims rather than its signature (OIDC Core 3.1.3.7); the claims are what these cases vary.
  it.each([
    { label: 'another audience', key: 'aud', claims: () => ({ aud: 'someone-elses-client' }) },
    { label: 'another issuer', key: 'iss', claims: () => ({ iss: 'https://evil.example' }) },
    { label: 'an expired token', key: 'exp', claims: () => ({ exp: Math.floor(Date.now() / 1000) - 3600 }) },
    { label: 'no subject', key: 'sub', claims: () => ({ sub: undefined }) },
  ])('refuses an ID token with $label', async ({ key, claims }) => {
    const email = `forged-${key}@gmail.com`;
    provider.user = { sub: `google-sub-forged-${key}`, email, email_verified: true, name: 'Forged' };
    provider.claimOverrides = claims();
    const { callback } = await signIn();
    expect(provider.tokenRequests.at(-1)!.outcome).toBe('ok');
    expect(callback.location).toBe(FAILED);
    expectNoSession(callback);
    expect(await db().select().from(schema.users).where(eq(schema.users.email, email))).toEqual([]);
  });

  it('refuses a Google identity without an email address', async () => {
    provider.user = { sub: 'google-sub-no-email', email: 'unused@gmail.com', email_verified: true };
    provider.claimOverrides = { email: undefined };
    const usersBefore = await count(schema.users);
    const { callback } = await signIn();
    expect(callback.location).toBe(FAILED);
    expectNoSession(callback);
    expect(await count(schema.users)).toBe(usersBefore);
  });

  it('names a Google user without a name "User"', async () => {
    provider.user = { sub: 'google-sub-nameless', email: 'nameless@gmail.com', email_verified: true };
    const { callback, jar } = await signIn();
    expect(callback.location).toBe('/search');
    const me = await call(server, 'GET', '/api/auth/me', { headers: { cookie: `fs_session=${jar.get('fs_session')}` } });
    expect(me.json.user).toMatchObject({ email: 'nameless@gmail.com', name: 'User', username: 'nameless' });
  });

  it('sends a user who cancelled at Google back to the login page', async () => {
    const jar = new CookieJar();
    const start = await browserGet(`${server.url}/api/auth/google`, jar);
    const state = new URL(start.location!).searchParams.get('state')!;
    const res = await browserGet(`${server.url}/api/auth/google/callback?error=access_denied&state=${state}`, jar);
    expect(res.status).toBe(302);
    expect(res.location).toBe(FAILED);
    expectNoSession(res);
  });

  it('sends a failed Google sign-up back to the register page with its wording', async () => {
    const jar = new CookieJar();
    const start = await browserGet(`${server.url}/api/auth/google?from=register`, jar);
    expect(setCookies(start.headers).fs_oauth_from?.value).toBe('register');
    const state = new URL(start.location!).searchParams.get('state')!;
    const res = await browserGet(`${server.url}/api/auth/google/callback?error=access_denied&state=${state}`, jar);
    expect(res.status).toBe(302);
    expect(res.location).toBe('/register?error=Google%20sign-up%20failed');
    expectNoSession(res);
  });
});
