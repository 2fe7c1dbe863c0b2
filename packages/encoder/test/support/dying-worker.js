// An encoder thread that loads, then crashes on the first text it is given (as a fault in the model would).
import { parentPort } from 'node:worker_threads';

parentPort.postMessage({ ready: true });
parentPort.on('message', () => {
  throw new Error('the model crashed');
});
