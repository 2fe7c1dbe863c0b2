/**
 * Who may call a REST path, declared once on the route (`config.access`): the handler checks it
 * through `authorize`, and the OpenAPI document (src/openapi) describes it from the same field, so
 * the two cannot disagree.
 */
import type { FastifyRequest } from 'fastify';
import type { Access } from '../auth/api-keys';
import { requireAuth, type RequestAuth, type Services } from '../services';

/** 'public': reached without signing in, or with its own proof (a signature, a mailed or feed token). */
export type RouteAccess = Access | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** The request's user, when the route's declared access allows it; a route that declares none is session-only. */
export function authorize(services: Services, request: FastifyRequest): Promise<RequestAuth> {
  const access = request.routeOptions.config.access;
  return requireAuth(services, request, access === undefined || access === 'public' ? 'session' : access);
}
