// The sentence encoder's own thread: the model's WebAssembly runs here (about 15 ms a text on
// this project's machine), so a search that embeds its results never blocks the API's event loop.
// index.ts is the other end: it sends `{ id, texts }` and gets `{ id, vectors }` or `{ id, error }`;
// the first message, `{ ready: true }` or `{ error }`, says whether the model loaded.
import { parentPort } from 'node:worker_threads';
import { embedTexts, loadModel } from './use.js';

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
