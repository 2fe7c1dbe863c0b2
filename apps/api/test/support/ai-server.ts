/**
 * A local OpenAI-compatible provider (issue 28): `/v1/chat/completions` with a `json_schema`
 * response format and `/v1/embeddings`, as OpenAI, Ollama and llama.cpp's server answer them.
 * Its "model" is a few transparent rules over the data in the user message, so tests can say
 * what it judged; `behaviour` switches on 429, 5xx, slow or hanging answers, answers outside the
 * schema, or a custom answer per task (a model a hostile post talked round).
 */
import { startUpstream, type Reply, type Upstream } from '@firstsignal/sources/testing';

export interface JudgeItem {
  id: string;
  text: string;
}
export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
}

export interface AiBehaviour {
  failure?: 'rate_limited' | 'server_error' | 'hang' | 'malformed';
  /** Answer chat completions after this long. */
  delayMs?: number;
  /** Chat completions wait for this (a test lets a slow judge answer after the search did). */
  held?: Promise<void>;
  /** Replace the answer of one task (its schema name): what a model talked round by a post would say. */
  answer?: Partial<Record<string, (data: any, request: ChatRequest) => unknown>>;
}

export interface AiServer extends Upstream {
  env: Record<string, string>;
  behaviour: AiBehaviour;
  /** The chat requests received, parsed. */
  chats(): ChatRequest[];
}

export const STAND_IN_MODEL = 'stand-in-judge';
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [];

/** The stand-in's judgement: founder words found give relevance; cue words give type and urgency; the first sentence is the quote. */
export function standInJudge(founderText: string, item: JudgeItem) {
  const wanted = new Set(words(founderText));
  const found = [...new Set(words(item.text).filter((w) => wanted.has(w)))];
  const pays = /\b(pay|paying|buy|budget|recommend)\b/i.test(item.text);
  const type = pays ? 'Buying Intent' : /\b(hate|struggl\w*|annoy\w*|pain|frustrat\w*)\b/i.test(item.text) ? 'Pain Point' : item.text.includes('?') ? 'Question' : 'Discussion';
  const quote = item.text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).find((s) => s.length >= 8) ?? item.text;
  return {
    id: item.id,
    relevance: Math.min(3, found.length),
    type,
    urgency: pays ? 'High' : found.length >= 2 ? 'Medium' : 'Low',
    reason: found.length ? `Asks about ${found.slice(0, 3).join(', ')}` : 'Not about the idea',
    quote,
  };
}

function answerTask(name: string, data: any): unknown {
  if (name === 'judgements') return { judgements: (data.items as JudgeItem[]).map((item) => standInJudge(data.founder_input.text, item)) };
  if (name === 'reply_draft')
    return {
      draft: `Hi! I had the same problem with "${String(data.post.title).slice(0, 60)}". Disclosure: ${data.founder.affiliation}. ${data.founder.product_description} might help; happy to answer questions here.`,
    };
  if (name === 'theme_names')
    return {
      names: (data.themes as { id: string; quotes: string[] }[]).map((t) => {
        const counts = new Map<string, number>();
        for (const w of t.quotes.flatMap((q) => words(q))) counts.set(w, (counts.get(w) ?? 0) + 1);
        const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 2).map(([w]) => w);
        return { id: t.id, name: top.join(' ') };
      }),
    };
  return {};
}

/** A small bag-of-words vector: texts sharing words point the same way. */
export function standInEmbedding(text: string, dims = 64): number[] {
  const v = new Array<number>(dims).fill(0);
  for (const w of words(text)) {
    let h = 0;
    for (const c of w) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    v[h % dims]! += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

const tokensOf = (text: string) => Math.ceil(text.length / 4);

export async function startAiServer(behaviour: AiBehaviour = {}): Promise<AiServer> {
  const failure = (): Reply | undefined => {
    switch (behaviour.failure) {
      case 'rate_limited':
        return { status: 429, headers: { 'retry-after': '0' }, json: { error: { message: 'Rate limit reached', type: 'rate_limit_error' } } };
      case 'server_error':
        return { status: 503, json: { error: { message: 'The server is overloaded', type: 'server_error' } } };
      case 'hang':
        return { hang: true };
      default:
        return undefined;
    }
  };
  const upstream = await startUpstream({
    'POST /v1/chat/completions': async (call) => {
      await behaviour.held;
      const failed = failure();
      if (failed) return failed;
      const request = JSON.parse(call.body) as ChatRequest;
      const name = request.response_format?.json_schema?.name ?? '';
      const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
      const data = JSON.parse(user) as unknown;
      const answer = behaviour.answer?.[name]?.(data, request) ?? answerTask(name, data);
      const content = behaviour.failure === 'malformed' ? '{"judgements": [' : JSON.stringify(answer);
      const prompt = tokensOf(request.messages.map((m) => m.content).join(''));
      const completion = tokensOf(content);
      return {
        ...(behaviour.delayMs ? { delayMs: behaviour.delayMs } : {}),
        json: {
          id: `chatcmpl-${call.at}`,
          object: 'chat.completion',
          created: 1_800_000_000,
          model: request.model,
          choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
          usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
        },
      };
    },
    'POST /v1/embeddings': (call) => {
      const failed = failure();
      if (failed) return failed;
      const request = JSON.parse(call.body) as { model: string; input: string[] };
      const input = Array.isArray(request.input) ? request.input : [request.input];
      const tokens = tokensOf(input.join(''));
      return {
        json: {
          object: 'list',
          model: request.model,
          data: input.map((text, index) => ({ object: 'embedding', index, embedding: standInEmbedding(text) })),
          usage: { prompt_tokens: tokens, total_tokens: tokens },
        },
      };
    },
  });
  return {
    ...upstream,
    behaviour,
    env: { AI_BASE_URL: `${upstream.url}/v1`, AI_API_KEY: 'sk-test-stand-in', AI_MODEL: STAND_IN_MODEL },
    chats: () => upstream.callsTo('/v1/chat/completions', 'POST').map((c) => JSON.parse(c.body) as ChatRequest),
  };
}
