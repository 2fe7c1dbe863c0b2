/**
 * Monitoring's public paths, reached without signing in: the email's unsubscribe link (a page
 * that asks, and RFC 8058's one-click POST that mail clients send) and the secret feed URLs.
 */
import { truncate } from '@firstsignal/core';
import type { FastifyInstance } from 'fastify';
import { loggable } from '../db-errors';
import { appLinks } from '../monitoring/links';
import type { Services } from '../services';
import { unsubscribePage } from './unsubscribe-page';

const UNSUBSCRIBE = '/api/notifications/unsubscribe';
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

  app.get(UNSUBSCRIBE, async (request, reply) => {
    const token = tokenOf(request.query);
    return reply.type('text/html; charset=utf-8').send(unsubscribePage(token ? 'confirm' : 'invalid', token, settingsUrl));
  });

  // One-click (RFC 8058) sends `List-Unsubscribe=One-Click` as a form; the token in the URL is what counts.
  await app.register(async (oneClick) => {
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
    oneClick.post(UNSUBSCRIBE, async (request, reply) => {
      const done = await monitoring.unsubscribe(tokenOf(request.query));
      return reply
        .status(done ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(done ? 'done' : 'invalid', '', settingsUrl));
    });
  });

  app.get<{ Params: { token: string; format: string } }>('/api/feeds/:token/:format', async (request, reply) => {
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
