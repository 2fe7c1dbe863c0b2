import { sql } from 'drizzle-orm';
import { healthResponse } from '@firstsignal/core';
import type { FastifyInstance } from 'fastify';
import { healthOf } from '../search/platforms';
import type { Services } from '../services';

export async function healthRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Is the service up, and which platforms are configured',
        tags: ['Meta'],
        response: { 200: healthResponse.meta({ description: 'Up' }), 503: healthResponse.meta({ description: 'The database cannot be reached' }) },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      const db = await services.db.execute(sql`select 1`).then(
        () => 'ok',
        () => 'unavailable',
      );
      const platform = ({ id, configured, missingSettings, notes }: (typeof services.platforms)[number]) => {
        if (!configured) return { configured, status: 'not configured', missingSettings };
        const problem = services.connectors[id].problem?.();
        const now = problem ? healthOf(id, problem) : { status: 'ok' };
        return { configured, ...now, ...(notes?.length ? { notes } : {}) };
      };
      return reply.status(db === 'ok' ? 200 : 503).send({
        status: db === 'ok' ? 'ok' : 'degraded',
        db,
        platforms: Object.fromEntries(services.platforms.map((p) => [p.id, platform(p)])),
        ai: services.ai
          ? { configured: true, status: 'ok', model: services.ai.model, tokensUsed: services.ai.usage.tokens, failedCalls: services.ai.usage.failures }
          : { configured: false, status: 'not configured', missingSettings: services.missing.ai },
      });
    },
  );
}
