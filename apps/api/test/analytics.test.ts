import { asc, eq } from 'drizzle-orm';
import { schema } from '@firstsignal/db';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from './support/harness';
import { usePlatformApp } from './support/platform-app';

describe('first-party analytics', () => {
  const app = usePlatformApp();

  const eventsOf = async (userId: string) =>
    (
      await app.server.app.services.db
        .select({ name: schema.analyticsEvents.name, payload: schema.analyticsEvents.payload })
        .from(schema.analyticsEvents)
        .where(eq(schema.analyticsEvents.userId, userId))
        .orderBy(asc(schema.analyticsEvents.createdAt))
    ).map((e) => e.name);

  it('records sign-up, sign-in, searches and load more where they happen, in our own database', async () => {
    const { token, user, email, password } = await registerUser(app.server);
    await call(app.server, 'POST', '/api/auth/login', { body: { email, password } });
    const body = { searchType: 'business_idea', businessIdea: 'invoice reminders for freelancers', maxResults: 5 };
    const first = await call(app.server, 'POST', '/api/search', { token, body });
    await call(app.server, 'POST', '/api/search', { token, body: { ...body, offset: 5, limit: 5, search_id: first.json.search_info.search_id } });
    expect(await eventsOf(user.id)).toEqual(['account_created', 'login_successful', 'search_completed', 'load_more_clicked']);
  });

  it('takes only the allow-listed browser events, with small payloads', async () => {
    const { token, user } = await registerUser(app.server);
    const track = (input: unknown) => call(app.server, 'POST', '/trpc/events.track', { token, body: input });
    expect((await track({ name: 'signal_exported', payload: { count: 7 } })).status).toBe(200);
    expect((await track({ name: 'filter_applied', payload: { filter: 'reddit' } })).status).toBe(200);
    expect((await track({ name: 'account_created' })).status).toBe(400);
    expect((await track({ name: 'filter_applied', payload: { filter: 'x'.repeat(500) } })).status).toBe(400);
    // PostgreSQL cannot store U+0000 in jsonb: a clear 400, never a 500.
    expect((await track({ name: 'filter_applied', payload: { filter: 'a\u0000' } })).status).toBe(400);
    expect((await track({ name: 'filter_applied', payload: { 'k\u0000': 'v' } })).status).toBe(400);
    expect((await call(app.server, 'POST', '/trpc/events.track', { body: { name: 'signal_exported' } })).status).toBe(401);
    expect(await eventsOf(user.id)).toEqual(['account_created', 'signal_exported', 'filter_applied']);
  });
});
