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
  type ThemeFormat,
} from '@firstsignal/core';
import type { Db } from '@firstsignal/db';
import { nameThemes } from '../ai/theme-names';
import type { FastifyReply } from 'fastify';
import { getSearchFor } from '../saved/service';
import type { Services } from '../services';

/** The themes of one of the user's runs (the results it delivered); another user's run is NOT_FOUND. */
export async function runThemes(services: Services, userId: string, runId: string) {
  const run = await services.search.storedRun(userId, runId);
  const found = findThemes(run.results.map(themeSignalOf));
  // With an AI provider, grounded names replace the local labels (src/ai/theme-names.ts).
  const themes = services.ai ? await nameThemes(services.ai, found, run.results, services.env.AI_JUDGE_TIMEOUT_MS) : found;
  return { title: run.params.businessIdea, ...themes };
}

/** The themes of a saved search across all its runs and monitoring; another user's is NOT_FOUND. */
export async function savedSearchThemes(db: Db, userId: string, id: string) {
  const { search } = await getSearchFor(db, userId, id);
  return { title: search.name, ...findThemes(search.signals.map(themeSignalOfSaved)) };
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
