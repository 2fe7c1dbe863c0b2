/**
 * Monitoring on its own, without the web server: for PostgreSQL deployments that scale out. Run
 * one or more of these beside web instances started with MONITOR_WORKER=false; pg-boss hands
 * each job to one worker, and runs are unique per monitor and slot whatever the number.
 */
import { createDb } from '@firstsignal/db';
import { loadEnvOrExit } from './env';
import { loggableMessage } from './db-errors';
import { loadSentenceModel } from './search/sentences';
import { createServices } from './services';
import { closeOnSignals } from './shutdown';

async function main() {
  const env = loadEnvOrExit();
  if (!env.DATABASE_URL) {
    console.error('The monitoring worker needs DATABASE_URL (PostgreSQL). With the embedded database the server runs monitoring itself.');
    process.exit(1);
  }
  const handle = await createDb({ databaseUrl: env.DATABASE_URL, maxConnections: 5 });
  const services = createServices({ env, db: handle.db, dbKind: handle.kind });
    const drain = async () => {
    // pg-boss stops fetching jobs and waits for the running ones.
    await services.monitoring.stop();
    await services.billing.stop();
    await services.upstreamCache.flush();
  };
  closeOnSignals({ drain, closeDb: () => handle.close() }, { timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS, log: { info: console.log, error: console.error } });
  await services.monitoring.start({ worker: true });
  console.log('FirstSignal monitoring worker started');
  loadSentenceModel(services.encoder, { info: console.log, error: console.error });
}

main().catch((error: unknown) => {
  console.error('The monitoring worker failed to start:', loggableMessage(error));
  process.exit(1);
});
