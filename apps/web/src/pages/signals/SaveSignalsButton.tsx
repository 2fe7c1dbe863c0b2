import { Alert, Button, Spinner } from '@firstsignal/ui';
import { SaveIcon } from '../../components/icons';
import { defaultSearchName, SAVE_MESSAGES, useCreateSavedSearch, useTimedSave } from '../../saved/saving';
import { useSearch } from '../../search/SearchProvider';

export const SAVED_BANNER_TEXT = 'Successfully saved!';

/**
 * Current Signals' Save Signals (spec §2, §8): saves the search and its signals in one go under
 * the default name, then says 'Successfully saved!' for 10 s. Without a current query, nothing.
 */
export function SaveSignalsButton() {
  const search = useSearch();
  const create = useCreateSavedSearch();
  const { status, run } = useTimedSave();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        disabled={status === 'saving' || search.results.length === 0}
        onClick={() => {
          const { query, params, results, searchInfo } = search;
          if (!query || !params) return;
          void run(async () => (await create(defaultSearchName(), params, results, searchInfo?.search_id)).signals.length, {
            success: SAVE_MESSAGES.searchAndSignalsSaved,
            failure: SAVE_MESSAGES.searchAndSignalsFailed,
          });
        }}
      >
        {status === 'saving' ? <Spinner /> : <SaveIcon />}
        {status === 'saving' ? 'Saving...' : 'Save Signals'}
      </Button>
      {status === 'saved' && (
        <Alert tone="success" className="py-2" data-testid="save-signals-banner">
          {SAVED_BANNER_TEXT}
        </Alert>
      )}
    </div>
  );
}
