import type { RawItem, SearchablePlatform } from '@firstsignal/core';
import { notConfigured } from './errors';
import { startCall, type CallContext, type ResolvedOptions } from './http';
import type { Connector, PlatformSearchRequest } from './types';
import { distinctQueries } from './util';

/**
 * A search of one source, called once its settings are known to be there and the request has a
 * query: `queries` are the request's distinct queries (its `broader` stay aligned with
 * `req.queries`), and every call it makes shares `ctx`'s deadline and abort signal.
 */
export type SourceSearch = (req: PlatformSearchRequest, ctx: CallContext, queries: string[]) => Promise<RawItem[]>;

/**
 * What every connector does the same way around its own search: it says whether it is configured
 * and which settings it lacks, throws "not configured" naming them, answers an empty request with
 * nothing (no call is spent on it), and starts the search's time budget.
 */
export function connector(
  platform: SearchablePlatform,
  missingSettings: string[],
  options: Pick<ResolvedOptions, 'budgetMs'>,
  search: SourceSearch,
): Connector {
  return {
    platform,
    configured: missingSettings.length === 0,
    missingSettings,
    async search(req) {
      if (missingSettings.length > 0) throw notConfigured(platform, missingSettings);
      const queries = distinctQueries(req.queries);
      if (queries.length === 0) return [];
      return search(req, startCall(options.budgetMs, req.signal, req.reserve), queries);
    },
  };
}
