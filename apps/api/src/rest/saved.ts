/** Spec §7's saving paths, as thin adapters over the same code as the `saved` tRPC router. */
import {
  exclusionsInput,
  exclusionsUpdateInput,
  rerunResponse,
  rerunSavedSearchInput,
  saveSignalResponse,
  saveSignalsInput,
  savedSearchIdInput,
  savedSearchInput,
  savedSearchResponse,
  savedSignalInput,
  successResponse,
  audiencesFormatInput,
  themesFormatInput,
} from '@firstsignal/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, parseBody } from '../http/errors';
import { savedSearchAudiences, sendAudiences } from '../insights/audiences';
import { savedSearchThemes, sendThemes } from '../insights/themes';
import { audiencesResponses, errors, themesResponses } from '../openapi/document';
import { rerunSavedSearch } from '../saved/rerun';
import { createSearchFor, deleteSearchFor, getSearchFor, listSearchesFor, saveSignalFor, saveSignalsFor, setSearchExclusionsFor } from '../saved/service';
import type { Services } from '../services';
import { authorize } from './access';

type IdParams = { Params: { id: string } };

const tags = ['Saved'];
const isListForm = (body: unknown) => body !== null && typeof body === 'object' && 'signals' in body;

/** Either form, as the handler tells them apart: the list form when the body has `signals`. */
const saveBody = z.union([saveSignalsInput, savedSignalInput]).meta({
  examples: [
    {
      title: 'Looking for a simple invoice tool for freelancers',
      snippet: 'Happy to pay for something good.',
      platform: 'reddit',
      url: 'https://www.reddit.com/r/freelance/comments/1h2x9k/looking_for_a_simple_invoice_tool/',
      relevance_score: 0.94,
      urgency_level: 'High',
      signal_type: 'Buying Intent',
    },
  ],
});
/** The re-run dialog's fields; the id comes from the path, `confirm_overage` is the spec's spelling. */
const rerunBody = rerunSavedSearchInput
  .omit({ id: true })
  .extend({ confirm_overage: z.boolean().optional() })
  .meta({ examples: [{ maxResults: 25, timeRange: 'week' }] });
const searchAnswer = z.object({ search: savedSearchResponse });

export async function savedRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { db } = services;

  app.post(
    '/api/signals/save',
    {
      schema: {
        summary: 'Save a signal, or several',
        description: 'The single form (title, snippet, platform, url, …; a search result as answered also fits) or the list form `{signals: [...]}`. Saving the same conversation again keeps one row.',
        tags,
        body: saveBody,
        response: { 200: saveSignalResponse, ...errors(400) },
      },
      config: { access: 'write' },
    },
    async (request) => {
      const { user } = await authorize(services, request);
      return isListForm(request.body)
        ? saveSignalsFor(db, user.id, parseBody(saveSignalsInput, request.body).signals)
        : saveSignalFor(db, user.id, parseBody(savedSignalInput, request.body));
    },
  );

  app.get(
    '/api/searches',
    { schema: { summary: 'Your saved searches', tags, response: { 200: z.object({ searches: z.array(savedSearchResponse) }) } }, config: { access: 'read' } },
    async (request) => {
      const { user } = await authorize(services, request);
      return listSearchesFor(db, user.id);
    },
  );

  app.post(
    '/api/searches',
    { schema: { summary: 'Save a search with its signals', tags, body: savedSearchInput, response: { 201: searchAnswer, ...errors(400) } }, config: { access: 'write' } },
    async (request, reply) => {
      const { user } = await authorize(services, request);
      return reply.status(201).send(await createSearchFor(db, user.id, parseBody(savedSearchInput, request.body)));
    },
  );

  app.get<IdParams>(
    '/api/searches/:id',
    { schema: { summary: 'A saved search with its signals', tags, params: savedSearchIdInput, response: { 200: searchAnswer, ...errors(400, 404) } }, config: { access: 'read' } },
    async (request) => {
      const { user } = await authorize(services, request);
      return getSearchFor(db, user.id, parseBody(savedSearchIdInput, request.params).id);
    },
  );

  /** A saved search's themes across its runs: JSON, or `?format=csv|md` as a file. */
  app.get<IdParams>(
    '/api/searches/:id/themes',
    {
      schema: { summary: 'Themes of a saved search, across its runs', tags, params: savedSearchIdInput, querystring: themesFormatInput, response: { ...themesResponses, ...errors(400, 404) } },
      config: { access: 'read' },
    },
    async (request, reply) => {
      const { user } = await authorize(services, request);
      const { id } = parseBody(savedSearchIdInput, request.params);
      const { format } = parseBody(themesFormatInput, request.query);
      return sendThemes(reply, await savedSearchThemes(services, user.id, id), format);
    },
  );

  app.put<IdParams & { Body: unknown }>(
    '/api/searches/:id/exclusions',
    {
      schema: {
        summary: "Set a saved search's exclusions",
        description:
          'Replaces the words, communities, authors and link domains the saved search leaves out. Its signals they match are no longer shown; re-runs and monitored runs leave them out before anything is charged.',
        tags,
        params: savedSearchIdInput,
        body: exclusionsInput,
        response: { 200: searchAnswer, ...errors(400, 404) },
      },
      config: { access: 'write' },
    },
    async (request) => {
      const { user } = await authorize(services, request);
      const input = parseBody(exclusionsUpdateInput, { id: request.params.id, exclusions: request.body ?? {} });
      return setSearchExclusionsFor(db, user.id, input.id, input.exclusions, services.now());
    },
  );

  /** A saved search's audiences: JSON, or `?format=csv` as a file. Free. */
  app.get<IdParams>(
    '/api/searches/:id/audiences',
    {
      schema: { summary: 'Audiences of a saved search: its communities by signals per item fetched', tags, params: savedSearchIdInput, querystring: audiencesFormatInput, response: { ...audiencesResponses, ...errors(400, 404) } },
      config: { access: 'read' },
    },
    async (request, reply) => {
      const { user } = await authorize(services, request);
      const { id } = parseBody(savedSearchIdInput, request.params);
      const { format } = parseBody(audiencesFormatInput, request.query);
      return sendAudiences(reply, await savedSearchAudiences(db, user.id, id), format);
    },
  );

  app.delete<IdParams>(
    '/api/searches/:id',
    { schema: { summary: 'Delete a saved search and its saved signals', tags, params: savedSearchIdInput, response: { 200: successResponse, ...errors(400, 404) } }, config: { access: 'write' } },
    async (request) => {
      const { user } = await authorize(services, request);
      return deleteSearchFor(db, user.id, parseBody(savedSearchIdInput, request.params).id);
    },
  );

  app.post<IdParams & { Body: unknown }>(
    '/api/searches/:id/rerun',
    {
      schema: {
        summary: 'Re-run a saved search',
        description: 'Searches again with the saved parameters (and these), charged like a search; the signals not seen before are `newSignals`. The body may be left out.',
        tags,
        params: savedSearchIdInput,
        body: rerunBody,
        response: { 200: rerunResponse, ...errors(400, 404) },
      },
      config: { access: 'search' },
    },
    async (request) => {
      const { user } = await authorize(services, request);
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
    },
  );
}
