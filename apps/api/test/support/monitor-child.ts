/**
 * A monitoring worker in its own process for the SIGKILL test: the app's services over the
 * database in DATA_DIR or DATABASE_URL, with the clock fixed at argv[2], doing one round (schedule,
 * then run the queued jobs). It says "scheduled" once the run is queued; the test kills it while
 * the run waits on the platforms.
 */
import { createDb } from '@firstsignal/db';
import { loadEnv } from '../../src/env';
import { createServices } from '../../src/services';

const at = new Date(process.argv[2]!);
const env = loadEnv();
const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, maxConnections: 2 });
const services = createServices({ env, db: handle.db, now: () => at });
await services.monitoring.start({ worker: false });
await services.monitoring.tick();
console.log('scheduled');
await services.monitoring.drain();
console.log('drained');
await services.monitoring.stop();
await handle.close();
