/** Spec §7's saving paths, as thin adapters over the same code as the `saved` tRPC router. */
import { rerunSavedSearchInput, saveSignalsInput, savedSearchIdInput, savedSearchInput, savedSignalInput, themesFormatInput } from '@firstsignal/core';
import type { FastifyInstance } from 'fastify';
import { badRequest, parseBody } from '../http/errors';
import { savedSearchThemes, sendThemes } from '../insights/themes';
import { rerunSavedSearch } from '../saved/rerun';
import { createSearchFor, deleteSearchFor, getSearchFor, listSearchesFor, saveSignalFor, saveSignalsFor } from '../saved/service';
import { requireAuth, type Services } from '../services';

type IdParams = { Params: { id: string } };

const isListForm = (body: unknown) => body !== null && typeof body === 'object' && 'signals' in body;

export async function savedRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { db } = services;

  /** The single form (title, snippet, platform, url, …) or the list form `{signals: [...]}`. */
  app.post('/api/signals/save', async (request) => {
    const { user } = await requireAuth(services, request, 'write');
    return isListForm(request.body)
      ? saveSignalsFor(db, user.id, parseBody(saveSignalsInput, request.body).signals)
      : saveSignalFor(db, user.id, parseBody(savedSignalInput, request.body));
  });

  app.get('/api/searches', async (request) => {
    const { user } = await requireAuth(services, request, 'read');
    return listSearchesFor(db, user.id);
  });

  app.post('/api/searches', async (request, reply) => {
    const { user } = await requireAuth(services, request, 'write');
    return reply.status(201).send(await createSearchFor(db, user.id, parseBody(savedSearchInput, request.body)));
  });

  app.get<IdParams>('/api/searches/:id', async (request) => {
    const { user } = await requireAuth(services, request, 'read');
    return getSearchFor(db, user.id, parseBody(savedSearchIdInput, request.params).id);
  });

  /** A saved search's themes across its runs: JSON, or `?format=csv|md` as a file. */
  app.get<IdParams>('/api/searches/:id/themes', async (request, reply) => {
    const { user } = await requireAuth(services, request, 'read');
    const { id } = parseBody(savedSearchIdInput, request.params);
    const { format } = parseBody(themesFormatInput, request.query);
    return sendThemes(reply, await savedSearchThemes(db, user.id, id), format);
  });

  app.delete<IdParams>('/api/searches/:id', async (request) => {
    const { user } = await requireAuth(services, request, 'write');
    return deleteSearchFor(db, user.id, parseBody(savedSearchIdInput, request.params).id);
  });

  /** `{maxResults?, timeRange?, confirm_overage?}` → `{search, newSignals, response}`. */
  app.post<IdParams & { Body: unknown }>('/api/searches/:id/rerun', async (request) => {
    const { user } = await requireAuth(services, request, 'search');
    if (request.body != null && (typeof request.body !== 'object' || Array.isArray(request.body))) {
      throw badRequest('Request body must be a JSON object');
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const input = parseBody(rerunSavedSearchInput, {
      ...body,
      id: request.params.id,
      confirmOverage: body.confirmOverage ?? body.confirm_overage,
    });
    return rerunSavedSearch(services, user.id, input);
  });
}

