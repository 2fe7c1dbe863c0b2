/**
 * Settings → Account → Danger Zone (spec §2, §4; decisions §2): a confirmation dialog, then the
 * account and everything in it are deleted, any subscription is cancelled, the session ends and
 * the browser goes to /register.
 */
import { Alert, Button, Card, Dialog } from '@firstsignal/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';

export const DELETE_FAILED = 'Could not delete your account. Please try again.';

export function DangerZone() {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = useMutation(trpc.account.delete.mutationOptions());

  async function confirm() {
    setFailed(false);
    try {
      await remove.mutateAsync();
      // A full load: the server already ended the session, so nothing of the old account stays in memory.
      window.location.replace('/register');
    } catch {
      setFailed(true);
    }
  }

  return (
    <Card className="border-red-200 p-6" data-testid="danger-zone">
      <h2 className="text-lg font-semibold text-red-700">Danger Zone</h2>
      <p className="mt-1 text-sm text-slate-600">
        Deleting your account removes your profile, searches, saved signals, usage and billing records for good, and cancels any
        subscription.
      </p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        title="Delete Account"
        description="Are you sure? This permanently deletes your account and all of its data, and cancels any subscription. This cannot be undone."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete Account'}
            </Button>
          </>
        }
      >
        {failed && <Alert>{DELETE_FAILED}</Alert>}
      </Dialog>
    </Card>
  );
}
