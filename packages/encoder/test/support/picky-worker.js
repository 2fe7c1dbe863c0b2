// An encoder thread that fails the texts that say "poison" and answers every other one after a
// short pause (so a queue forms), with a vector that carries nothing.
import { parentPort } from 'node:worker_threads';

parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, texts }) => {
  if (texts.some((t) => t.includes('poison'))) return parentPort.postMessage({ id, error: 'this text broke the model' });
  setTimeout(() => parentPort.postMessage({ id, vectors: texts.map(() => new Float32Array(512)) }), 10);
});
