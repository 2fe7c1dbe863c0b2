/**
 * A real sentence encoder (its own thread, its queue and backlog) over a test model that answers
 * every text at once except those that say "hold" (busy-worker.js): a test holds it busy with
 * another founder's search for as long as it needs.
 */
import { startSentenceEncoder, type SentenceEncoder } from '@firstsignal/encoder';

export type { SentenceEncoder };

export function startBusyEncoder(): SentenceEncoder {
  return startSentenceEncoder({ workerUrl: new URL('./busy-worker.js', import.meta.url) });
}

/** Another founder's search holding the encoder's one thread until `signal` aborts. */
export function holdEncoder(encoder: SentenceEncoder, signal?: AbortSignal): Promise<unknown> {
  return encoder.embed(['hold: another founder’s question', 'their second text'], { owner: {}, ...(signal ? { signal } : {}) }).catch(() => undefined);
}
