/**
 * Serves buildApp over an already opened database handle, for tests that need more control than
 * startTestServer gives: a database on disk that outlives the app, or a captured request log.
 */
import { createDb, type DbHandle } from '@firstsignal/db';
import { buildApp, type App } from '../../src/app';
import type { AppDeps } from '../../src/context';
import { parseEnv } from '../../src/env';

export interface ServedApp {
  url: string;
  app: App;
  /** Closes the HTTP server only; the database handle stays the caller's. */
  close(): Promise<void>;
}

export async function serveApp(deps: AppDeps): Promise<ServedApp> {
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, app, close: () => app.close() };
}

/** Opens the database the settings name (DATA_DIR or DATABASE_URL, as server.ts does) and serves the app over it. */
export async function serveFromSettings(settings: Record<string, string>): Promise<ServedApp & { handle: DbHandle; stop(): Promise<void> }> {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...settings });
  const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const served = await serveApp({ env, db: handle.db });
  return {
    ...served,
    handle,
    async stop() {
      await served.close();
      await handle.close();
    },
  };
}

/** A writable stream for the logger that keeps every line. */
export function captureLog() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => lines.push(line) },
    lines,
    text: () => lines.join(''),
  };
}
