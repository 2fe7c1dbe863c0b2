/** The profile path the spec defines (§7) and account deletion, as thin adapters over the account service. */
import { profileResponse, profileUpdateInput, successResponse } from '@firstsignal/core';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookie } from '../auth/cookies';
import { parseBody } from '../http/errors';
import { errors } from '../openapi/document';
import type { Services } from '../services';
import { authorize } from './access';

const tags = ['Account'];

export async function accountRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/api/user/profile', { schema: { summary: 'Your profile', tags, response: { 200: profileResponse, ...errors(404) } }, config: { access: 'read' } }, async (request) => {
    const { user } = await authorize(services, request);
    return { profile: await services.account.get(user.id) };
  });

  app.put(
    '/api/user/profile',
    {
      schema: {
        summary: 'Change your profile',
        description: 'Only the fields sent change. A new email applies once its mailed link is followed (where mail is configured).',
        tags,
        body: profileUpdateInput,
        response: { 200: profileResponse, ...errors(400, 404, 409) },
      },
      config: { access: 'session' },
    },
    async (request) => {
      const { user } = await authorize(services, request);
      return { profile: await services.account.update(user, parseBody(profileUpdateInput, request.body)) };
    },
  );

  app.delete(
    '/api/user/account',
    { schema: { summary: 'Delete your account', description: 'Removes every row of yours, your API keys included, and cancels subscriptions.', tags, response: { 200: successResponse } }, config: { access: 'session' } },
    async (request, reply) => {
      const { user } = await authorize(services, request);
      await services.account.delete(user.id);
      clearSessionCookie(reply, services.env.PUBLIC_URL);
      return { success: true };
    },
  );
}
