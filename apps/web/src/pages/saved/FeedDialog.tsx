/**
 * A saved search's RSS/Atom feed: a secret URL made on request and shown once (only its hash is
 * kept); making a new one ends the old one, and Revoke ends it.
 */
import { Button, Dialog, TextField, toast } from '@firstsignal/ui';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useTRPCClient } from '../../lib/trpc';
import { useRefreshMonitoring } from '../../monitoring/monitors';
import type { SavedSearch } from '../../saved/saving';

export function FeedDialog({ search, hasFeed, onClose }: { search: SavedSearch; hasFeed: boolean; onClose: () => void }) {
  const client = useTRPCClient();
  const refresh = useRefreshMonitoring();
  const [urls, setUrls] = useState<{ atomUrl: string; rssUrl: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      void refresh();
    } catch (error) {
      toast({ title: 'The feed could not be changed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="RSS feed"
      description={`Follow "${search.name}" in a feed reader. The URL is secret: anyone who has it can read the feed.`}
      footer={
        <>
          {(hasFeed || urls) && (
            <Button variant="secondary" disabled={busy} onClick={() =>
                void act(async () => {
                  await client.monitoring.revokeFeed.mutate({ id: search.id });
                  onClose();
                })
              }>
              Revoke
            </Button>
          )}
          <Button disabled={busy} onClick={() => void act(async () => setUrls(await client.monitoring.createFeed.mutate({ id: search.id })))}>
            {hasFeed || urls ? 'New URL' : 'Create feed URL'}
          </Button>
        </>
      }
    >
      {urls ? (
        <div className="space-y-3">
          <TextField label="Atom" readOnly value={urls.atomUrl} onFocus={(e) => e.target.select()} />
          <TextField label="RSS" readOnly value={urls.rssUrl} onFocus={(e) => e.target.select()} />
          <p className="text-xs text-slate-500">Copy it now: it is shown only once.</p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          {hasFeed ? 'This search has a feed. Make a new URL if you lost it (the old one stops working), or revoke it.' : 'This search has no feed yet.'}
        </p>
      )}
    </Dialog>
  );
}
