/**
 * Password accounts over real HTTP: registration, sign-in, the session cookie and bearer token,
 * sign-out, and every kind of bad input answering a clear 4xx (never a 500, never a stack trace).
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@firstsignal/db';
import { testDbKinds } from '@firstsignal/db/testing';
import { call, registerUser, startTestServer, TEST_DATABASE_URL, type TestServer } from './support/harness';
import { isCleared, looksLikeStackTrace, setCookies } from './support/http';

/** Rate limits out of the way: rate-limit.test.ts covers them. */
const roomyLimits = {
  loginPerIp: { max: 10_000, windowMs: 60_000 },
  loginFailuresPerEmail: { max: 10_000, windowMs: 60_000 },
  registerPerIp: { max: 10_000, windowMs: 60_000 },
};

const SESSION_MAX_AGE = String(30 * 24 * 60 * 60);
const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';

describe.each(testDbKinds(TEST_DATABASE_URL))('auth on %s', (kind) => {
  let server: TestServer;
  const db = () => server.app.services.db;
  const userCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(schema.users))[0]?.n;

  beforeAll(async () => {
    server = await startTestServer({ db: kind, authLimits: roomyLimits });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('register', () => {
    it('answers 201 with the user and a token, and signs in with an HttpOnly cookie', async () => {
      const res = await call(server, 'POST', '/api/auth/register', { body: { email: 'Ada.Lovelace@Example.com', password: 'analytical' } });
      expect(res.status).toBe(201);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.json).toEqual({
        user: {
          id: expect.any(String),
          email: 'ada.lovelace@example.com',
          username: 'ada.lovelace',
          name: 'User',
          email_verified: false,
          user_metadata: { full_name: '', name: 'User', username: 'ada.lovelace' },
        },
        token: expect.stringMatching(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
      });
      expect(Object.keys(res.json)).toEqual(['user', 'token']);
      expect(res.text).not.toContain('password');
      expect(res.text).not.toContain('argon2');

      const cookie = setCookies(res.headers).fs_session;
      expect(cookie).toBeDefined();
      expect(cookie!.value).toBe(res.json.token);
      expect(cookie!.attributes.httponly).toBe(true);
      expect(cookie!.attributes.samesite).toBe('Lax');
      expect(cookie!.attributes.path).toBe('/');
      expect(cookie!.attributes['max-age']).toBe(SESSION_MAX_AGE);
      expect(cookie!.attributes.secure).toBeUndefined();

      // The cookie alone signs the user in.
      const me = await call(server, 'GET', '/api/auth/me', { headers: { cookie: `fs_session=${cookie!.value}` } });
      expect(me.status).toBe(200);
      expect(me.json).toEqual({ user: res.json.user });
    });

    it('stores the user, a profile and a free billing row, with an argon2id hash of the password', async () => {
      const { user, password } = await registerUser(server, { email: 'grace@example.com', password: 'cobol-rules', name: '  Grace Hopper  ' });
      expect(user).toMatchObject({ email: 'grace@example.com', username: 'grace', name: 'Grace Hopper' });
      expect(user.user_metadata).toEqual({ full_name: '', name: 'Grace Hopper', username: 'grace' });

      const [row] = await db().select().from(schema.users).where(eq(schema.users.id, user.id));
      expect(row).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper' });
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row!.passwordHash).not.toContain(password);

      const [profile] = await db().select().from(schema.profiles).where(eq(schema.profiles.userId, user.id));
      expect(profile).toMatchObject({ username: 'grace', firstName: '', lastName: '' });

      const billing = await db().select().from(schema.billingInfo).where(eq(schema.billingInfo.userId, user.id));
      expect(billing).toHaveLength(1);
      expect(billing[0]).toMatchObject({ plan: 'free', planStatus: 'active', maxResults: 25, monthlyResultsUsed: 0, stripeCustomerId: null });
    });

    it('gives a second user with the same local part the next free username', async () => {
      const first = await registerUser(server, { email: 'sam@one.example' });
      const second = await registerUser(server, { email: 'sam@two.example' });
      expect(first.user.username).toBe('sam');
      expect(second.user.username).toBe('sam2');
    });

    it('refuses a taken email in any letter case with 409, creating nothing', async () => {
      await registerUser(server, { email: 'taken@example.com' });
      const before = await userCount();
      for (const email of ['taken@example.com', 'TAKEN@Example.COM', '  Taken@example.com ']) {
        const res = await call(server, 'POST', '/api/auth/register', { body: { email, password: 'another-one' } });
        expect(res.status, email).toBe(409);
        expect(res.json).toEqual({ error: 'An account with this email already exists', field: 'email' });
        expect(setCookies(res.headers).fs_session).toBeUndefined();
      }
      expect(await userCount()).toBe(before);
    });

    const badBodies: { label: string; body?: unknown; rawBody?: string; contentType?: string; status?: number; error: string; field?: string }[] = [
      { label: 'empty object', body: {}, error: 'Email is required', field: 'email' },
      { label: 'missing email', body: { password: 'secret1' }, error: 'Email is required', field: 'email' },
      { label: 'blank email', body: { email: '   ', password: 'secret1' }, error: 'Email is required', field: 'email' },
      { label: 'email not a string', body: { email: 42, password: 'secret1' }, error: 'Email is required', field: 'email' },
      { label: 'invalid email', body: { email: 'not-an-email', password: 'secret1' }, error: 'Please enter a valid email address', field: 'email' },
      { label: 'missing password', body: { email: 'a@example.com' }, error: PASSWORD_TOO_SHORT, field: 'password' },
      { label: 'empty password', body: { email: 'a@example.com', password: '' }, error: PASSWORD_TOO_SHORT, field: 'password' },
      { label: '5-character password', body: { email: 'a@example.com', password: '12345' }, error: PASSWORD_TOO_SHORT, field: 'password' },
      { label: 'password not a string', body: { email: 'a@example.com', password: 123456 }, error: PASSWORD_TOO_SHORT, field: 'password' },
      {
        label: 'name over 100 characters',
        body: { email: 'a@example.com', password: 'secret1', name: 'n'.repeat(101) },
        error: 'Name must be at most 100 characters',
        field: 'name',
      },
      { label: 'NUL in the name', body: { email: 'a@example.com', password: 'secret1', name: 'Ada\u0000Lovelace' }, error: 'Text must not contain NUL characters', field: 'name' },
      { label: 'NUL in the password', body: { email: 'a@example.com', password: 'sec\u0000ret1' }, error: 'Text must not contain NUL characters', field: 'password' },
      { label: 'array body', rawBody: '[]', error: 'Request body must be a JSON object' },
      { label: 'string body', rawBody: '"x"', error: 'Request body must be a JSON object' },
      { label: 'null body', rawBody: 'null', error: 'Request body must be a JSON object' },
      { label: 'number body', rawBody: '42', error: 'Request body must be a JSON object' },
      { label: 'no body at all', error: 'Request body must be a JSON object' },
      { label: 'invalid JSON', rawBody: '{"email": "a@example.com", ', error: 'Request body must be valid JSON' },
      { label: 'empty JSON body', rawBody: '', error: 'Request body must be valid JSON' },
      { label: 'text/plain body', rawBody: '{"email":"a@example.com","password":"secret1"}', contentType: 'text/plain', error: 'Request body must be a JSON object' },
      {
        label: 'form-encoded body',
        rawBody: 'email=a%40example.com&password=secret1',
        contentType: 'application/x-www-form-urlencoded',
        status: 415,
        error: 'Unsupported content type: send application/json',
      },
    ];

    it.each(badBodies)('answers $label with a clear 4xx and creates nothing', async ({ body, rawBody, contentType, status, error, field }) => {
      const before = await userCount();
      const res = await call(server, 'POST', '/api/auth/register', {
        body,
        rawBody,
        headers: contentType ? { 'content-type': contentType } : rawBody === '' ? { 'content-type': 'application/json' } : {},
      });
      expect(res.status).toBe(status ?? 400);
      expect(res.json).toEqual(field ? { error, field } : { error });
      expect(looksLikeStackTrace(res.text)).toBe(false);
      expect(setCookies(res.headers).fs_session).toBeUndefined();
      expect(await userCount()).toBe(before);
    });

    it('refuses a 100 KB password with 400 from the schema, before any hashing', async () => {
      const before = await userCount();
      const res = await call(server, 'POST', '/api/auth/register', { body: { email: 'long@example.com', password: 'p'.repeat(100 * 1024) } });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: 'Password must be at most 256 characters long', field: 'password' });
      expect(await userCount()).toBe(before);
      // Login refuses it the same way rather than spending a hash on it.
      const login = await call(server, 'POST', '/api/auth/login', { body: { email: 'long@example.com', password: 'p'.repeat(100 * 1024) } });
      expect(login.status).toBe(400);
      expect(login.json).toEqual({ error: 'Password must be at most 256 characters long', field: 'password' });
    });

    it('refuses a body over the size limit with 413 JSON', async () => {
      const res = await call(server, 'POST', '/api/auth/register', { body: { email: 'big@example.com', password: 'secret1', pad: 'x'.repeat(300 * 1024) } });
      expect(res.status).toBe(413);
      expect(res.json).toEqual({ error: 'Request body is too large' });
    });
  });

  describe('login', () => {
    let account: Awaited<ReturnType<typeof registerUser>>;
    beforeAll(async () => {
      account = await registerUser(server, { email: 'login.user@example.com', password: 'right-password', name: 'Lou' });
    });

    it('signs in with the right password: 200, the user, a new token and the cookie', async () => {
      const res = await call(server, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ user: account.user, token: expect.stringMatching(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/) });
      expect(res.json.token).not.toBe(account.token);
      const cookie = setCookies(res.headers).fs_session;
      expect(cookie?.value).toBe(res.json.token);
      expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
      // Both sessions are valid at once (two devices).
      expect((await call(server, 'GET', '/api/auth/me', { token: res.json.token })).status).toBe(200);
      expect((await call(server, 'GET', '/api/auth/me', { token: account.token })).status).toBe(200);
    });

    it('treats the email case-insensitively and trims it', async () => {
      const res = await call(server, 'POST', '/api/auth/login', { body: { email: '  LOGIN.User@EXAMPLE.com ', password: account.password } });
      expect(res.status).toBe(200);
      expect(res.json.user.id).toBe(account.user.id);
    });

    it('answers a wrong password and an unknown email alike: 401, same message, no cookie', async () => {
      const wrong = await call(server, 'POST', '/api/auth/login', { body: { email: account.email, password: 'wrong-password' } });
      const unknown = await call(server, 'POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'right-password' } });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.json).toEqual({ error: 'Invalid email or password' });
        expect(setCookies(res.headers).fs_session).toBeUndefined();
      }
      expect(wrong.text).toBe(unknown.text);
    });

    it('does not accept a password that differs only in letter case', async () => {
      const res = await call(server, 'POST', '/api/auth/login', { body: { email: account.email, password: 'RIGHT-PASSWORD' } });
      expect(res.status).toBe(401);
    });

    it.each([
      { label: 'empty object', body: {}, error: 'Email is required', field: 'email' },
      { label: 'missing password', body: { email: 'login.user@example.com' }, error: 'Password is required', field: 'password' },
      { label: 'empty password', body: { email: 'login.user@example.com', password: '' }, error: 'Password is required', field: 'password' },
      { label: 'invalid email', body: { email: 'login.user', password: 'x' }, error: 'Please enter a valid email address', field: 'email' },
    ])('answers $label with 400', async ({ body, error, field }) => {
      const res = await call(server, 'POST', '/api/auth/login', { body });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error, field });
    });

    it.each(['[]', '"x"', 'null', '42', '{oops'])('answers the raw body %s with 400', async (rawBody) => {
      const res = await call(server, 'POST', '/api/auth/login', { rawBody });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: rawBody === '{oops' ? 'Request body must be valid JSON' : 'Request body must be a JSON object' });
      expect(looksLikeStackTrace(res.text)).toBe(false);
    });
  });

  describe('me and logout', () => {
    it('knows the user by cookie and by bearer token, and nobody without one', async () => {
      const { token, user } = await registerUser(server, { email: 'me@example.com' });
      const byCookie = await call(server, 'GET', '/api/auth/me', { headers: { cookie: `other=1; fs_session=${token}` } });
      const byBearer = await call(server, 'GET', '/api/auth/me', { token });
      expect(byCookie.status).toBe(200);
      expect(byCookie.json).toEqual({ user });
      expect(byBearer.status).toBe(200);
      expect(byBearer.json).toEqual({ user });
      expect(byBearer.headers.get('cache-control')).toBe('no-store');

      const anonymous = await call(server, 'GET', '/api/auth/me');
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
      expect(anonymous.json).toEqual({ error: 'Authentication required' });
    });

    it('refuses garbage, forged and truncated tokens with 401', async () => {
      const { token } = await registerUser(server, { email: 'forgery@example.com' });
      const [id, secret] = token.split('.') as [string, string];
      const forged = [
        'garbage',
        'a.b',
        'a.b.c',
        `${id}.`,
        `${id}.${secret}.extra`,
        `${id}.${secret.slice(0, -1)}`,
        `${id}.${'A'.repeat(secret.length)}`,
        `${'x'.repeat(200)}.${secret}`,
        `${id}.${'y'.repeat(5000)}`,
      ];
      for (const bad of forged) {
        const bearer = await call(server, 'GET', '/api/auth/me', { token: bad });
        expect(bearer.status, bad).toBe(401);
        expect(bearer.json).toEqual({ error: 'Authentication required' });
        const cookie = await call(server, 'GET', '/api/auth/me', { headers: { cookie: `fs_session=${bad}` } });
        expect(cookie.status, bad).toBe(401);
      }
      // An empty bearer does not fall back to anything.
      expect((await call(server, 'GET', '/api/auth/me', { headers: { authorization: 'Bearer ' } })).status).toBe(401);
      expect((await call(server, 'GET', '/api/auth/me', { headers: { authorization: `Basic ${token}` } })).status).toBe(401);
    });

    it('logout ends the session for good and clears the cookie', async () => {
      const { token } = await registerUser(server, { email: 'leaver@example.com' });
      const other = await call(server, 'POST', '/api/auth/login', { body: { email: 'leaver@example.com', password: 'correct horse' } });
      expect(other.status).toBe(200);

      const res = await call(server, 'POST', '/api/auth/logout', { token });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: true });
      const cleared = setCookies(res.headers).fs_session;
      expect(cleared).toBeDefined();
      expect(cleared!.value).toBe('');
      expect(isCleared(cleared!)).toBe(true);
      expect(cleared!.attributes.path).toBe('/');

      const after = await call(server, 'GET', '/api/auth/me', { token });
      expect(after.status).toBe(401);
      expect((await call(server, 'GET', '/api/auth/me', { headers: { cookie: `fs_session=${token}` } })).status).toBe(401);
      const [id] = token.split('.');
      expect(await db().select().from(schema.sessions).where(eq(schema.sessions.id, id!))).toHaveLength(0);

      // Signing out one device leaves the other signed in.
      expect((await call(server, 'GET', '/api/auth/me', { token: other.json.token })).status).toBe(200);
    });

    it('logout by cookie works the same, and logout when signed out is harmless', async () => {
      const { token } = await registerUser(server, { email: 'cookie.leaver@example.com' });
      const res = await call(server, 'POST', '/api/auth/logout', { headers: { cookie: `fs_session=${token}` } });
      expect(res.status).toBe(200);
      expect((await call(server, 'GET', '/api/auth/me', { token })).status).toBe(401);

      const anonymous = await call(server, 'POST', '/api/auth/logout');
      expect(anonymous.status).toBe(200);
      expect(anonymous.json).toEqual({ success: true });
    });

    it('keeps only a SHA-256 of the token secret in the sessions table', async () => {
      const { token, user } = await registerUser(server, { email: 'hashed@example.com' });
      const [id, secret] = token.split('.') as [string, string];
      expect(secret.length).toBeGreaterThanOrEqual(40);
      const rows = await db().select().from(schema.sessions).where(eq(schema.sessions.userId, user.id));
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row.id).toBe(id);
      expect(row.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
      const stored = JSON.stringify(row);
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(token);
      const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    });

    it('tRPC auth.me sees the same user by bearer, and null when signed out', async () => {
      const { token, user } = await registerUser(server, { email: 'trpc@example.com' });
      const signedIn = await call(server, 'GET', '/trpc/auth.me', { token });
      expect(signedIn.status).toBe(200);
      expect(signedIn.json).toEqual({ result: { data: user } });
      const signedOut = await call(server, 'GET', '/trpc/auth.me');
      expect(signedOut.status).toBe(200);
      expect(signedOut.json).toEqual({ result: { data: null } });
    });
  });

  describe('with an https PUBLIC_URL', () => {
    let secure: TestServer;
    beforeAll(async () => {
      secure = await startTestServer({ db: kind, env: { PUBLIC_URL: 'https://app.example.com' }, authLimits: roomyLimits });
    });
    afterAll(async () => {
      await secure?.close();
    });

    it('marks the session cookie Secure on register, login and logout', async () => {
      const reg = await call(secure, 'POST', '/api/auth/register', { body: { email: 'secure@example.com', password: 'secret-1' } });
      expect(reg.status).toBe(201);
      expect(setCookies(reg.headers).fs_session?.attributes).toMatchObject({ secure: true, httponly: true, samesite: 'Lax', path: '/' });

      const login = await call(secure, 'POST', '/api/auth/login', { body: { email: 'secure@example.com', password: 'secret-1' } });
      expect(login.status).toBe(200);
      expect(setCookies(login.headers).fs_session?.attributes.secure).toBe(true);

      const logout = await call(secure, 'POST', '/api/auth/logout', { token: login.json.token });
      expect(setCookies(logout.headers).fs_session?.attributes.secure).toBe(true);
      expect(logout.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    });

    it('accepts a same-origin POST from the public origin', async () => {
      const res = await call(secure, 'POST', '/api/auth/login', {
        body: { email: 'secure@example.com', password: 'secret-1' },
        headers: { origin: 'https://app.example.com' },
      });
      expect(res.status).toBe(200);
    });
  });
});
