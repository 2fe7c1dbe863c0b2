import { SAVED_SEARCH_NAME_MAX } from '@firstsignal/core';
import { Alert, Button, Dialog, TextField, toast } from '@firstsignal/ui';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/errors';
import { MonitorControls } from '../../monitoring/MonitorControls';
import { DEFAULT_CHOICE, useMonitors, useSetMonitor, type ScheduleChoice } from '../../monitoring/monitors';
import { defaultSearchName, useCreateSavedSearch } from '../../saved/saving';
import { useSearch } from '../../search/SearchProvider';

/**
 * Save Search on the results view (spec §2, §5): needs a current query, otherwise nothing
 * happens; the name starts as 'Search - ' plus today's date and can be edited before saving.
 */
export function SaveSearchButton() {
  const search = useSearch();
  const create = useCreateSavedSearch();
  const formId = useId();
  const [name, setName] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [watch, setWatch] = useState<ScheduleChoice>(DEFAULT_CHOICE);
  const monitors = useMonitors();
  const setMonitor = useSetMonitor();
  const open = name !== null;

  const close = () => {
    if (saving) return;
    setName(null);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name?.trim();
    if (!trimmed || !search.query || !search.params || saving) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await create(trimmed, search.params, search.results, search.searchInfo?.search_id);
      if (watch.enabled) {
        try {
          await setMonitor(saved.id, watch);
        } catch (failure) {
          // The search is saved either way; monitoring can be turned on from its card.
          toast({ title: 'Search saved, but monitoring could not be turned on', description: errorMessage(failure), variant: 'destructive' });
        }
      }
      toast({ title: 'Search saved', description: watch.enabled ? `${trimmed} · monitored` : trimmed, variant: 'success' });
      setName(null);
      setWatch(DEFAULT_CHOICE);
    } catch (failure) {
      // Spec §8: a failed save of the search is logged; the dialog stays open to try again.
      console.error('Save search failed', failure);
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          if (!search.query || !search.params) return;
          setName(defaultSearchName());
        }}
      >
        Save Search
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !next && close()}
        title="Save Search"
        description="Keep this search and its signals on Saved Searches to review and re-run later."
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={saving || !name?.trim()}>
              {saving ? 'Saving...' : 'Save Search'}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={(e) => void submit(e)} className="space-y-3">
          <TextField
            id="saved-search-name"
            label="Search name"
            value={name ?? ''}
            cap={SAVED_SEARCH_NAME_MAX}
            autoFocus
            onChange={(e) => setName(e.target.value)}
          />
          <MonitorControls
            idPrefix="save-search-monitor"
            choice={watch}
            frequencies={monitors.data?.frequencies ?? ['daily', 'weekly']}
            disabled={saving}
            onChange={setWatch}
          />
          {error && <Alert>Could not save the search: {error}</Alert>}
        </form>
      </Dialog>
    </>
  );
}
