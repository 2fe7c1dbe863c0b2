/**
 * Settings → Account over real HTTP: the profile with its plan and preference fallbacks, its
 * validated update (unique email and username), and account deletion, which cancels the Stripe
 * subscription and leaves no row of the user in any table.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRun, linkOAuthAccount, schema, trackEvent, type Db } from '@firstsignal/db';
import { testDbKinds } from '@firstsignal/db/testing';
import { call, registerUser, startTestServer, TEST_DATABASE_URL, type TestServer } from './support/harness';
import { isCleared, setCookies } from './support/http';
import { startStripeServer, subscriptionObject, type StripeServer } from './support/stripe-server';

const DEFAULT_PREFERENCES = { defaultMaxResults: '10', defaultTimeRange: '', notificationsEnabled: true };

/** Rows of every table of the public schema whose text contains `needle` (any column, jsonb too). */
async function rowsMentioning(db: Db, needle: string): Promise<Record<string, number>> {
  const tables = (await rows(db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as { name: string }[];
  expect(tables.length).toBeGreaterThanOrEqual(12);
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = (await rows(db, sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text like ${`%${needle}%`}`)) as { n: number }[];
    if (row && row.n > 0) found[name] = row.n;
  }
  return found;
}

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<unknown[]> {
  const result = (await db.execute(query)) as unknown as { rows?: unknown[] } | unknown[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

describe.each(testDbKinds(TEST_DATABASE_URL))('account on %s', (kind) => {
  let stripe: StripeServer;
  let server: TestServer;
  const db = () => server.app.services.db;

  beforeAll(async () => {
    stripe = await startStripeServer();
    server = await startTestServer({ db: kind, env: stripe.env });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  describe('profile', () => {
    it('answers 401 signed out and the profile with the plan and preference fallbacks signed in', async () => {
      expect((await call(server, 'GET', '/api/user/profile')).status).toBe(401);
      expect((await call(server, 'PUT', '/api/user/profile', { body: { first_name: 'X' } })).status).toBe(401);
      const { token, user, email } = await registerUser(server, { email: 'ada.profile@example.com' });
      const res = await call(server, 'GET', '/api/user/profile', { token });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        profile: {
          user_id: user.id,
          username: 'ada.profile',
          email,
          email_verified: false,
          pending_email: null,
          first_name: '',
          last_name: '',
          plan: 'free',
          account_type: 'Trial Plan',
          search_preferences: DEFAULT_PREFERENCES,
        },
      });
      const trpc = await call(server, 'GET', '/trpc/account.get', { token });
      expect(trpc.json.result.data).toEqual(res.json.profile);

      // Stored preferences that lack fields fall back to the spec's defaults.
      await db().update(schema.profiles).set({ searchPreferences: { notificationsEnabled: false } as never }).where(eq(schema.profiles.userId, user.id));
      await db().update(schema.billingInfo).set({ plan: 'starter', maxResults: 150 }).where(eq(schema.billingInfo.userId, user.id));
      const again = (await call(server, 'GET', '/api/user/profile', { token })).json.profile;
      expect(again.search_preferences).toEqual({ defaultMaxResults: '10', defaultTimeRange: '', notificationsEnabled: false });
      expect(again.account_type).toBe('Starter Plan');
    });

    it('saves names, username, email and preferences, and the new email signs in', async () => {
      const { token, user, password } = await registerUser(server);
      const body = {
        username: 'Countess_Ada',
        email: 'Countess@Example.com',
        first_name: ' Ada ',
        last_name: 'Lovelace',
        search_preferences: { defaultMaxResults: '20', defaultTimeRange: 'week', notificationsEnabled: false },
      };
      const res = await call(server, 'PUT', '/api/user/profile', { token, body });
      expect(res.status).toBe(200);
      expect(res.json.profile).toMatchObject({
        username: 'countess_ada',
        email: 'countess@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        search_preferences: { defaultMaxResults: '20', defaultTimeRange: 'week', notificationsEnabled: false },
      });
      expect((await call(server, 'GET', '/api/user/profile', { token })).json.profile).toEqual(res.json.profile);
      const me = await call(server, 'GET', '/api/auth/me', { token });
      expect(me.json.user).toMatchObject({ email: 'countess@example.com', username: 'countess_ada', user_metadata: { full_name: 'Ada Lovelace' } });
      const login = await call(server, 'POST', '/api/auth/login', { body: { email: 'countess@example.com', password } });
      expect(login.status).toBe(200);
      expect(login.json.user.id).toBe(user.id);

      // Only the sent fields change; numbers and 'all' are accepted spellings.
      const partial = await call(server, 'POST', '/trpc/account.update', { token, body: { search_preferences: { defaultMaxResults: 50, defaultTimeRange: 'all' } } });
      expect(partial.status).toBe(200);
      expect(partial.json.result.data).toMatchObject({
        username: 'countess_ada',
        first_name: 'Ada',
        search_preferences: { defaultMaxResults: '50', defaultTimeRange: '', notificationsEnabled: false },
      });
    });

    it('refuses bad input with 400 and the field, and leaves the profile as it was', async () => {
      const { token } = await registerUser(server);
      const before = (await call(server, 'GET', '/api/user/profile', { token })).json.profile;
      const cases: [unknown, string, string | undefined][] = [
        [{ username: '' }, 'Username is required', 'username'],
        [{ username: 'a b' }, 'Username may contain only letters, digits, dots, dashes and underscores', 'username'],
        [{ username: 'x'.repeat(41) }, 'Username must be at most 40 characters', 'username'],
        [{ email: 'not-an-email' }, 'Please enter a valid email address', 'email'],
        [{ first_name: 'x'.repeat(101) }, 'First name must be at most 100 characters', 'first_name'],
        [{ last_name: 42 }, 'Last name must be text', 'last_name'],
        [{ search_preferences: { defaultMaxResults: '7' } }, 'Default max results must be 5, 10, 20 or 50', 'search_preferences.defaultMaxResults'],
        [{ search_preferences: { defaultTimeRange: 'decade' } }, 'Default time range must be all time, day, week, month or year', 'search_preferences.defaultTimeRange'],
        [{ search_preferences: { notificationsEnabled: 'yes' } }, 'Email notifications must be on or off', 'search_preferences.notificationsEnabled'],
        [{ first_name: 'a\u0000b' }, 'Text must not contain NUL characters', 'first_name'],
        [[1], 'Request body must be a JSON object', undefined],
      ];
      for (const [body, error, field] of cases) {
        const res = await call(server, 'PUT', '/api/user/profile', { token, body });
        expect.soft(res.status, JSON.stringify(body)).toBe(400);
        expect.soft(res.json, JSON.stringify(body)).toEqual(field ? { error, field } : { error });
        // The same schema checks account.update, with the same message and field.
        const viaTrpc = await call(server, 'POST', '/trpc/account.update', { token, body });
        expect.soft([viaTrpc.status, viaTrpc.json.error?.message, viaTrpc.json.error?.data?.field], JSON.stringify(body)).toEqual([400, error, field]);
      }
      expect((await call(server, 'GET', '/api/user/profile', { token })).json.profile).toEqual(before);
    });

    it('answers 409 with the field when the username or email belongs to someone else', async () => {
      const taken = await registerUser(server, { email: 'taken.name@example.com' });
      const { token } = await registerUser(server);
      const username = await call(server, 'PUT', '/api/user/profile', { token, body: { username: 'TAKEN.NAME', first_name: 'Changed' } });
      expect(username.status).toBe(409);
      expect(username.json).toEqual({ error: 'This username is already taken', field: 'username' });
      const email = await call(server, 'PUT', '/api/user/profile', { token, body: { email: taken.email } });
      expect(email.status).toBe(409);
      expect(email.json).toEqual({ error: 'An account with this email already exists', field: 'email' });
      // Nothing of a refused update is kept.
      expect((await call(server, 'GET', '/api/user/profile', { token })).json.profile.first_name).toBe('');
      // Keeping one's own username and email is fine.
      const own = (await call(server, 'GET', '/api/user/profile', { token })).json.profile;
      expect((await call(server, 'PUT', '/api/user/profile', { token, body: { username: own.username, email: own.email } })).status).toBe(200);
    });
  });

  describe('deletion', () => {
    /** A user with a row in every table that can hold one, and a live Stripe subscription. */
    async function fullUser() {
      const account = await registerUser(server);
      const userId = account.user.id;
      const second = await call(server, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
      await linkOAuthAccount(db(), userId, 'google', `google-${userId}`);
      await db().update(schema.profiles).set({ firstName: 'Del', lastName: 'Eted' }).where(eq(schema.profiles.userId, userId));
      const run = await insertRun(
        db(),
        { userId, searchType: 'business_idea', queryText: 'invoice reminders', params: { q: 1 }, requestedResults: 1, deliveredResults: 1, platformStatus: {} },
        [{ id: `reddit:del${userId.slice(0, 6)}`, platform: 'reddit', title: 't', snippet: 's', url: 'https://example.com' } as never],
      );
      const [saved] = await db().insert(schema.savedSearches).values({ userId, name: 'Search - today', searchParams: { q: 1 } }).returning();
      await db().insert(schema.savedSignals).values([
        { userId, savedSearchId: saved!.id, signalId: 'reddit:a', payload: { title: 'a' } },
        { userId, savedSearchId: null, signalId: 'reddit:b', payload: { title: 'b' } },
      ]);
      await db().insert(schema.usageLedger).values({ userId, runId: run.id, results: 3, overageResults: 0, periodStart: new Date() });
      await trackEvent(db(), 'search_completed', userId, { search_id: run.id });

      const checkout = await call(server, 'POST', '/api/create-checkout-session', { token: account.token, body: { plan_id: 'starter' } });
      expect(checkout.status).toBe(200);
      const [billing] = await db().select().from(schema.billingInfo).where(eq(schema.billingInfo.userId, userId));
      const sub = `sub_del_${userId.slice(0, 8)}`;
      const now = Math.floor(Date.now() / 1000);
      stripe.subscriptions.set(sub, subscriptionObject({ id: sub, customer: billing!.stripeCustomerId!, price: stripe.env.STRIPE_PRICE_STARTER, periodStart: now, periodEnd: now + 30 * 86_400 }));
      await db().update(schema.billingInfo).set({ plan: 'starter', maxResults: 150, stripeSubscriptionId: sub }).where(eq(schema.billingInfo.userId, userId));

      const needles = [userId, account.email, run.id, saved!.id, second.json.token.split('.')[0]];
      for (const needle of needles) expect(Object.keys(await rowsMentioning(db(), needle)).length).toBeGreaterThan(0);
      return { ...account, userId, sub, needles };
    }

    it('cancels the subscription, removes every row of the user in any table, and signs out', async () => {
      const bystander = await registerUser(server);
      const victim = await fullUser();
      const res = await call(server, 'POST', '/trpc/account.delete', { headers: { cookie: `fs_session=${victim.token}` }, body: {} });
      expect(res.status).toBe(200);
      expect(res.json.result.data).toEqual({ success: true });
      expect(isCleared(setCookies(res.headers).fs_session!)).toBe(true);

      const cancelled = stripe.requests('DELETE', `/v1/subscriptions/${victim.sub}`);
      expect(cancelled).toHaveLength(1);
      // DELETE sends its parameters in the query string.
      expect({ ...cancelled[0]!.query, ...cancelled[0]!.form }).toEqual({ invoice_now: 'true' });
      expect(stripe.subscriptions.get(victim.sub)!.status).toBe('canceled');

      for (const needle of victim.needles) expect(await rowsMentioning(db(), needle), needle).toEqual({});
      const [orphans] = (await rows(
        db(),
        sql`select count(*)::int as n from search_results r where not exists (select 1 from search_runs s where s.id = r.run_id)`,
      )) as { n: number }[];
      expect(orphans!.n).toBe(0);

      expect((await call(server, 'GET', '/api/auth/me', { token: victim.token })).status).toBe(401);
      const login = await call(server, 'POST', '/api/auth/login', { body: { email: victim.email, password: victim.password } });
      expect(login.status).toBe(401);
      // Someone else's account is untouched.
      expect((await call(server, 'GET', '/api/user/profile', { token: bystander.token })).status).toBe(200);
      // The email is free again.
      expect((await call(server, 'POST', '/api/auth/register', { body: { email: victim.email, password: 'another one' } })).status).toBe(201);
    });

    it('deletes over REST too, even when Stripe cannot be reached', async () => {
      const victim = await fullUser();
      stripe.failNext('GET /v1/subscriptions', { status: 500, count: 1 });
      const res = await call(server, 'DELETE', '/api/user/account', { token: victim.token });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: true });
      for (const needle of victim.needles) expect(await rowsMentioning(db(), needle), needle).toEqual({});
      // Listing failed, yet the subscription on record was still cancelled.
      expect(stripe.subscriptions.get(victim.sub)!.status).toBe('canceled');
      expect((await call(server, 'DELETE', '/api/user/account', { token: victim.token })).status).toBe(401);
    });
  });
});
