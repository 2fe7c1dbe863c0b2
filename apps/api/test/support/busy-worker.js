// A sentence encoder's thread for tests: it never answers the texts that say "hold" (a thread
// busy with another search for as long as a test needs) and answers every other text at once,
// with the same vector, one the sentence heads read as a different type from the classifier's
// for some signals (so a vote that was applied shows).
import { parentPort } from 'node:worker_threads';

parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, texts }) => {
  if (texts.some((t) => t.includes('hold'))) return;
  parentPort.postMessage({ id, vectors: texts.map(() => Float32Array.from({ length: 512 }, (_, i) => Math.sin(i) / 16)) });
});
