/** The spec's search and usage paths, as thin adapters over the same services as tRPC. */
import { savedSearchIdInput, searchRequestInput, themesFormatInput } from '@firstsignal/core';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors';
import { runThemes, sendThemes } from '../insights/themes';
import { requireAuth, type Services } from '../services';
import { usageResponse } from '../usage';

export async function searchRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.post('/api/search', async (request) => {
    const { user } = await requireAuth(services, request, 'search');
    return services.search.search(user.id, parseBody(searchRequestInput, request.body));
  });

  /** The themes of a stored run: JSON, or `?format=csv|md` as a file. */
  app.get<{ Params: { id: string } }>('/api/search/:id/themes', async (request, reply) => {
    const { user } = await requireAuth(services, request, 'read');
    const { id } = parseBody(savedSearchIdInput, request.params);
    const { format } = parseBody(themesFormatInput, request.query);
    return sendThemes(reply, await runThemes(services, user.id, id), format);
  });

  app.get('/api/user/usage', async (request) => {
    const { user } = await requireAuth(services, request, 'read');
    return usageResponse(services, user.id);
  });
}
