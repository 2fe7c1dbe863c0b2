/**
 * The optional AI provider (issue 28): any OpenAI-compatible endpoint through the official
 * `openai` SDK and its `baseURL`. Off unless AI_BASE_URL and AI_MODEL are set; every caller
 * treats a failure (timeout, 429, 5xx, an answer outside the schema) as "use the local path",
 * never as a failed request. Answers are cached by a hash of the text they were asked about.
 */
import { createHash } from 'node:crypto';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { SourceCache } from '@firstsignal/sources';
import type { z } from 'zod';
import type { Env } from '../env';

/** How long a cached answer is reused: the same post asked about the same input is judged alike. */
const CACHE_SECONDS = 7 * 24 * 3600;

/** Why the provider gave nothing usable, as the note beside the results words it. */
export type AiFailure = 'timed out' | 'rate limited (429)' | 'provider error' | 'answer outside the schema' | 'token budget spent';

export class AiUnavailable extends Error {
  constructor(readonly failure: AiFailure, detail?: string) {
    super(detail ? `${failure}: ${detail}` : failure);
  }
}

export interface StructuredTask<T> {
  /** The JSON schema's name: what the answer is (`judgements`, `reply_draft`, `theme_names`). */
  name: string;
  /** Sent as the structured-output schema and checked again on the answer (a provider may ignore it). */
  schema: z.ZodType<T>;
  system: string;
  /** The data the model reads: the founder's input and fetched posts, inside delimited fields. */
  user: string;
  timeoutMs: number;
  maxTokens?: number;
}

export interface AiProvider {
  model: string;
  embeddingModel: string | undefined;
  /** One chat completion with a JSON schema; throws AiUnavailable. */
  structured<T>(task: StructuredTask<T>): Promise<{ value: T; tokens: number }>;
  /** Embeddings of `texts`, in order; throws AiUnavailable. Only with AI_EMBEDDING_MODEL. */
  embed(texts: string[], timeoutMs: number): Promise<{ vectors: number[][]; tokens: number }>;
  /** A cached answer for these parts (hashed with the model), or undefined. */
  cached<T>(kind: string, parts: string[]): Promise<T | undefined>;
  remember(kind: string, parts: string[], value: unknown): Promise<void>;
  /** Since this process started: tokens spent and calls that failed (for /health). */
  usage: { tokens: number; calls: number; failures: number };
}

export function aiConfigured(env: Env): boolean {
  return Boolean(env.AI_BASE_URL && env.AI_MODEL);
}

function failureOf(error: unknown): AiUnavailable {
  if (error instanceof AiUnavailable) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) return new AiUnavailable('timed out');
  if (error instanceof OpenAI.RateLimitError) return new AiUnavailable('rate limited (429)');
  if (error instanceof OpenAI.APIError) return new AiUnavailable('provider error', error.status ? `HTTP ${error.status}` : error.message);
  return new AiUnavailable('provider error', error instanceof Error ? error.message : String(error));
}

export function createAiProvider(env: Env, cache: SourceCache): AiProvider | null {
  if (!aiConfigured(env)) return null;
  const model = env.AI_MODEL!;
  // Local servers take any key; the SDK insists on one.
  const client = new OpenAI({ baseURL: env.AI_BASE_URL!, apiKey: env.AI_API_KEY ?? 'not-needed', maxRetries: 0 });
  const usage = { tokens: 0, calls: 0, failures: 0 };
  const keyOf = (kind: string, parts: string[]) => `ai:${kind}:${createHash('sha256').update(JSON.stringify([model, ...parts])).digest('hex')}`;

  async function guarded<T>(run: () => Promise<T>): Promise<T> {
    usage.calls += 1;
    try {
      return await run();
    } catch (error) {
      usage.failures += 1;
      throw failureOf(error);
    }
  }

  return {
    model,
    embeddingModel: env.AI_EMBEDDING_MODEL,
    usage,
    structured: <T>(task: StructuredTask<T>) =>
      guarded(async () => {
        const completion = await client.chat.completions.create(
          {
            model,
            messages: [
              { role: 'system', content: task.system },
              { role: 'user', content: task.user },
            ],
            response_format: zodResponseFormat(task.schema as never, task.name),
            temperature: 0,
            ...(task.maxTokens ? { max_tokens: task.maxTokens } : {}),
          },
          { timeout: task.timeoutMs },
        );
        const tokens = completion.usage?.total_tokens ?? 0;
        usage.tokens += tokens;
        const content = completion.choices[0]?.message?.content ?? '';
        let json: unknown;
        try {
          json = JSON.parse(content);
        } catch {
          throw new AiUnavailable('answer outside the schema', 'not JSON');
        }
        // The schema is enforced here, whatever the provider did with it: nothing a post says can widen it.
        const parsed = task.schema.safeParse(json);
        if (!parsed.success) throw new AiUnavailable('answer outside the schema', parsed.error.issues[0]?.message);
        return { value: parsed.data, tokens };
      }),
    embed: (texts, timeoutMs) =>
      guarded(async () => {
        if (!env.AI_EMBEDDING_MODEL) throw new AiUnavailable('provider error', 'AI_EMBEDDING_MODEL is not set');
        const answer = await client.embeddings.create({ model: env.AI_EMBEDDING_MODEL, input: texts, encoding_format: 'float' }, { timeout: timeoutMs });
        const tokens = answer.usage?.total_tokens ?? 0;
        usage.tokens += tokens;
        const vectors = [...answer.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
        if (vectors.length !== texts.length) throw new AiUnavailable('answer outside the schema', 'wrong number of embeddings');
        return { vectors, tokens };
      }),
    async cached<T>(kind: string, parts: string[]) {
      return (await cache.get(keyOf(kind, parts))) as T | undefined;
    },
    async remember(kind, parts, value) {
      await cache.set(keyOf(kind, parts), value, CACHE_SECONDS);
    },
  };
}
