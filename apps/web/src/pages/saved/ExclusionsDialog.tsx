import { Button, Dialog, toast } from '@firstsignal/ui';
import { useState } from 'react';
import { ExcludeFields } from '../../components/exclusions/ExcludeFields';
import { checkExclusions, exclusionsToText } from '../../components/exclusions/exclusionsText';
import { errorMessage } from '../../lib/errors';
import { useTRPCClient } from '../../lib/trpc';
import { useRefreshSavedSearches, type SavedSearch } from '../../saved/saving';

/** Edit a saved search's exclusions (issue 25 §2): its shown signals, re-runs and monitoring follow them. */
export function ExclusionsDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const client = useTRPCClient();
  const refreshSaved = useRefreshSavedSearches();
  const [text, setText] = useState(() => exclusionsToText(search.searchParams.exclusions));
  const [saving, setSaving] = useState(false);
  const checked = checkExclusions(text);

  const save = async () => {
    if (!checked.ok) return;
    setSaving(true);
    try {
      await client.saved.setExclusions.mutate({ id: search.id, exclusions: checked.exclusions });
      await refreshSaved();
      onClose();
    } catch (error) {
      toast({ title: 'Could not save the exclusions. Please try again.', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title="Edit Exclusions"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={saving || !checked.ok}>
            {saving ? 'Saving...' : 'Save Exclusions'}
          </Button>
        </>
      }
    >
      <ExcludeFields value={text} onChange={setText} idPrefix="saved-exclude" />
    </Dialog>
  );
}
