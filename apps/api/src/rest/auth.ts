/** REST paths of our own auth (decisions §4): thin adapters over the auth service and the mailed links. */
import { emailLinkInput, emailLinkResponse, loginInput, meResponse, registerInput, sessionResponse, successResponse, verificationSentResponse } from '@firstsignal/core';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookie, setSessionCookie } from '../auth/cookies';
import { invalidateSession } from '../auth/session';
import { parseBody } from '../http/errors';
import { errors } from '../openapi/document';
import { authOf, type Services } from '../services';
import { publicUser } from '@firstsignal/db';
import { authorize } from './access';

const tags = ['Auth'];

export async function authRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const publicUrl = services.env.PUBLIC_URL;

  // The auth service parses the body itself (after counting the attempt against the IP's limit).
  app.post(
    '/api/auth/register',
    {
      schema: { summary: 'Create an account', description: 'Answers a session token and sets the session cookie.', tags, body: registerInput, response: { 201: sessionResponse, ...errors(400, 409, 429) } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { user, token } = await services.auth.register(request.body, request.ip);
      setSessionCookie(reply, token, publicUrl);
      return reply.status(201).send({ user, token });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: { summary: 'Sign in with email and password', description: 'Answers a session token and sets the session cookie.', tags, body: loginInput, response: { 200: sessionResponse, ...errors(400, 401, 429) } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { user, token } = await services.auth.login(request.body, request.ip);
      setSessionCookie(reply, token, publicUrl);
      return { user, token };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { summary: 'End this session', description: 'Ends the session the request carries, if any, and clears the cookie.', tags, response: { 200: successResponse } }, config: { access: 'public' } },
    async (request, reply) => {
      const auth = await authOf(services, request);
      if (auth?.sessionId) await invalidateSession(services.db, auth.sessionId);
      clearSessionCookie(reply, publicUrl);
      return { success: true };
    },
  );

  // Public: the link's token is the proof, and whoever follows it may be signed in elsewhere or not at all.
  app.post(
    '/api/auth/verify-email',
    {
      schema: { summary: 'Follow a mailed link', description: 'Verifies the address, or confirms an email change.', tags, body: emailLinkInput, response: { 200: emailLinkResponse, ...errors(400, 409, 410) } },
      config: { access: 'public' },
    },
    async (request) => services.emailLinks.confirm(parseBody(emailLinkInput, request.body).token),
  );

  app.post(
    '/api/auth/verify-email/resend',
    { schema: { summary: 'Mail a new verification link', tags, response: { 200: verificationSentResponse, ...errors(400) } }, config: { access: 'session' } },
    async (request) => {
      const { user } = await authorize(services, request);
      return services.emailLinks.resendVerification(user);
    },
  );

  app.get('/api/auth/me', { schema: { summary: 'The signed-in user', tags, response: { 200: meResponse } }, config: { access: 'read' } }, async (request) => {
    const { user } = await authorize(services, request);
    return { user: await publicUser(services.db, user) };
  });
}
