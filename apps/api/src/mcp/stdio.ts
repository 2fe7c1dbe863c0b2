/**
 * `pnpm --filter @firstsignal/api mcp`: the MCP server over stdio, for an assistant on the same
 * machine as the database. It opens the database the settings name (DATABASE_URL, or PGlite in
 * DATA_DIR, which one process holds at a time: stop the server first, or use /mcp over HTTP) and
 * acts as the user of the key in FIRSTSIGNAL_API_KEY, checked again on every call (a revoked key
 * stops working at once; the key's rate limit counts here too). stdout carries protocol
 * messages only: everything else goes to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { DbHandle } from '@firstsignal/db';
import { loggableMessage } from '../db-errors';
import { unauthorized } from '../http/errors';
import { openDb, settingsOrSay } from '../cli-settings';
import { authOfToken, createServices, stopServices } from '../services';
import { createMcpServer } from './server';

// Whatever a dependency prints must not corrupt the protocol on stdout.
console.log = console.info = console.debug = console.error;

const errOutput = { out: (text: string) => console.error(text), err: (text: string) => console.error(text) };

async function main(): Promise<number> {
  const env = settingsOrSay(errOutput);
  if (!env) return 1;
  const opened = await openDb(env, errOutput);
  if (!opened) return 1;
  const handle: DbHandle = opened;
  const key = env.FIRSTSIGNAL_API_KEY;
  if (!key) {
    console.error('The MCP server is not configured: set FIRSTSIGNAL_API_KEY to a personal API key (Settings → API keys).');
    await handle.close();
    return 1;
  }
  const services = createServices({ env, db: handle.db, dbKind: handle.kind });
  const authenticate = async () => {
    const auth = await authOfToken(services, key);
    if (!auth?.apiKey) throw unauthorized('The API key in FIRSTSIGNAL_API_KEY is invalid or was revoked: create a new one in Settings → API keys.');
    return { user: auth.user, apiKey: auth.apiKey };
  };
  // Refuse a bad key at start-up, where the person configuring the assistant sees it.
  try {
    await authenticate();
  } catch (error) {
    console.error(loggableMessage(error));
    await shutdown();
    return 1;
  }

  const server = createMcpServer(services, authenticate, (error) => console.error('MCP tool failed:', loggableMessage(error)));
  const transport = new StdioServerTransport();
  await server.connect(transport);
  console.error(`FirstSignal MCP server on stdio (database: ${handle.kind})`);

  async function shutdown() {
    await stopServices(services);
    await handle.close();
  }
  // The client ends the session by closing stdin; signals end it too. The database closes either way (PGlite must).
  await new Promise<void>((resolve) => {
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  await shutdown();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The MCP server failed:', loggableMessage(error));
    process.exit(1);
  },
);
