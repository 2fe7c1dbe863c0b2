/** Relevance feedback (issue 25 §1) over REST: thin adapters over the same service as the `feedback` tRPC router. */
import { feedbackResponse, feedbackSearchInput, setFeedbackInput } from '@firstsignal/core';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors';
import { listFeedback, setFeedback } from '../feedback/service';
import { errors } from '../openapi/document';
import type { Services } from '../services';
import { authorize } from './access';

const tags = ['Feedback'];

export async function feedbackRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { db } = services;

  app.get(
    '/api/feedback',
    {
      schema: {
        summary: "A search's thumbs up / thumbs down",
        description: 'Give `searchId` (a search you ran) or `savedSearchId` (a saved search).',
        tags,
        querystring: feedbackSearchInput,
        response: { 200: feedbackResponse, ...errors(400, 404) },
      },
      config: { access: 'read' },
    },
    async (request) => {
      const { user } = await authorize(services, request);
      return listFeedback(db, user.id, parseBody(feedbackSearchInput, request.query));
    },
  );

  app.put(
    '/api/feedback',
    {
      schema: {
        summary: 'Mark a signal relevant or not relevant',
        description:
          'Thumbs up (`judgement: "up"`) or down (`"down"`, with an optional `reason`) on one signal of your search; `null` undoes it. The search re-ranks its next results (load more, re-runs, monitoring) by its judgements. Answers all of the search\'s judgements.',
        tags,
        body: setFeedbackInput,
        response: { 200: feedbackResponse, ...errors(400, 404) },
      },
      config: { access: 'write' },
    },
    async (request) => {
      const { user } = await authorize(services, request);
      return setFeedback(db, user.id, parseBody(setFeedbackInput, request.body));
    },
  );
}
