/**
 * FirstSignal as an MCP server (issue 27 §3): the tools and resources an assistant uses, over the
 * same services and core schemas as tRPC and REST. The transport (HTTP at /mcp, or stdio) only
 * says who calls: `authenticate` is asked on every call, so a key revoked between calls stops
 * the next one, and each tool checks the key's scope before it reads an argument.
 */
import {
  filterSignals,
  monitorSettingsInput,
  payloadToSignal,
  rerunSavedSearchInput,
  searchParamsInput,
  searchRequestExtras,
  searchRequestInput,
  SEARCHABLE_PLATFORMS,
  SIGNAL_SORTS,
  SIGNAL_TYPES,
  sortSignals,
  TIME_RANGES,
  URGENCY_LEVELS,
  OVERAGE_BLOCK_PRICE_USD,
  OVERAGE_BLOCK_SIZE,
  formatUsd,
  type ApiKeyScope,
  type SearchParams,
  type Signal,
} from '@firstsignal/core';
import type { UserRow } from '@firstsignal/db';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { checkAccess, type ApiKeyAuth } from '../auth/api-keys';
import { isDatabaseUnavailable } from '../db-errors';
import { DATABASE_UNAVAILABLE, HttpError, parseBody } from '../http/errors';
import { runThemes, savedSearchThemes } from '../insights/themes';
import type { MonitorView } from '../monitoring/view';
import { rerunSavedSearch } from '../saved/rerun';
import { getSearchFor, listSearchesFor, type SavedSearchView } from '../saved/service';
import { quotaMessage, type QuotaWords } from '../search/quota-message';
import type { SearchResponse } from '../search/service';
import type { Services } from '../services';
import { answer, citable, refusal, usageOf } from './results';

export interface McpCaller {
  user: UserRow;
  apiKey: ApiKeyAuth;
}

/** Who is calling, asked on every call; throws an HttpError (401) when the key no longer works. */
export type Authenticate = () => Promise<McpCaller>;

export const SAVED_SEARCH_URI = 'firstsignal://saved-searches/{id}';
const savedSearchUri = (id: string) => SAVED_SEARCH_URI.replace('{id}', encodeURIComponent(id));

const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/** One of a run's id or a saved search's id: where get_signals and get_themes read. */
const signalSource = {
  search_id: z.string().trim().min(1, 'search_id must not be empty').max(64, 'search_id is too long').optional()
    .describe("A search's id (search_id from the search tool)"),
  saved_search_id: z.string().trim().min(1, 'saved_search_id must not be empty').max(64, 'saved_search_id is too long').optional()
    .describe("A saved search's id (from list_saved_searches)"),
};
const ONE_SOURCE = 'Give exactly one of search_id or saved_search_id';
const oneSource = (v: { search_id?: string | undefined; saved_search_id?: string | undefined }, ctx: z.RefinementCtx) => {
  if ((v.search_id === undefined) === (v.saved_search_id === undefined)) ctx.addIssue({ code: 'custom', path: ['search_id'], message: ONE_SOURCE });
};

const getSignalsInput = z
  .object({
    ...signalSource,
    platform: z.enum(SEARCHABLE_PLATFORMS).optional().describe('Only signals from this platform'),
    urgency: z.enum(URGENCY_LEVELS).optional().describe('Only signals of this urgency'),
    type: z.enum(SIGNAL_TYPES).optional().describe('Only signals of this type'),
    text: z.string().max(200, 'text must be at most 200 characters').optional().describe('Every word must appear in the title or snippet'),
    min_score: z.number().min(0, 'min_score is between 0 and 1').max(1, 'min_score is between 0 and 1').optional().describe('Lowest relevance score, 0..1'),
    new_only: z.boolean().optional().describe("A saved search's signals that the user has not seen yet (found by a re-run or monitoring)"),
    sort: z.enum(SIGNAL_SORTS).default('relevance').describe('relevance (default), urgency, date (newest first), title or platform'),
    limit: z.number().int().min(1, 'limit must be from 1 to 200').max(200, 'limit must be from 1 to 200').default(25).describe('At most this many signals (default 25)'),
  })
  .superRefine(oneSource);

const getThemesInput = z.object(signalSource).superRefine(oneSource);

/** A search's own parameters and its overage confirmation (paging stays with the web's Load more). */
const searchToolInput = searchParamsInput.safeExtend({
  confirm_overage: searchRequestExtras.shape.confirm_overage.describe(
    'Only after the user agreed to the overage charge a previous call described',
  ),
});

const PLATFORM_IDS = SEARCHABLE_PLATFORMS.join(', ');
const TIME_RANGE_WORDS = TIME_RANGES.filter(Boolean).join(', ');
const overageRule = (confirmation: string) =>
  `On a paid plan past its monthly quota, extra results cost ${formatUsd(OVERAGE_BLOCK_PRICE_USD)} per ${OVERAGE_BLOCK_SIZE}: ` +
  `the tool then delivers nothing and describes the charge; ask the user, and call again with ${confirmation} only if they agree.`;
const SIGNAL_FIELDS = "Each signal carries its score (relevance 0..1), type, urgency, reason, evidence (the sentence that earned its type) and link: cite signals by their link.";

export function createMcpServer(services: Services, authenticate: Authenticate, logFailure: (error: unknown) => void): McpServer {
  const { db } = services;
  const server = new McpServer(
    { name: 'firstsignal', title: 'FirstSignal', version: '1.0.0' },
    {
      instructions:
        "FirstSignal finds a founder's first customers in public conversations (Reddit, YouTube, Hacker News, forums and more) and scores each as a signal. " +
        'Searching spends the user\'s monthly result quota; reading saved searches, signals and themes is free. ' + SIGNAL_FIELDS,
    },
  );

  /** The caller, when their key holds `scope`; every refusal is a tool error the assistant can read. */
  async function run(scope: ApiKeyScope, work: (userId: string) => Promise<CallToolResult>): Promise<CallToolResult> {
    try {
      const { user, apiKey } = await authenticate();
      checkAccess(apiKey, scope);
      return await work(user.id);
    } catch (error) {
      return refusal(messageOf(error, logFailure));
    }
  }

  server.registerTool(
    'search',
    {
      title: 'Search for signals',
      description:
        'Searches public conversations for people who need what the user builds and scores each as a signal. Spends the monthly result quota (one per result delivered). ' +
        'searchType: business_idea (describe the product in businessIdea), pain_points (painPoints: up to 3), unmet_needs (unmetNeeds: up to 3) ' +
        'or keywords (an exact expression in businessIdea: words and "phrases" with AND, OR, NOT and parentheses; every result matches it). ' +
        'exclusions: { words, communities, authors, domains } never shown nor charged; communities: restrict the search to these (e.g. "r/freelance"). ' +
        `platforms: any of ${PLATFORM_IDS} (default: all). timeRange: ${TIME_RANGE_WORDS} or empty for any time. maxResults 1-100 (default 10). ` +
        `${overageRule('confirm_overage: true')} ${SIGNAL_FIELDS} Needs an API key with the 'search' scope.`,
      inputSchema: searchToolInput,
      annotations: { readOnlyHint: false, openWorldHint: true, idempotentHint: false },
    },
    (args) =>
      run('search', async (userId) => {
        const response = await services.search.search(userId, parseBody(searchRequestInput, args));
        return searchAnswer(response, SEARCH_WORDS) ?? delivered(response);
      }),
  );

  server.registerTool(
    'list_saved_searches',
    {
      title: 'List saved searches',
      description:
        "The user's saved searches, newest first: id, name, query, platforms, how many signals each holds and how many are new, and its monitor (schedule and state). Free. Needs the 'read' scope.",
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () =>
      run('read', async (userId) => {
        const [{ searches }, { monitors }] = await Promise.all([listSearchesFor(db, userId), services.monitoring.list(userId)]);
        const monitorOf = new Map(monitors.map((m) => [m.savedSearchId, m]));
        const list = searches.map((s) => savedSummary(s, monitorOf.get(s.id) ?? null));
        return answer(`${list.length} saved ${list.length === 1 ? 'search' : 'searches'}.`, { saved_searches: list });
      }),
  );

  server.registerTool(
    'get_signals',
    {
      title: 'Get signals',
      description:
        "The signals of a past search (search_id) or of a saved search (saved_search_id), filtered and sorted. Free: it reads what was already delivered or saved. " +
        `${SIGNAL_FIELDS} Needs the 'read' scope.`,
      inputSchema: getSignalsInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      run('read', async (userId) => {
        const input = parseBody(getSignalsInput, args);
        const found = input.search_id ? await runSignals(userId, input.search_id) : await savedSignals(userId, input.saved_search_id!);
        let kept = filterSignals(found.signals, input.platform ?? 'all', input.text);
        kept = kept.filter(
          (s) =>
            (!input.urgency || s.urgencyLevel === input.urgency) &&
            (!input.type || s.signalType === input.type) &&
            (input.min_score === undefined || s.relevanceScore >= input.min_score) &&
            (!input.new_only || found.extra.get(s)?.is_new === true),
        );
        const shown = sortSignals(kept, input.sort).slice(0, input.limit);
        return answer(`${shown.length} of ${kept.length} matching signals (${found.signals.length} in all) from ${found.of.title}.`, {
          of: found.of,
          total: found.signals.length,
          matching: kept.length,
          signals: shown.map((s) => ({ ...citable(s), ...found.extra.get(s) })),
        });
      }),
  );

  server.registerTool(
    'get_themes',
    {
      title: 'Get themes',
      description:
        'What the signals of a past search (search_id) or of a saved search (saved_search_id) talk about: themes with a label, size, urgency and types, ' +
        "and up to 3 quotes each with its link. Free. Needs the 'read' scope.",
      inputSchema: getThemesInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      run('read', async (userId) => {
        const input = parseBody(getThemesInput, args);
        const set = input.search_id ? await runThemes(services, userId, input.search_id) : await savedSearchThemes(services, userId, input.saved_search_id!);
        const themes = set.themes.map((t) => ({
          label: t.label,
          size: t.size,
          high_urgency_share: t.highShare,
          urgency: t.urgency,
          types: t.types,
          quotes: t.quotes.map((q) => ({ text: q.text, link: q.url, signal_id: q.signalId })),
          first_at: t.firstUtc === null ? null : new Date(t.firstUtc * 1000).toISOString(),
          last_at: t.lastUtc === null ? null : new Date(t.lastUtc * 1000).toISOString(),
          signal_ids: t.signalIds,
        }));
        return answer(`${themes.length} themes across ${set.total} signals of ${set.title}.`, { title: set.title, total: set.total, themes });
      }),
  );

  server.registerTool(
    'rerun_saved_search',
    {
      title: 'Re-run a saved search',
      description:
        'Searches again with a saved search\'s parameters (default: 25 results over the past week) and adds what is new to it. Spends the monthly result quota like a search. ' +
        `${overageRule('confirmOverage: true')} ${SIGNAL_FIELDS} Needs the 'search' scope.`,
      inputSchema: rerunSavedSearchInput,
      annotations: { readOnlyHint: false, openWorldHint: true, idempotentHint: false },
    },
    (args) =>
      run('search', async (userId) => {
        const result = await rerunSavedSearch(services, userId, parseBody(rerunSavedSearchInput, args));
        const stopped = searchAnswer(result.response, RERUN_WORDS);
        if (stopped) return stopped;
        const fresh = result.newSignals.length;
        return answer(`Re-ran "${result.search.name}": ${fresh} new of ${result.response.results.length} found.`, {
          status: 'delivered',
          saved_search: savedSummary(result.search),
          search_id: result.response.search_info?.search_id ?? null,
          new_signals: result.newSignals.map(citable),
          found: result.response.results.length,
          platforms: result.response.platforms,
          usage: usageOf(result.response),
        });
      }),
  );

  server.registerTool(
    'set_monitor',
    {
      title: 'Monitor a saved search',
      description:
        'Turns monitoring of a saved search on or off, and sets when it runs: hourly (paid plans), daily at `hour`, or weekly on `weekday` (0 = Sunday) at `hour`, in `timeZone` (IANA, e.g. Europe/Berlin). ' +
        "New signals then reach the user's notification channels; each monitored run spends quota for what it delivers. Needs the 'write' scope.",
      inputSchema: monitorSettingsInput,
      annotations: { readOnlyHint: false, openWorldHint: false, idempotentHint: true },
    },
    (args) =>
      run('write', async (userId) => {
        const { monitor } = await services.monitoring.set(userId, parseBody(monitorSettingsInput, args));
        const when = monitor.enabled ? `on (${monitor.frequency}), next run ${monitor.nextRunAt ?? 'not scheduled'}` : 'off';
        return answer(`Monitoring is ${when}.`, { monitor });
      }),
  );

  server.registerResource(
    'saved-search',
    new ResourceTemplate(SAVED_SEARCH_URI, {
      list: async () => {
        const { user } = await resourceCaller();
        const { searches } = await listSearchesFor(db, user.id);
        return {
          resources: searches.map((s) => ({
            uri: savedSearchUri(s.id),
            name: s.name,
            description: `${s.resultCount} signals, ${s.newCount} new: "${s.searchParams.businessIdea}"`,
            mimeType: 'application/json',
          })),
        };
      },
    }),
    { title: 'Saved search', description: 'A saved search with its parameters and signals (JSON).', mimeType: 'application/json' },
    async (uri, { id }) => {
      const { user } = await resourceCaller();
      const { search } = await getSearchFor(db, user.id, String(id)).catch((error: unknown) => {
        throw new McpError(ErrorCode.InvalidParams, messageOf(error, logFailure));
      });
      const body = { ...savedSummary(search), signals: search.signals.map((v) => ({ ...citable(payloadToSignal(v)), is_new: v.is_new, saved_at: v.saved_at })) };
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(body, null, 2) }] };
    },
  );

  /** Resources read: a protocol error (not a tool result) when the key cannot read. */
  async function resourceCaller(): Promise<McpCaller> {
    try {
      const caller = await authenticate();
      checkAccess(caller.apiKey, 'read');
      return caller;
    } catch (error) {
      throw new McpError(ErrorCode.InvalidRequest, messageOf(error, logFailure));
    }
  }

  async function runSignals(userId: string, id: string) {
    const run = await services.search.storedRun(userId, id);
    return { of: { search_id: run.id, title: run.params.businessIdea }, signals: run.results, extra: new Map<Signal, { is_new: boolean; saved_at: string }>() };
  }

  async function savedSignals(userId: string, id: string) {
    const { search } = await getSearchFor(db, userId, id);
    const extra = new Map<Signal, { is_new: boolean; saved_at: string }>();
    const signals = search.signals.map((v) => {
      const signal = payloadToSignal(v);
      extra.set(signal, { is_new: v.is_new, saved_at: v.saved_at });
      return signal;
    });
    return { of: { saved_search_id: search.id, title: search.name }, signals, extra };
  }

  return server;
}

const SEARCH_WORDS: QuotaWords = {
  what: 'This search',
  upgradeTo: 'search',
  confirm: 'Nothing was charged or delivered. Ask the user whether to go ahead; only if they agree, call search again with the same arguments and confirm_overage: true.',
};
const RERUN_WORDS: QuotaWords = {
  what: 'This re-run',
  upgradeTo: 're-run searches',
  confirm: 'Nothing was charged or delivered. Ask the user whether to go ahead; only if they agree, call rerun_saved_search again with the same arguments and confirmOverage: true.',
};

/** A search the quota stopped: upgrade required is an error; an overage to confirm is a question for the user. */
function searchAnswer(response: SearchResponse, words: QuotaWords): CallToolResult | undefined {
  const message = quotaMessage(response, words);
  if (!message) return undefined;
  if (response.upgrade_required) return refusal(message);
  return answer(message, {
    status: 'overage_confirmation_required',
    overage: {
      extra_results: response.overage_count,
      blocks: response.overage_blocks,
      block_size: OVERAGE_BLOCK_SIZE,
      price_per_block_usd: OVERAGE_BLOCK_PRICE_USD,
      estimated_cost_usd: response.overage_cost,
    },
    usage: usageOf(response),
  });
}

function delivered(response: SearchResponse): CallToolResult {
  const info = response.search_info!;
  const limited = info.limited_by_quota ? ' (limited by the monthly quota)' : '';
  return answer(`${response.results.length} signals for "${info.businessIdea}"${limited}; search_id ${info.search_id}.`, {
    status: 'delivered',
    search_id: info.search_id,
    query: info.businessIdea,
    signals: response.results.map(citable),
    limited_by_quota: info.limited_by_quota,
    has_more: info.has_more,
    platforms: response.platforms,
    usage: usageOf(response),
  });
}

/** `monitor`: null when the search has none (off); left out when not looked up. */
function savedSummary(s: SavedSearchView, monitor?: MonitorView | null) {
  const params: SearchParams = s.searchParams;
  return {
    id: s.id,
    name: s.name,
    query: params.businessIdea,
    search_type: params.searchType,
    platforms: params.platforms,
    time_range: params.timeRange || 'any',
    signals: s.resultCount,
    new_signals: s.newCount,
    created_at: s.createdAt,
    last_run_at: s.lastRunAt,
    ...(monitor === undefined
      ? {}
      : {
          monitor: monitor?.enabled
            ? { enabled: true, frequency: monitor.frequency, hour: monitor.hour, weekday: monitor.weekday, time_zone: monitor.timeZone, state: monitor.state, next_run_at: monitor.nextRunAt }
            : { enabled: false },
        }),
    resource: savedSearchUri(s.id),
  };
}

/** What an assistant is told when a call fails: our messages as they are, never an internal one. */
function messageOf(error: unknown, logFailure: (error: unknown) => void): string {
  if (error instanceof McpError) return error.message;
  if (error instanceof HttpError) return error.extra.field ? `${error.message} (field: ${error.extra.field})` : error.message;
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  logFailure(error);
  return GENERIC_FAILURE;
}
