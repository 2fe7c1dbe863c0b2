/** The spec's search and usage paths, as thin adapters over the same services as tRPC. */
import { audiencesFormatInput, exclusionsInput, exclusionsUpdateInput, replyDraftInput, replyDraftResponse, runExclusionsResponse, savedSearchIdInput, searchRequestInput, searchResponse, themesFormatInput, usageResponseSchema } from '@firstsignal/core';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors';
import { draftReply } from '../ai/reply-draft';
import { runAudiences, sendAudiences } from '../insights/audiences';
import { runThemes, sendThemes } from '../insights/themes';
import { audiencesResponses, errors, themesResponses } from '../openapi/document';
import type { Services } from '../services';
import { usageResponse } from '../usage';
import { authorize } from './access';

const tags = ['Search'];

export async function searchRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.post(
    '/api/search',
    {
      schema: {
        summary: 'Search for signals',
        description:
          'Searches the chosen platforms and answers the scored signals, charged against your quota. Past the plan’s limit a paid plan answers `overage_warning` with no results: send again with `confirm_overage: true` to accept the charge; a free plan answers `upgrade_required`. `offset`/`limit` with `search_id` load more of a stored run.',
        tags,
        body: searchRequestInput,
        response: { 200: searchResponse, ...errors(400, 404) },
      },
      config: { access: 'search' },
    },
    async (request) => {
      const { user } = await authorize(services, request);
      return services.search.search(user.id, parseBody(searchRequestInput, request.body));
    },
  );

  /** A card's "Hide this community/author": adds to a stored run's exclusions; free. */
  app.post<{ Params: { id: string }; Body: unknown }>(
    '/api/search/:id/exclusions',
    {
      schema: {
        summary: "Add to a search run's exclusions",
        description:
          'Adds words, communities, authors or link domains to what a stored run leaves out. Its results they match leave the run (those already shown too), so load more never reveals or charges them. Charges nothing and calls no platform.',
        tags,
        params: savedSearchIdInput,
        body: exclusionsInput,
        response: { 200: runExclusionsResponse, ...errors(400, 404) },
      },
      config: { access: 'write' },
    },
    async (request) => {
      const { user } = await authorize(services, request);
      const input = parseBody(exclusionsUpdateInput, { id: request.params.id, exclusions: request.body ?? {} });
      return services.search.excludeFromRun(user.id, input.id, input.exclusions);
    },
  );

  /** The themes of a stored run: JSON, or `?format=csv|md` as a file. */
  app.get<{ Params: { id: string } }>(
    '/api/search/:id/themes',
    {
      schema: { summary: 'Themes of a search run', tags, params: savedSearchIdInput, querystring: themesFormatInput, response: { ...themesResponses, ...errors(400, 404) } },
      config: { access: 'read' },
    },
    async (request, reply) => {
      const { user } = await authorize(services, request);
      const { id } = parseBody(savedSearchIdInput, request.params);
      const { format } = parseBody(themesFormatInput, request.query);
      return sendThemes(reply, await runThemes(services, user.id, id), format);
    },
  );

  app.post(
    '/api/signals/reply-draft',
    {
      schema: {
        summary: 'Draft a reply to one of your signals',
        description:
          'With an AI provider configured: a short reply in the platform’s register that discloses your affiliation, for you to edit and post yourself (FirstSignal never posts it). The signal must be from your run (`searchId`) or your saved signals. 503 `AI: not configured` without a provider.',
        tags,
        body: replyDraftInput,
        response: { 200: replyDraftResponse, ...errors(400, 404, 503) },
      },
      config: { access: 'search' },
    },
    async (request) => {
      const { user } = await authorize(services, request);
      return draftReply(services.db, services.ai, services.missing.ai, user.id, parseBody(replyDraftInput, request.body));
    },
  );

  /** The audiences of a stored run: JSON, or `?format=csv` as a file. Free. */
  app.get<{ Params: { id: string } }>(
    '/api/search/:id/audiences',
    {
      schema: { summary: 'Audiences of a search run: its communities by signals per item fetched', tags, params: savedSearchIdInput, querystring: audiencesFormatInput, response: { ...audiencesResponses, ...errors(400, 404) } },
      config: { access: 'read' },
    },
    async (request, reply) => {
      const { user } = await authorize(services, request);
      const { id } = parseBody(savedSearchIdInput, request.params);
      const { format } = parseBody(audiencesFormatInput, request.query);
      return sendAudiences(reply, await runAudiences(services, user.id, id), format);
    },
  );

  app.get(
    '/api/user/usage',
    { schema: { summary: 'Your quota this billing period', tags, response: { 200: usageResponseSchema, ...errors(404) } }, config: { access: 'read' } },
    async (request) => {
      const { user } = await authorize(services, request);
      return usageResponse(services, user.id);
    },
  );
}
