/**
 * The spec's billing paths (§7) and Stripe's webhook (decisions §4), as thin adapters over the
 * billing service; also runs the periodic overage report while the app is up.
 */
import { checkoutInput, redirectUrlResponse, webhookResponse } from '@firstsignal/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../openapi/document';
import type { Services } from '../services';
import { authorize } from './access';

/** Stripe's events are a few kilobytes; an invoice with many lines stays well under this. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

const tags = ['Billing'];

/** Where Stripe sends the browser back to: PUBLIC_URL, else the origin the request came to. */
function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

export async function billingRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { billing, env } = services;

  // The billing service parses the body itself.
  app.post(
    '/api/create-checkout-session',
    {
      schema: { summary: 'Start a Stripe checkout for a paid plan', description: 'Answers the checkout page to send the browser to.', tags, body: checkoutInput, response: { 200: redirectUrlResponse, ...errors(400, 502) } },
      config: { access: 'session' },
    },
    async (request) => {
      const { user } = await authorize(services, request);
      return billing.createCheckoutSession(user, request.body ?? {}, originOf(request, env.PUBLIC_URL));
    },
  );

  app.post(
    '/api/create-customer-portal-session',
    { schema: { summary: "Open Stripe's billing portal", tags, response: { 200: redirectUrlResponse, ...errors(400, 502) } }, config: { access: 'session' } },
    async (request) => {
      const { user } = await authorize(services, request);
      return billing.createPortalSession(user.id, originOf(request, env.PUBLIC_URL));
    },
  );

  // Its own scope: the signature is computed over the exact bytes Stripe sent, so this route (and
  // only this route) keeps the body raw instead of parsing JSON.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    webhook.post(
      '/api/stripe/webhook',
      {
        schema: {
          summary: "Stripe's events",
          description: 'Called by Stripe; the `Stripe-Signature` header over the raw body is the proof.',
          tags,
          response: { 200: webhookResponse, ...errors(400) },
        },
        config: { access: 'public' },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return billing.handleWebhook(Buffer.isBuffer(request.body) ? request.body : undefined, typeof signature === 'string' ? signature : undefined);
      },
    );
  });

  billing.start(app.log);
  app.addHook('onClose', () => billing.stop());
}
