import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Stripe calls the webhook from its servers; the signature is its protection. Mail clients send
 * one-click unsubscribes (RFC 8058) from wherever they run; the signed token is its protection.
 */
const CROSS_SITE_ALLOWED = new Set(['/api/stripe/webhook', '/api/notifications/unsubscribe']);

/**
 * Refuses state-changing requests another site's page made with the user's cookie. Browsers send
 * Sec-Fetch-Site and Origin; scripts and REST clients send neither and authenticate with a bearer
 * token, which a foreign page cannot attach.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  if (site === 'same-origin' || site === 'none') return false;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  const allowed = publicOrigin ?? `${request.protocol}://${request.headers.host ?? ''}`;
  return origin !== allowed && origin !== `${request.protocol}://${request.headers.host ?? ''}`;
}

export function registerSecurity(app: FastifyInstance, options: { publicUrl: string | undefined }) {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const https = publicOrigin?.startsWith('https:') ?? false;

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (CROSS_SITE_ALLOWED.has(request.url.split('?')[0] ?? '')) return;
    if (isCrossSite(request, publicOrigin)) throw new HttpError(403, 'Cross-site requests are not allowed');
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    reply.header(
      'content-security-policy',
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
        "connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    );
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/') || request.url.startsWith('/trpc/')) reply.header('cache-control', 'no-store');
  });
}
