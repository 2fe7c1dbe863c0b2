/**
 * The MCP server over Streamable HTTP at /mcp, stateless: every POST is answered by a server
 * built for it (JSON responses, no session), so any instance can answer any request. Only a
 * personal API key gets in. The request stays Fastify's (the web-standard transport takes a
 * Request and gives a Response), so the security headers and the cross-site refusal apply as on
 * every path: a browser page from another origin is refused (403) before MCP reads anything,
 * which is the Origin check the MCP specification asks servers to make.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX } from '@firstsignal/core';
import { loggable } from '../db-errors';
import { HttpError, unauthorized } from '../http/errors';
import { authOf, type Services } from '../services';
import { createMcpServer } from './server';

export const MCP_PATH = '/mcp';

export const MCP_NEEDS_KEY = `MCP needs a personal API key: send Authorization: Bearer ${API_KEY_PREFIX}… (create one in Settings → API keys).`;

/** Headers of the connection itself, which a Request built from the parsed request must not repeat. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, { method: request.method, headers });
}

/** JSON-RPC by the MCP specification, described to clients by its own tools/list: not a REST path of the OpenAPI document. */
const NOT_REST = { hide: true };

export async function mcpRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.post(MCP_PATH, { schema: NOT_REST }, async (request, reply) => {
    const auth = await authOf(services, request);
    if (!auth?.apiKey) throw unauthorized(auth ? MCP_NEEDS_KEY : `Invalid, revoked or missing API key. ${MCP_NEEDS_KEY}`);
    const { user, apiKey } = auth;
    const server = createMcpServer(services, async () => ({ user, apiKey }), (error) => request.log.error({ err: loggable(error) }, 'MCP tool failed'));
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(webRequest(request), { parsedBody: request.body });
      reply.status(response.status);
      response.headers.forEach((value, name) => void reply.header(name, value));
      reply.header('cache-control', 'no-store');
      // A message that needs no answer (a notification) is a 202 without a body.
      const body = await response.text();
      return reply.send(body || undefined);
    } finally {
      await server.close();
    }
  });

  // Stateless: no stream to open with GET and no session to end with DELETE (the specification's 405).
  app.route({
    method: ['GET', 'DELETE'],
    url: MCP_PATH,
    schema: NOT_REST,
    handler: async (_request, reply) => {
      reply.header('allow', 'POST');
      throw new HttpError(405, 'This MCP server is stateless: send JSON-RPC messages with POST.');
    },
  });
}
