/**
 * The Stripe client, built once from settings. The API version is pinned (not left to the
 * account's default) so an SDK upgrade or a dashboard change never silently changes the shapes
 * the webhook reads; bump it together with the `stripe` package.
 */
import { truncate } from '@firstsignal/core';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Env } from '../env';

/** Stripe.API_VERSION of stripe@23.1.0. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** A checkout click waits for this at most per attempt. */
const STRIPE_TIMEOUT_MS = 15_000;

export type StripeClient = Stripe;

/** Undefined without STRIPE_SECRET_KEY. STRIPE_API_URL points the SDK elsewhere (tests). */
export function createStripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const config: Stripe.StripeConfig = {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'FirstSignal' },
  };
  if (env.STRIPE_API_URL) {
    const url = new URL(env.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (protocol === 'http' ? 80 : 443);
    config.protocol = protocol;
  }
  return new Stripe(env.STRIPE_SECRET_KEY, config);
}

export type BillingLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Logs carry Stripe's error type, code and request id: never keys, bodies or card data. */
export function stripeErrorFields(error: unknown) {
  const e = (error ?? {}) as { type?: string; code?: string; statusCode?: number; requestId?: string; message?: string };
  return { type: e.type, code: e.code, statusCode: e.statusCode, requestId: e.requestId, message: e.message === undefined ? undefined : truncate(e.message, 200, '') };
}
