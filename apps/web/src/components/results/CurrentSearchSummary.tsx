import { SEARCH_TYPE_LABELS } from '@firstsignal/core';
import { Button, Card } from '@firstsignal/ui';
import type { PlatformHealthMap, SearchParamsBody } from '../../search/types';
import { PlatformChips } from './PlatformStatus';

/** The search the results belong to (its kept query), its platforms, and a way to clear it. */
export function CurrentSearchSummary({
  query,
  params,
  platforms,
  onClear,
}: {
  query: string;
  params: SearchParamsBody;
  platforms: PlatformHealthMap;
  onClear: () => void;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="current-search">
      <div className="min-w-0 space-y-2">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
          Current search · {SEARCH_TYPE_LABELS[params.searchType] ?? params.searchType}
        </p>
        <p className="break-words font-medium text-slate-900">{query}</p>
        <PlatformChips platforms={params.platforms} health={platforms} />
      </div>
      <Button variant="secondary" size="sm" onClick={onClear} className="shrink-0">
        Clear
      </Button>
    </Card>
  );
}
