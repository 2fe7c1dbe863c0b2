import { SEARCHABLE_PLATFORMS } from '@firstsignal/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

export async function healthRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/health', async (_request, reply) => {
    const db = await services.db.execute(sql`select 1`).then(
      () => 'ok',
      () => 'unavailable',
    );
    const platform = (missing: string[]) =>
      missing.length ? { configured: false, status: 'not configured', missingSettings: missing } : { configured: true, status: 'ok' };
    return reply.status(db === 'ok' ? 200 : 503).send({
      status: db === 'ok' ? 'ok' : 'degraded',
      db,
      platforms: Object.fromEntries(SEARCHABLE_PLATFORMS.map((p) => [p, platform(services.missing[p])])),
    });
  });
}
