/** Production entry: validate settings, open and migrate the database, serve. */
import { fileURLToPath } from 'node:url';
import { createDb } from '@firstsignal/db';
import { buildApp } from './app';
import { loggableMessage } from './db-errors';
import { loadEnvOrExit } from './env';
import { loadSentenceModel } from './search/sentences';
import { closeOnSignals } from './shutdown';

async function main() {
  const env = loadEnvOrExit();
  const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const app = await buildApp({
    env,
    db: handle.db,
    dbKind: handle.kind,
    webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  });
  // app.close() stops listening, answers 503 on kept-alive connections, waits for the requests in
  // flight, then stops monitoring (its onClose hook lets running jobs finish).
  closeOnSignals(
    { drain: () => app.close(), cutOff: () => app.server.closeAllConnections(), closeDb: () => handle.close() },
    { timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS, log: { info: (m) => app.log.info(m), error: (m) => app.log.error(m) } },
  );
  await app.listen({ port: env.PORT, host: env.HOST });
  // Monitoring's scheduler and worker; off on web-only instances when `worker` runs them apart.
  if (env.MONITOR_WORKER) await app.services.monitoring.start({ worker: true });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  app.log.info(`FirstSignal on ${env.PUBLIC_URL ?? `http://localhost:${port}`} (database: ${handle.kind})`);
  loadSentenceModel(app.services.encoder, { info: (m) => app.log.info(m), error: (m) => app.log.error(m) });
}

main().catch((error: unknown) => {
  console.error('FirstSignal failed to start:', loggableMessage(error));
  process.exit(1);
});
