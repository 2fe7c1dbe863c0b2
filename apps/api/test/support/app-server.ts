/**
 * Serves buildApp over an already opened database handle, for tests that need more control than
 * startTestServer gives: a database on disk that outlives the app, or a captured request log.
 */
import { buildApp, type App } from '../../src/app';
import type { AppDeps } from '../../src/context';

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

/** A writable stream for the logger that keeps every line. */
export function captureLog() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => lines.push(line) },
    lines,
    text: () => lines.join(''),
  };
}
