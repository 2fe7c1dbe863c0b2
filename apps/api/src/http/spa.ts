import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Vite names every file under assets/ by its content's hash, so a browser may keep them for good:
 * a new build gets new names. index.html names the current build's files and is revalidated on
 * every load; the few other files (favicon, robots.txt) keep their names across builds.
 */
function cacheControlFor(file: string): string {
  if (file.startsWith(`assets${sep}`)) return 'public, max-age=31536000, immutable';
  if (file === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}

/** Serves the built SPA with the history fallback; unknown API paths stay JSON 404s. */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined) {
  const hasSpa = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(relative(webDist, path))),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc/') || path === '/health';
    // A missing hashed asset (a tab still running the previous build) must not get index.html as JavaScript.
    const isAsset = path.startsWith('/assets/');
    if (isApi || isAsset || !hasSpa || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: 'Not found' });
    }
    const noindex = path === '/login' || path === '/register';
    if (noindex) reply.header('x-robots-tag', 'noindex');
    return reply.sendFile('index.html');
  });
}
