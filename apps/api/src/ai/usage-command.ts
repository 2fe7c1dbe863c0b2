/**
 * `ai-usage [--days n] [--json]`: what the optional AI provider cost, for the operator who pays
 * for it (issue 28): tokens per model and the costliest searches, across every user, from the
 * `ai_tokens` events each search records. `/health` has the running process's total only.
 * Exit codes: 0 done, 1 something failed, 2 bad arguments.
 */
import { parseArgs } from 'node:util';
import { aiTokenUse, type AiTokenUse, type Db } from '@firstsignal/db';
import { EXIT, type Output } from '../cli-output';
import { missingSettings } from '../env';
import { openDb, settingsOrSay } from '../cli-settings';

export const AI_USAGE_USAGE = `usage: pnpm --filter @firstsignal/api ai-usage [--days <n>] [--json]

  --days <n>   the last n days, 1-366 (default 30)
  --json       print JSON instead of text

Reads the same settings as the server (DATABASE_URL, or DATA_DIR for the embedded database).`;

const DEFAULT_DAYS = 30;
const count = (n: number) => n.toLocaleString('en-US');
const counted = (n: number, noun: string, plural = `${noun}s`) => `${count(n)} ${n === 1 ? noun : plural}`;

export function parseAiUsageArgs(argv: string[]): { days: number; json: boolean } | string {
  try {
    const { values } = parseArgs({ args: argv, options: { days: { type: 'string' }, json: { type: 'boolean' } }, strict: true });
    const days = values.days === undefined ? DEFAULT_DAYS : Number(values.days);
    if (!Number.isInteger(days) || days < 1 || days > 366) return `--days must be a whole number from 1 to 366, not "${values.days}"`;
    return { days, json: values.json ?? false };
  } catch (error) {
    return (error as Error).message;
  }
}

/** The report as text: a total line, one line per model, then the costliest searches. */
export function aiUsageText(use: AiTokenUse, days: number, notConfigured: readonly string[]): string {
  const lines: string[] = [];
  if (notConfigured.length) lines.push(`AI: not configured (set ${notConfigured.join(' and ')}); what earlier settings spent is below.`);
  if (use.searches === 0) return [...lines, `No AI tokens spent in the last ${counted(days, 'day')}.`].join('\n');
  lines.push(`AI tokens in the last ${counted(days, 'day')}: ${count(use.tokens)} over ${counted(use.searches, 'search', 'searches')} (${count(Math.round(use.tokens / use.searches))} a search).`);
  for (const m of use.byModel) lines.push(`  ${m.model || 'unknown model'}: ${counted(m.tokens, 'token')}, ${counted(m.searches, 'search', 'searches')}`);
  if (use.top.length) {
    lines.push('Costliest searches:');
    for (const s of use.top) {
      lines.push(`  ${s.at.toISOString().slice(0, 16).replace('T', ' ')} UTC  ${counted(s.tokens, 'token').padStart(13)}  ${s.email ?? '(deleted account)'}  search ${s.searchId}`);
    }
  }
  return lines.join('\n');
}

/** The report from a database the caller holds (tests hand theirs in). */
export async function aiUsageReport(db: Db, options: { days: number; json: boolean }, notConfigured: readonly string[], now = new Date()): Promise<string> {
  const use = await aiTokenUse(db, new Date(now.getTime() - options.days * 86_400_000));
  return options.json ? JSON.stringify({ days: options.days, configured: notConfigured.length === 0, ...use }, null, 2) : aiUsageText(use, options.days, notConfigured);
}

export async function aiUsageCommand(argv: string[], output: Output): Promise<number> {
  const options = parseAiUsageArgs(argv);
  if (typeof options === 'string') {
    output.err(`${options}\n\n${AI_USAGE_USAGE}`);
    return EXIT.usage;
  }
  const env = settingsOrSay(output);
  const handle = env && (await openDb(env, output));
  if (!env || !handle) return EXIT.failed;
  try {
    output.out(await aiUsageReport(handle.db, options, missingSettings(env).ai));
    return EXIT.ok;
  } finally {
    await handle.close();
  }
}
