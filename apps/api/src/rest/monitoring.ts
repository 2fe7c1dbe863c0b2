/**
 * Monitoring's public paths, reached without signing in: the email's unsubscribe link (a page
 * that asks, and RFC 8058's one-click POST that mail clients send) and the secret feed URLs.
 */
import { truncate } from '@firstsignal/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loggable } from '../db-errors';
import { appLinks } from '../monitoring/links';
import { errors } from '../openapi/document';
import type { Services } from '../services';
import { unsubscribePage } from './unsubscribe-page';

const UNSUBSCRIBE = '/api/notifications/unsubscribe';
const tags = ['Monitoring'];
const tokenQuery = z.object({ token: z.string().optional().meta({ description: "The signed token of the email's unsubscribe link" }) });
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const feedParams = z.object({ token: z.string().meta({ description: 'The secret of a feed made in Settings → Notifications' }), format: z.enum(['atom', 'rss']) });

const tokenOf = (query: unknown) => {
  const token = (query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' ? truncate(token, 400, '') : '';
};

export async function monitoringRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { monitoring } = services;
  const settingsUrl = appLinks(services.env).base + '/settings/account';
  monitoring.setLogger({
    error: (err, message) => app.log.error({ err: loggable(err) }, message),
    warn: (details, message) => app.log.warn(details, message),
  });
  app.addHook('onClose', () => monitoring.stop());

  const pageSchema = { summary: "The email's unsubscribe page", tags, querystring: tokenQuery, response: { 200: html('Asks to confirm (or says the link is not valid)') } };
  app.get(UNSUBSCRIBE, { schema: pageSchema, config: { access: 'public' } }, async (request, reply) => {
    const token = tokenOf(request.query);
    return reply.type('text/html; charset=utf-8').send(unsubscribePage(token ? 'confirm' : 'invalid', token, settingsUrl));
  });

  // One-click (RFC 8058) sends `List-Unsubscribe=One-Click` as a form; the token in the URL is what counts.
  await app.register(async (oneClick) => {
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
    const oneClickSchema = {
      summary: 'Unsubscribe (RFC 8058 one-click)',
      description: 'What mail clients send for `List-Unsubscribe=One-Click`; the token in the URL is the proof, the body is ignored.',
      tags,
      querystring: tokenQuery,
      response: { 200: html('Unsubscribed'), 400: html('The link is not valid') },
    };
    oneClick.post(UNSUBSCRIBE, { schema: oneClickSchema, config: { access: 'public' } }, async (request, reply) => {
      const done = await monitoring.unsubscribe(tokenOf(request.query));
      return reply
        .status(done ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(done ? 'done' : 'invalid', '', settingsUrl));
    });
  });

  const feedSchema = {
    summary: "A monitored search's new signals as a feed",
    tags,
    params: feedParams,
    response: {
      200: { description: 'The feed', content: { 'application/atom+xml': { schema: z.string() }, 'application/rss+xml': { schema: z.string() } } },
      ...errors(404),
    },
  };
  app.get<{ Params: { token: string; format: string } }>('/api/feeds/:token/:format', { schema: feedSchema, config: { access: 'public' } }, async (request, reply) => {
    const { token, format } = request.params;
    if (format !== 'atom' && format !== 'rss') return reply.status(404).send({ error: 'Feeds come as /atom or /rss' });
    const xml = await monitoring.renderFeed(token, format);
    if (xml === undefined) return reply.status(404).send({ error: 'This feed does not exist or was revoked' });
    return reply
      .type(format === 'atom' ? 'application/atom+xml; charset=utf-8' : 'application/rss+xml; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(xml);
  });
}
