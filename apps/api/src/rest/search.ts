/** The spec's search and usage paths, as thin adapters over the same services as tRPC. */
import type { FastifyInstance } from 'fastify';
import { requireAuth, type Services } from '../services';
import { usageResponse } from '../usage';

export async function searchRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.post('/api/search', async (request) => {
    const { user } = await requireAuth(services, request);
    return services.search.search(user.id, request.body);
  });

  app.get('/api/user/usage', async (request) => {
    const { user } = await requireAuth(services, request);
    return usageResponse(services, user.id);
  });
}
