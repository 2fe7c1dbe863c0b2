import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { setSessionCookie, isSecure } from '../auth/cookies';
import { trackEvent } from '@firstsignal/db';
import { accountForGoogle, createGoogleClient } from '../auth/google';
import { createSession } from '../auth/session';
import { HttpError } from '../http/errors';
import { errors } from '../openapi/document';
import type { Services } from '../services';

const STATE_COOKIE = 'fs_oauth_state';
const VERIFIER_COOKIE = 'fs_oauth_verifier';
/** Which page started the flow: a failure goes back there with that page's wording (spec §8). */
const FROM_COOKIE = 'fs_oauth_from';

type AuthPage = 'login' | 'register';
const FAILED: Record<AuthPage, string> = { login: 'Google sign-in failed', register: 'Google sign-up failed' };
const pageOf = (value: unknown): AuthPage => (value === 'register' ? 'register' : 'login');
/** Where a sign-in that claimed an unverified account lands: the SPA says what happened (issue 23). */
export const CLAIMED_LANDING = '/search?notice=account-claimed';

const tags = ['Auth'];
const redirect = (description: string) => ({ 302: z.null().meta({ description }) });

export async function googleRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { env } = services;
  const client =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? createGoogleClient({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuerUrl: env.GOOGLE_ISSUER_URL })
      : undefined;
  const origin = (request: FastifyRequest) => env.PUBLIC_URL ?? `${request.protocol}://${request.headers.host}`;
  const redirectUri = (request: FastifyRequest) => `${origin(request)}/api/auth/google/callback`;
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: isSecure(env.PUBLIC_URL), path: '/api/auth/google', maxAge: 600 };

  const startSchema = {
    summary: 'Sign in with Google (a browser navigation)',
    tags,
    querystring: z.object({ from: z.enum(['login', 'register']).optional().meta({ description: 'The page a failure goes back to' }) }),
    response: { ...redirect("To Google's consent page (or back to the page with an error)"), ...errors(503) },
  };
  app.get<{ Querystring: { from?: string } }>('/api/auth/google', { schema: startSchema, config: { access: 'public' } }, async (request, reply) => {
    const page = pageOf(request.query.from);
    if (!client) {
      throw new HttpError(503, `Google sign-in is not configured (set ${services.missing.google.join(' and ')})`);
    }
    let started;
    try {
      started = await client.start(redirectUri(request));
    } catch (error) {
      // The provider's discovery failed (outage, network): a browser navigation, so back to the login page.
      request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'google sign-in could not start');
      return reply.redirect(`/${page}?error=${encodeURIComponent('Google sign-in is unavailable right now. Please try again.')}`);
    }
    const { url, state, verifier } = started;
    reply.setCookie(STATE_COOKIE, state, cookie).setCookie(VERIFIER_COOKIE, verifier, cookie).setCookie(FROM_COOKIE, page, cookie);
    return reply.redirect(url);
  });

  const callbackSchema = { summary: 'Where Google sends the browser back', tags, response: redirect('Signed in: to the app (or back to the page with an error)') };
  app.get('/api/auth/google/callback', { schema: callbackSchema, config: { access: 'public' } }, async (request, reply) => {
    const state = request.cookies[STATE_COOKIE];
    const verifier = request.cookies[VERIFIER_COOKIE];
    const page = pageOf(request.cookies[FROM_COOKIE]);
    reply
      .clearCookie(STATE_COOKIE, { path: cookie.path })
      .clearCookie(VERIFIER_COOKIE, { path: cookie.path })
      .clearCookie(FROM_COOKIE, { path: cookie.path });
    const fail = (message: string) => reply.redirect(`/${page}?error=${encodeURIComponent(message)}`);
    if (!client) return fail('Google sign-in is not configured');
    if (!state || !verifier) return fail(FAILED[page]);
    try {
      const profile = await client.finish(new URL(request.url, redirectUri(request)), { state, verifier });
      const { user, claimed } = await accountForGoogle(services.db, profile, services.now());
      const { token } = await createSession(services.db, user.id);
      await trackEvent(services.db, 'login_successful', user.id, { method: 'google' });
      setSessionCookie(reply, token, env.PUBLIC_URL);
      return reply.redirect(claimed ? CLAIMED_LANDING : '/search');
    } catch (error) {
      request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'google sign-in failed');
      return fail(FAILED[page]);
    }
  });
}
