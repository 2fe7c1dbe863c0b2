/** The profile path the spec defines (§7) and account deletion, as thin adapters over the account service. */
import { profileUpdateInput } from '@firstsignal/core';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookie } from '../auth/cookies';
import { parseBody } from '../http/errors';
import { requireAuth, type Services } from '../services';

export async function accountRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/api/user/profile', async (request) => {
    const { user } = await requireAuth(services, request, 'read');
    return { profile: await services.account.get(user.id) };
  });

  app.put('/api/user/profile', async (request) => {
    const { user } = await requireAuth(services, request);
    return { profile: await services.account.update(user, parseBody(profileUpdateInput, request.body)) };
  });

  app.delete('/api/user/account', async (request, reply) => {
    const { user } = await requireAuth(services, request);
    await services.account.delete(user.id);
    clearSessionCookie(reply, services.env.PUBLIC_URL);
    return { success: true };
  });
}
