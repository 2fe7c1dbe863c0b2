/** Production entry: validate settings, open and migrate the database, serve. */
import { fileURLToPath } from 'node:url';
import { createDb } from '@firstsignal/db';
import { buildApp } from './app';
import { loadEnvOrExit } from './env';

async function main() {
  const env = loadEnvOrExit();
  const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const app = await buildApp({
    env,
    db: handle.db,
    webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  });
  const shutdown = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: env.PORT, host: env.HOST });
  // Monitoring's scheduler and worker; off on web-only instances when `worker` runs them apart.
  if (env.MONITOR_WORKER) await app.services.monitoring.start({ worker: true });
  app.log.info(`FirstSignal on ${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`} (database: ${handle.kind})`);
}

main().catch((error: unknown) => {
  console.error('FirstSignal failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
