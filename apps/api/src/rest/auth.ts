/** REST paths of our own auth (decisions §4): thin adapters over the auth service and the mailed links. */
import { emailLinkInput } from '@firstsignal/core';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookie, setSessionCookie } from '../auth/cookies';
import { invalidateSession } from '../auth/session';
import { parseBody } from '../http/errors';
import { authOf, requireAuth, type Services } from '../services';
import { publicUser } from '@firstsignal/db';

export async function authRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const publicUrl = services.env.PUBLIC_URL;

  app.post('/api/auth/register', async (request, reply) => {
    const { user, token } = await services.auth.register(request.body, request.ip);
    setSessionCookie(reply, token, publicUrl);
    return reply.status(201).send({ user, token });
  });

  app.post('/api/auth/login', async (request, reply) => {
    const { user, token } = await services.auth.login(request.body, request.ip);
    setSessionCookie(reply, token, publicUrl);
    return { user, token };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const auth = await authOf(services, request);
    if (auth?.sessionId) await invalidateSession(services.db, auth.sessionId);
    clearSessionCookie(reply, publicUrl);
    return { success: true };
  });

  // Public: the link's token is the proof, and whoever follows it may be signed in elsewhere or not at all.
  app.post('/api/auth/verify-email', async (request) => services.emailLinks.confirm(parseBody(emailLinkInput, request.body).token));

  app.post('/api/auth/verify-email/resend', async (request) => {
    const { user } = await requireAuth(services, request);
    return services.emailLinks.resendVerification(user);
  });

  app.get('/api/auth/me', async (request) => {
    const { user } = await requireAuth(services, request, 'read');
    return { user: await publicUser(services.db, user) };
  });
}
