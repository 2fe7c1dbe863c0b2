import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA with the history fallback; unknown API paths stay JSON 404s. */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined) {
  const hasSpa = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc/') || path === '/health';
    if (isApi || !hasSpa || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: 'Not found' });
    }
    const noindex = path === '/login' || path === '/register';
    if (noindex) reply.header('x-robots-tag', 'noindex');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
