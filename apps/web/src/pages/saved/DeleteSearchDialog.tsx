import { Button, Dialog } from '@firstsignal/ui';
import { useState } from 'react';
import { errorStatus } from '../../lib/errors';
import { useTRPCClient } from '../../lib/trpc';
import { useRefreshSavedSearches, type SavedSearch } from '../../saved/saving';

export const AUTH_REQUIRED_MESSAGE = 'Authentication required. Please log in again.';

/** Delete Saved Search (spec §2, §8): confirmed, then the list reloads; a failure is only logged. */
export function DeleteSearchDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const client = useTRPCClient();
  const refreshSaved = useRefreshSavedSearches();
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await client.saved.deleteSearch.mutate({ id: search.id });
      await refreshSaved();
    } catch (error) {
      if (errorStatus(error) === 401) window.alert(AUTH_REQUIRED_MESSAGE);
      else console.error('Delete saved search failed', error);
    } finally {
      setDeleting(false);
      onClose();
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !deleting && onClose()}
      title="Delete Saved Search"
      description={
        <>
          Are you sure you want to delete “{search.name}”? This action cannot be undone. All saved signals from this search will
          be removed permanently.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void remove()} disabled={deleting}>
            Delete
          </Button>
        </>
      }
    />
  );
}
