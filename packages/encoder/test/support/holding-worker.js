// An encoder thread that never answers the texts that say "hold" (a thread busy for as long as a
// test needs) and answers every other one at once, with a vector that carries nothing.
import { parentPort } from 'node:worker_threads';

parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, texts }) => {
  if (texts.some((t) => t.includes('hold'))) return;
  parentPort.postMessage({ id, vectors: texts.map(() => new Float32Array(512)) });
});
