/**
 * Monitoring on its own, without the web server: for PostgreSQL deployments that scale out. Run
 * one or more of these beside web instances started with MONITOR_WORKER=false; pg-boss hands
 * each job to one worker, and runs are unique per monitor and slot whatever the number.
 */
import { createDb } from '@firstsignal/db';
import { loadEnvOrExit } from './env';
import { createServices } from './services';

async function main() {
  const env = loadEnvOrExit();
  if (!env.DATABASE_URL) {
    console.error('The monitoring worker needs DATABASE_URL (PostgreSQL). With the embedded database the server runs monitoring itself.');
    process.exit(1);
  }
  const handle = await createDb({ databaseUrl: env.DATABASE_URL, maxConnections: 5 });
  const services = createServices({ env, db: handle.db });
  services.monitoring.setLogger({ error: (error, message) => console.error(message, error) });
  const shutdown = async () => {
    await services.monitoring.stop();
    await services.billing.stop();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await services.monitoring.start({ worker: true });
  console.log('FirstSignal monitoring worker started');
}

main().catch((error: unknown) => {
  console.error('The monitoring worker failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
