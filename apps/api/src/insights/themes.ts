/**
 * Insights (issue 12): the themes of a stored run or of a saved search, computed from the
 * signals already stored and delivered, so they charge nothing and call no platform.
 */
import {
  findThemes,
  themeSignalOf,
  themeSignalOfSaved,
  themesToCsv,
  themesToMarkdown,
  type Signal,
  type ThemeFormat,
  type ThemeSet,
  type ThemeSignal,
} from '@firstsignal/core';
import { judgedText } from '../ai/judge';
import { AiUnavailable } from '../ai/provider';
import { nameThemes } from '../ai/theme-names';
import type { FastifyReply } from 'fastify';
import { getSearchFor } from '../saved/service';
import type { Services } from '../services';

/** The themes of one of the user's runs (the results it delivered); another user's run is NOT_FOUND. */
export async function runThemes(services: Services, userId: string, runId: string) {
  const run = await services.search.storedRun(userId, runId);
  return { title: run.params.businessIdea, ...(await themesOf(services, run.results.map(themeSignalOf), run.results)) };
}

/** The themes of a saved search across all its runs and monitoring; another user's is NOT_FOUND. */
export async function savedSearchThemes(services: Services, userId: string, id: string) {
  const { search } = await getSearchFor(services.db, userId, id);
  const texts = search.signals.map((s) => ({ id: s.signal_id, title: s.title, snippet: s.snippet }));
  return { title: search.name, ...(await themesOf(services, search.signals.map(themeSignalOfSaved), texts)) };
}

/**
 * Themes of signals. With an AI provider, grounded names replace the local labels
 * (src/ai/theme-names.ts); with AI_EMBEDDING_MODEL too, the signals cluster on the provider's
 * embeddings of their title and snippet, and on the local word vectors (with a note) when that fails.
 */
async function themesOf(
  services: Services,
  signals: ThemeSignal[],
  texts: Pick<Signal, 'id' | 'title' | 'snippet'>[],
): Promise<ThemeSet & { clustering?: 'embeddings' | 'local'; note?: string }> {
  const { ai } = services;
  if (!ai) return findThemes(signals);
  let embeddings: Map<string, number[]> | undefined;
  let note: string | undefined;
  if (ai.embeddingModel && texts.length > 0) {
    try {
      const { vectors } = await ai.embed(texts.map(judgedText), services.env.AI_JUDGE_TIMEOUT_MS);
      embeddings = new Map(texts.map((t, i) => [t.id, vectors[i]!]));
    } catch (error) {
      note = `AI embeddings ${error instanceof AiUnavailable ? error.failure : 'provider error'}: themes clustered locally.`;
    }
  }
  const named = await nameThemes(ai, findThemes(signals, { embeddings }), texts, services.env.AI_JUDGE_TIMEOUT_MS);
  return { ...named, ...(ai.embeddingModel ? { clustering: embeddings ? ('embeddings' as const) : ('local' as const) } : {}), ...(note ? { note } : {}) };
}

export type ThemesView = Awaited<ReturnType<typeof runThemes>>;

/** JSON by default; `?format=csv` or `md` answers a file to download. */
export function sendThemes(reply: FastifyReply, themes: ThemesView, format: ThemeFormat) {
  if (format === 'json') return reply.send(themes);
  const day = new Date().toISOString().slice(0, 10);
  const [type, body] =
    format === 'csv' ? ['text/csv', themesToCsv(themes)] : ['text/markdown', themesToMarkdown(themes, themes.title)];
  return sendDownload(reply, type, `themes-${day}.${format}`, body);
}

/** An insight as a file to download (themes, audiences). */
export function sendDownload(reply: FastifyReply, type: string, fileName: string, body: string) {
  return reply.type(`${type}; charset=utf-8`).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
}
