/**
 * Password guessing is bounded: per email and per IP for sign-in, per IP for registration. A
 * limited client gets 429 with retry-after and a clear message, even with the right password.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { schema } from '@firstsignal/db';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from '../src/auth/rate-limit';
import { call, registerUser, startTestServer, type TestServer } from './support/harness';
import { setCookies } from './support/http';

const TOO_MANY = /^Too many attempts\. Please try again in (\d+) seconds\.$/;
const roomy = { max: 10_000, windowMs: 60_000 };
const limits = (overrides: Partial<AuthLimits>): Partial<AuthLimits> => ({
  loginPerIp: roomy,
  loginFailuresPerEmail: roomy,
  registerPerIp: roomy,
  ...overrides,
});

function expectTooMany(res: Awaited<ReturnType<typeof call>>, maxSeconds: number) {
  expect(res.status).toBe(429);
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  const seconds = Number(retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  expect(Object.keys(res.json)).toEqual(['error']);
  const match = TOO_MANY.exec(res.json.error);
  expect(match, res.json.error).not.toBeNull();
  expect(Number(match![1])).toBe(seconds);
  expect(setCookies(res.headers).fs_session).toBeUndefined();
  return seconds;
}

describe('auth rate limits', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('with the default limits, 30 wrong passwords for one email lock it out, the right password included', async () => {
    server = await startTestServer();
    const victim = await registerUser(server, { email: 'victim@example.com', password: 'the-real-one' });
    const bystander = await registerUser(server, { email: 'bystander@example.com', password: 'bystander-pw' });

    const statuses: number[] = [];
    let firstLimited: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 30; i++) {
      const res = await call(server, 'POST', '/api/auth/login', { body: { email: 'victim@example.com', password: `guess-${i}` } });
      statuses.push(res.status);
      if (res.status === 429) firstLimited ??= res;
    }
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const allowed = statuses.filter((s) => s === 401).length;
    expect(allowed).toBe(DEFAULT_AUTH_LIMITS.loginFailuresPerEmail.max);
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
    expect(firstLimited).toBeDefined();
    expectTooMany(firstLimited!, DEFAULT_AUTH_LIMITS.loginFailuresPerEmail.windowMs / 1000);

    // The right password is refused too while the window lasts, in any letter case of the email.
    expectTooMany(await call(server, 'POST', '/api/auth/login', { body: { email: 'victim@example.com', password: victim.password } }), 900);
    expectTooMany(await call(server, 'POST', '/api/auth/login', { body: { email: 'VICTIM@example.com', password: victim.password } }), 900);

    // An existing session keeps working, and other accounts can still sign in from the same IP.
    expect((await call(server, 'GET', '/api/auth/me', { token: victim.token })).status).toBe(200);
    const other = await call(server, 'POST', '/api/auth/login', { body: { email: bystander.email, password: bystander.password } });
    expect(other.status).toBe(200);
  });

  it('lets the right password in again once the window has passed, and success resets the count', async () => {
    // The server's clock, moved by the test: the window passes when we say, however slow the machine.
    let clock = Date.now();
    server = await startTestServer({
      authLimits: limits({ loginFailuresPerEmail: { max: 3, windowMs: 60_000 } }),
      now: () => new Date(clock),
    });
    const account = await registerUser(server, { email: 'patient@example.com', password: 'patience' });
    const login = (password: string) => call(server!, 'POST', '/api/auth/login', { body: { email: account.email, password } });

    for (let i = 0; i < 3; i++) expect((await login('nope-nope')).status).toBe(401);
    expectTooMany(await login('nope-nope'), 60);
    expectTooMany(await login(account.password), 60);

    clock += 59_000;
    expectTooMany(await login(account.password), 1);
    clock += 1_100;
    const ok = await login(account.password);
    expect(ok.status).toBe(200);
    expect(setCookies(ok.headers).fs_session?.value).toBe(ok.json.token);

    // A success clears the failures: three more wrong tries are plain 401s again.
    for (let i = 0; i < 3; i++) expect((await login('nope-again')).status).toBe(401);
    expect((await login('nope-again')).status).toBe(429);
  });

  it('does not let a client dodge the per-email limit by changing X-Forwarded-For', async () => {
    server = await startTestServer({ authLimits: limits({ loginFailuresPerEmail: { max: 3, windowMs: 60_000 } }) });
    const account = await registerUser(server, { email: 'spoofed@example.com', password: 'spoof-proof' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(server, 'POST', '/api/auth/login', {
        body: { email: account.email, password: `guess-${i}` },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('limits sign-in attempts per IP across emails', async () => {
    server = await startTestServer({ authLimits: limits({ loginPerIp: { max: 4, windowMs: 60_000 } }) });
    const account = await registerUser(server, { email: 'ip.limited@example.com', password: 'ip-limited' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(server, 'POST', '/api/auth/login', { body: { email: `someone${i}@example.com`, password: 'whatever' } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    expectTooMany(await call(server, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } }), 60);
  });

  it('limits registrations per IP: 429 with retry-after, and no account is created', async () => {
    server = await startTestServer({ authLimits: limits({ registerPerIp: { max: 3, windowMs: 60_000 } }) });
    for (let i = 0; i < 3; i++) {
      const res = await call(server, 'POST', '/api/auth/register', { body: { email: `signup${i}@example.com`, password: 'secret-pw' } });
      expect(res.status).toBe(201);
    }
    const limited = await call(server, 'POST', '/api/auth/register', { body: { email: 'signup3@example.com', password: 'secret-pw' } });
    expectTooMany(limited, 60);
    const users = await server.app.services.db.select({ email: schema.users.email }).from(schema.users).orderBy(schema.users.email);
    expect(users.map((u) => u.email)).toEqual(['signup0@example.com', 'signup1@example.com', 'signup2@example.com']);
    const [{ n } = { n: -1 }] = await server.app.services.db.select({ n: sql<number>`count(*)::int` }).from(schema.sessions);
    expect(n).toBe(3);

    // Sign-in is a separate budget: the new accounts can still log in.
    const login = await call(server, 'POST', '/api/auth/login', { body: { email: 'signup0@example.com', password: 'secret-pw' } });
    expect(login.status).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy is in front', async () => {
    const attempt = (srv: TestServer, i: number) =>
      call(srv, 'POST', '/api/auth/login', { body: { email: `spoof${i}@example.com`, password: 'whatever' }, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    server = await startTestServer({ authLimits: limits({ loginPerIp: { max: 2, windowMs: 60_000 } }) });
    expect([(await attempt(server, 1)).status, (await attempt(server, 2)).status, (await attempt(server, 3)).status]).toEqual([401, 401, 429]);
    await server.close();

    server = await startTestServer({ env: { TRUST_PROXY: '1' }, authLimits: limits({ loginPerIp: { max: 2, windowMs: 60_000 } }) });
    expect([(await attempt(server, 1)).status, (await attempt(server, 2)).status, (await attempt(server, 3)).status]).toEqual([401, 401, 401]);
  });
});
