// An encoder thread whose model cannot load (as when the weights are missing).
import { parentPort } from 'node:worker_threads';

parentPort.postMessage({ error: 'no weights in this package' });
