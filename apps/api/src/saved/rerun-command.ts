/**
 * `rerun --user <email> [--search <id> | --all] [--json]`: re-runs saved searches through the
 * same services as the server (quota and overage included) and prints what is new. With
 * `--themes` it re-runs nothing and prints the searches' themes instead (free). With `--api-url`
 * (or FIRSTSIGNAL_API_URL) and FIRSTSIGNAL_API_KEY it asks that running server instead of opening
 * the database (cli-remote.ts); both modes print the same.
 * Exit codes: 0 done, 1 something failed, 2 bad arguments, 3 stopped by the quota.
 */
import { parseArgs } from 'node:util';
import {
  MAX_RESULTS_LIMIT,
  exclusionLists,
  exclusionsRemovedText,
  judgementsSteeredText,
  namedPlaces,
  PLATFORM_LABELS,
  RERUN_DEFAULT_MAX_RESULTS,
  audiencesToCsv,
  audiencesToText,
  themesToCsv,
  themesToMarkdown,
  truncate,
  type SearchablePlatform,
  type Signal,
} from '@firstsignal/core';
import { findUserByEmail, listSavedSearches } from '@firstsignal/db';
import { EXIT, type Output } from '../cli-output';
import { openDb, settingsOrSay } from '../cli-settings';
import { API_URL_MESSAGE, apiUrlOption, asKeyOwner, modeOrSay, RemoteError, USER_REQUIRED, type RemoteSettings } from '../cli-remote';
import { HttpError } from '../http/errors';
import { quotaMessage } from '../search/quota-message';
import { savedSearchAudiences, type AudiencesView } from '../insights/audiences';
import { savedSearchThemes, type ThemesView } from '../insights/themes';
import { createServices, stopServices } from '../services';
import { rerunSavedSearch, type RerunResult } from './rerun';

export const RERUN_USAGE = `usage: pnpm --filter @firstsignal/api rerun --user <email> (--search <id> | --all) [options]
       FIRSTSIGNAL_API_KEY=fs_live_… pnpm --filter @firstsignal/api rerun --api-url <url> (--search <id> | --all) [options]

  --user <email>        whose saved searches to re-run (with --api-url: the key's owner, checked)
  --search <id>         re-run one saved search
  --all                 re-run every saved search of the user, newest first
  --json                print JSON instead of a table
  --max-results <n>     results per re-run, 1-${MAX_RESULTS_LIMIT} (default ${RERUN_DEFAULT_MAX_RESULTS})
  --time-range <range>  all, day, week, month or year (default week)
  --confirm-overage     on a paid plan past its quota: accept the metered overage charge
  --themes              do not re-run: print the themes of the saved signals as a Markdown
                        brief (free; with --json as JSON, with --csv as CSV)
  --audiences           do not re-run: print the communities of the saved signals, ranked by
                        signals per item fetched (free; with --json as JSON, with --csv as CSV)
  --csv                 with --themes: CSV instead of Markdown; with --audiences: CSV
  --api-url <url>       re-run through this running server's API (or set FIRSTSIGNAL_API_URL),
                        with the API key in FIRSTSIGNAL_API_KEY (scopes: read, and search to re-run);
                        the server may keep running, even on the embedded database

Without --api-url it reads the same settings as the server (DATABASE_URL, or DATA_DIR for the
embedded database) and opens the database itself.`;

export interface RerunOptions {
  /** Required to open the database; with --api-url the key says whose searches, and this checks it. */
  user: string | undefined;
  apiUrl: string | undefined;
  search: string | undefined;
  all: boolean;
  json: boolean;
  maxResults: number | undefined;
  timeRange: string | undefined;
  confirmOverage: boolean;
  themes: boolean;
  audiences: boolean;
  csv: boolean;
}

class UsageError extends Error {}

const TIME_RANGE_WORDS = ['all', 'day', 'week', 'month', 'year'];

export function parseRerunArgs(argv: string[]): RerunOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv[0] === '--' ? argv.slice(1) : argv,
      options: {
        user: { type: 'string' },
        search: { type: 'string' },
        all: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        'max-results': { type: 'string' },
        'time-range': { type: 'string' },
        'confirm-overage': { type: 'boolean', default: false },
        themes: { type: 'boolean', default: false },
        audiences: { type: 'boolean', default: false },
        csv: { type: 'boolean', default: false },
        'api-url': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const v = parsed.values;
  const apiUrl = apiUrlOption(v['api-url']);
  if (apiUrl === null) throw new UsageError(API_URL_MESSAGE);
  if (v.all === Boolean(v.search)) throw new UsageError('choose one: --search <id> or --all');
  if (v.themes && v.audiences) throw new UsageError('choose one: --themes or --audiences');
  if (v.csv && !v.themes && !v.audiences) throw new UsageError('--csv goes with --themes or --audiences');
  if (v.csv && v.json) throw new UsageError('choose one: --csv or --json');
  let maxResults: number | undefined;
  if (v['max-results'] !== undefined) {
    maxResults = Number(v['max-results']);
    if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > MAX_RESULTS_LIMIT) {
      throw new UsageError(`--max-results must be a whole number from 1 to ${MAX_RESULTS_LIMIT}`);
    }
  }
  const timeRange = v['time-range'];
  if (timeRange !== undefined && !TIME_RANGE_WORDS.includes(timeRange))
    throw new UsageError(`--time-range must be one of ${TIME_RANGE_WORDS.join(', ')}`);
  return {
    user: v.user?.trim() || undefined,
    apiUrl,
    search: v.search,
    all: v.all ?? false,
    json: v.json ?? false,
    maxResults,
    timeRange: timeRange === 'all' ? '' : timeRange,
    confirmOverage: v['confirm-overage'] ?? false,
    themes: v.themes ?? false,
    audiences: v.audiences ?? false,
    csv: v.csv ?? false,
  };
}


type Outcome =
  | { status: 'ok'; result: RerunResult }
  | { status: 'upgrade_required' | 'overage_warning'; result: RerunResult; message: string }
  | { status: 'failed'; message: string };

const pad = (s: string, n: number) => truncate(s, n).padEnd(n);

/** The new signals as a table: platform, relevance %, type, urgency, title, url. */
export function signalTable(signals: readonly Signal[]): string {
  const rows = signals.map((s) => [
    s.platform,
    `${Math.round(s.relevanceScore * 100)}%`,
    s.signalType,
    s.urgencyLevel,
    s.title.replace(/\s+/g, ' '),
    s.url,
  ]);
  const head = ['PLATFORM', 'RELEVANCE', 'TYPE', 'URGENCY', 'TITLE', 'URL'];
  const widths = head.map((h, i) =>
    i === 5 ? 0 : Math.min(i === 4 ? 60 : 24, Math.max(h.length, ...rows.map((r) => r[i]!.length))),
  );
  const line = (cells: string[]) => cells.map((c, i) => (i === 5 ? c : pad(c, widths[i]!))).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}

function report(name: string, id: string, outcome: Outcome, output: Output) {
  if (outcome.status === 'failed') return output.err(`Re-run of "${name}" (${id}) failed: ${outcome.message}`);
  if (outcome.status !== 'ok') return output.err(outcome.message);
  const { search, newSignals, response } = outcome.result;
  const limited = response.search_info?.limited_by_quota
    ? ` (limited by your monthly quota: ${response.usage_limit - response.current_usage} results left this month)`
    : '';
  output.out(`Saved search "${name}" (${id}): ${newSignals.length} new of ${search.resultCount} results${limited}`);
  // A keyword search's expression (issue 25 §3), what the search named itself, and what a platform said of it (a named app the store lacks).
  if (search.searchParams.searchType === 'keywords') output.out(`Keywords: ${search.searchParams.businessIdea}`);
  for (const { label, values } of namedPlaces(search.searchParams)) output.out(`${label}: ${values.join(', ')}`);
  // What it leaves out (issue 25), and how many results that removed this time.
  for (const { label, values } of exclusionLists(search.searchParams.exclusions)) output.out(`${label}: ${values.join(', ')}`);
  const excluded = response.search_info?.excluded_results ?? 0;
  if (excluded > 0) output.out(`${exclusionsRemovedText(excluded)}.`);
  const steered = judgementsSteeredText(outcome.result.judgements);
  if (steered) output.out(`${steered}.`);
  for (const [platform, health] of Object.entries(response.platforms)) {
    for (const note of health.notes ?? []) output.out(`Note (${PLATFORM_LABELS[platform as SearchablePlatform] ?? platform}): ${note}`);
  }
  output.out(newSignals.length ? signalTable(newSignals) : 'No new signals since the last run.');
  output.out('');
}

function jsonOf(name: string, id: string, outcome: Outcome) {
  if (outcome.status === 'failed') return { id, name, status: outcome.status, message: outcome.message };
  const { search, newSignals, response } = outcome.result;
  const usage = { current_usage: response.current_usage, usage_limit: response.usage_limit, plan_type: response.plan_type };
  if (outcome.status !== 'ok') {
    const overage = {
      overage_count: response.overage_count,
      overage_blocks: response.overage_blocks,
      overage_cost: response.overage_cost,
      next_billing_date: response.next_billing_date,
    };
    return { id, name, status: outcome.status, message: outcome.message, usage: { ...usage, ...overage } };
  }
  return {
    id,
    name,
    status: outcome.status,
    ...(search.searchParams.searchType === 'keywords' ? { keywords: search.searchParams.businessIdea } : {}),
    resultCount: search.resultCount,
    limitedByQuota: response.search_info?.limited_by_quota ?? false,
    lastRunAt: search.lastRunAt,
    exclusions: search.searchParams.exclusions ?? {},
    excludedResults: response.search_info?.excluded_results ?? 0,
    judgements: outcome.result.judgements,
    // Which model typed the signals: on, busy (some by the classifier alone), off (SENTENCE_MODEL=false) or loading (the classifier alone).
    ...(response.search_info?.sentence_model ? { sentenceModel: response.search_info.sentence_model } : {}),
    newSignals,
    platforms: response.platforms,
    usage,
  };
}

/** Where the saved searches are: the database (local) or a running server's API (remote). */
interface SavedSearches {
  email: string;
  list(): Promise<{ id: string; name: string }[]>;
  rerun(id: string, input: { maxResults?: number; timeRange?: string; confirmOverage: boolean }): Promise<RerunResult>;
  themes(id: string): Promise<ThemesView>;
  audiences(id: string): Promise<AudiencesView>;
}

export async function rerunCommand(argv: string[], output: Output): Promise<number> {
  let options: RerunOptions;
  try {
    options = parseRerunArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n\n${RERUN_USAGE}`);
    return EXIT.usage;
  }
  const env = settingsOrSay(output);
  const mode = env && modeOrSay(env, options.apiUrl, output);
  if (!env || !mode) return EXIT.failed;
  if (mode.remote) return rerunRemote(mode.remote, options, output);
  if (!options.user) {
    output.err(`${USER_REQUIRED}\n\n${RERUN_USAGE}`);
    return EXIT.usage;
  }
  const handle = await openDb(env, output);
  if (!handle) return EXIT.failed;
  const closing = () => void handle.close().finally(() => process.exit(130));
  process.once('SIGINT', closing);
  process.once('SIGTERM', closing);
  const services = createServices({ env, db: handle.db, dbKind: handle.kind });
  // The process has just started: a re-run waits (once) for the sentence model to load, so it is
  // ranked as the running server ranks, rather than by the classifier alone. Themes and audiences
  // re-run nothing and do not wait.
  let modelLoaded: Promise<unknown> | undefined;
  try {
    const user = await findUserByEmail(handle.db, options.user);
    if (!user) {
      output.err(`No user with the email ${options.user}.`);
      return EXIT.failed;
    }
    return await rerunAll(
      {
        email: user.email,
        list: () => listSavedSearches(handle.db, user.id),
        rerun: async (id, input) => {
          await (modelLoaded ??= services.encoder?.ready().catch(() => undefined) ?? Promise.resolve());
          return rerunSavedSearch(services, user.id, { id, ...input });
        },
        themes: (id) => savedSearchThemes(services, user.id, id),
        audiences: (id) => savedSearchAudiences(handle.db, user.id, id),
      },
      options,
      output,
    );
  } finally {
    process.off('SIGINT', closing);
    process.off('SIGTERM', closing);
    await stopServices(services);
    await handle.close();
  }
}

function rerunRemote(remote: RemoteSettings, options: RerunOptions, output: Output): Promise<number> {
  return asKeyOwner(remote, options.user, output, (api, email) =>
    rerunAll({ email, list: api.searches, rerun: api.rerun, themes: api.themes, audiences: api.audiences }, options, output),
  );
}

async function rerunAll(source: SavedSearches, options: RerunOptions, output: Output): Promise<number> {
  const saved = await source.list();
  const targets = options.all ? saved : saved.filter((s) => s.id === options.search);
  if (!options.all && targets.length === 0) {
    output.err(`Saved search ${options.search} not found for ${source.email}.`);
    return EXIT.failed;
  }
  if (targets.length === 0 && !options.json) output.out(`${source.email} has no saved searches.`);

  if (options.themes) {
    for (const target of targets) {
      const themes = await source.themes(target.id);
      output.out(options.json ? JSON.stringify(themes, null, 2) : options.csv ? themesToCsv(themes) : themesToMarkdown(themes, themes.title));
    }
    return EXIT.ok;
  }

  if (options.audiences) {
    for (const target of targets) {
      const audiences = await source.audiences(target.id);
      output.out(options.json ? JSON.stringify(audiences, null, 2) : options.csv ? audiencesToCsv(audiences) : audiencesToText(audiences, audiences.title));
    }
    return EXIT.ok;
  }

  const results: ReturnType<typeof jsonOf>[] = [];
  let code: number = EXIT.ok;
  for (const target of targets) {
    let outcome: Outcome;
    try {
      const result = await source.rerun(target.id, {
        maxResults: options.maxResults,
        timeRange: options.timeRange,
        confirmOverage: options.confirmOverage,
      });
      const message = quotaMessage(result.response, {
        what: 'This re-run',
        upgradeTo: 're-run searches',
        confirm: 'Run again with --confirm-overage to proceed and be charged.',
      });
      const status = result.response.upgrade_required
        ? 'upgrade_required'
        : result.response.overage_warning
          ? 'overage_warning'
          : 'ok';
      outcome = status === 'ok' ? { status, result } : { status, result, message: message ?? status };
    } catch (error) {
      // A search the platforms could not answer fails alone; the others still run.
      if (!(error instanceof HttpError) && !(error instanceof RemoteError && !error.fatal)) throw error;
      outcome = { status: 'failed', message: error.message };
    }
    if (options.json) results.push(jsonOf(target.name, target.id, outcome));
    else report(target.name, target.id, outcome, output);
    if (outcome.status === 'failed') code = EXIT.failed;
    // The quota answers the same for every search after this one: stop here.
    if (outcome.status === 'upgrade_required' || outcome.status === 'overage_warning') {
      code = EXIT.quota;
      break;
    }
  }
  if (options.json) output.out(JSON.stringify({ user: source.email, searches: results }, null, 2));
  return code;
}
