// A sentence encoder's thread for tests: a text that says "hold" keeps the thread busy (another
// search's text) for as long as a test needs: never answered, or, as "hold until <path>", answered
// once that file exists (the test releases the thread by writing it). Every other text is answered
// at once, with the same vector, one the sentence heads read as a different type from the
// classifier's for some signals (so a vote that was applied shows).
import { existsSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';

const vectorsOf = (texts) => texts.map(() => Float32Array.from({ length: 512 }, (_, i) => Math.sin(i) / 16));

parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, texts }) => {
  const hold = texts.find((t) => t.includes('hold'));
  if (!hold) return parentPort.postMessage({ id, vectors: vectorsOf(texts) });
  const release = /hold until (\S+)/.exec(hold)?.[1];
  if (!release) return;
  const poll = setInterval(() => {
    if (!existsSync(release)) return;
    clearInterval(poll);
    parentPort.postMessage({ id, vectors: vectorsOf(texts) });
  }, 20);
});
