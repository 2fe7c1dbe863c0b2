// The sentence encoder's own thread: the model's WebAssembly runs here (about 15 ms a text on
// this project's machine), so a search that embeds its results never blocks the API's event loop.
// index.ts is the other end: it sends `{ id, texts }` and gets `{ id, vectors }` or `{ id, error }`;
// the first message, `{ ready: true }` or `{ error }`, says whether the model loaded.
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { embedTexts, loadModel } from './use.js';

// Below the API's own threads: on Linux a thread's priority is its own (setPriority with no pid
// sets the calling thread's), so when the cores are short, the event loop (every request, /health)
// and the database's thread run first and the model takes what is left. A platform that will not
// lower it (no permission) leaves it as it was.
try {
  setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // the model runs at the process's priority
}

// The model's first inference builds its graph (about 100 ms): done here, before `ready`, so the
// first search after start-up does not pay for it.
const loaded = loadModel().then(async (model) => {
  await model.embed(['warm up']);
  return model;
});
loaded.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ error: String(error?.message ?? error) }),
);

parentPort.on('message', async ({ id, texts }) => {
  try {
    const vectors = await embedTexts(await loaded, texts);
    parentPort.postMessage(
      { id, vectors },
      vectors.map((v) => v.buffer),
    );
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
