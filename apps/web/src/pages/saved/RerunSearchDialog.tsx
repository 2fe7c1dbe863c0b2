import {
  FREE_RESULTS_LIMIT,
  MAX_RESULTS_OPTIONS,
  RERUN_DEFAULT_MAX_RESULTS,
  RERUN_DEFAULT_TIME_RANGE,
  TIME_RANGE_LABELS,
  TIME_RANGES,
  type TimeRange,
} from '@firstsignal/core';
import { Button, Dialog, SelectField, Spinner, toast } from '@firstsignal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmOverageDialog } from '../../components/dialogs/ConfirmOverageDialog';
import { MonthlyLimitDialog } from '../../components/dialogs/MonthlyLimitDialog';
import { errorMessage, errorStatus, isRateLimited } from '../../lib/errors';
import { plural } from '../../lib/format';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useRefreshSavedSearches, type SavedSearch } from '../../saved/saving';
import { SEARCH_FAILED_MESSAGE } from '../../search/SearchProvider';
import type { SearchResponse } from '../../search/types';

/** Spec §9: the re-run asks for 25 by default, beside the search form's choices. */
const RESULT_OPTIONS = [...new Set([...MAX_RESULTS_OPTIONS, RERUN_DEFAULT_MAX_RESULTS])]
  .sort((a, b) => a - b)
  .map((n) => ({ value: String(n), label: String(n) }));
const TIME_OPTIONS = TIME_RANGES.map((value) => ({ value, label: TIME_RANGE_LABELS[value] }));

type Step = { kind: 'form' } | { kind: 'limit'; used: number; limit: number } | { kind: 'overage'; response: SearchResponse };

/**
 * Re-run Search (spec §2): Number of Results and Time Range, then the same search service as a
 * new search, so the quota answers open the Monthly Limit and Confirm Overage dialogs.
 */
export function RerunSearchDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const refreshSaved = useRefreshSavedSearches();
  const [maxResults, setMaxResults] = useState<number>(RERUN_DEFAULT_MAX_RESULTS);
  const [timeRange, setTimeRange] = useState<TimeRange>(RERUN_DEFAULT_TIME_RANGE);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [running, setRunning] = useState(false);

  const run = async (confirmOverage: boolean) => {
    setStep({ kind: 'form' });
    setRunning(true);
    try {
      const {
        search: updated,
        newSignals,
        response,
      } = await client.saved.rerunSearch.mutate({
        id: search.id,
        maxResults,
        timeRange,
        ...(confirmOverage ? { confirmOverage: true } : {}),
      });
      if (response.upgrade_required) {
        return setStep({ kind: 'limit', used: response.current_usage, limit: response.usage_limit });
      }
      if (response.overage_warning) return setStep({ kind: 'overage', response });
      toast({
        title: newSignals.length > 0 ? `Found ${plural(newSignals.length, 'new signal')}` : 'No new signals found',
        description: `"${updated.name}" now holds ${plural(updated.resultCount, 'result')}.`,
        variant: 'success',
      });
      void refreshSaved();
      void queryClient.invalidateQueries({ queryKey: trpc.usage.get.queryKey() });
      onClose();
    } catch (error) {
      if (isRateLimited(error)) return setStep({ kind: 'limit', used: FREE_RESULTS_LIMIT, limit: FREE_RESULTS_LIMIT });
      console.error('Re-run failed', error);
      toast({
        title: SEARCH_FAILED_MESSAGE,
        variant: 'destructive',
        ...(errorStatus(error) === 400 ? { description: errorMessage(error) } : {}),
      });
    } finally {
      setRunning(false);
    }
  };

  const overage = step.kind === 'overage' ? step.response : null;
  return (
    <>
      <Dialog
        open={step.kind === 'form'}
        onOpenChange={(open) => !open && !running && onClose()}
        title="Re-run Search"
        description={`Search again for "${search.name}" and mark the signals that are new since the last run.`}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={running}>
              Cancel
            </Button>
            <Button onClick={() => void run(false)} disabled={running}>
              {running && <Spinner />}
              {running ? 'Running Search...' : 'Run Search'}
            </Button>
          </>
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="rerun-max-results"
            label="Number of Results"
            options={RESULT_OPTIONS}
            value={String(maxResults)}
            disabled={running}
            onChange={(e) => setMaxResults(Number(e.target.value))}
          />
          <SelectField
            id="rerun-time-range"
            label="Time Range"
            options={TIME_OPTIONS}
            value={timeRange}
            disabled={running}
            onChange={(e) => setTimeRange(e.target.value as TimeRange)}
          />
        </div>
      </Dialog>
      <MonthlyLimitDialog
        open={step.kind === 'limit'}
        onOpenChange={(open) => !open && onClose()}
        used={step.kind === 'limit' ? step.used : 0}
        limit={step.kind === 'limit' ? step.limit : FREE_RESULTS_LIMIT}
      />
      <ConfirmOverageDialog
        open={overage !== null}
        onOpenChange={(open) => !open && onClose()}
        quota={overage?.usage_limit ?? 0}
        overageCount={overage?.overage_count ?? 0}
        overageBlocks={overage?.overage_blocks ?? 0}
        overageCost={overage?.overage_cost ?? 0}
        resetDate={overage?.next_billing_date ?? null}
        onConfirm={() => void run(true)}
      />
    </>
  );
}
