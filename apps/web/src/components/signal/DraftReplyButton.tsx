import type { Signal } from '@firstsignal/core';
import { Button, Dialog, toast } from '@firstsignal/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfigStatus } from '../../lib/config';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

/**
 * "Draft a reply" (issue 28), shown only with an AI provider configured: a short reply that
 * discloses the founder's affiliation, to edit, copy and post in the thread yourself. FirstSignal
 * never posts it.
 */
export function DraftReplyButton({ signal, searchId }: { signal: Signal; searchId?: string }) {
  const config = useConfigStatus();
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const [affiliation, setAffiliation] = useState('');
  const [draft, setDraft] = useState('');
  const generate = useMutation(trpc.ai.draftReply.mutationOptions({ onSuccess: (answer) => setDraft(answer.draft) }));
  if (!config.data?.ai.configured) return null;
  const ask = () => generate.mutate({ signalId: signal.id, ...(searchId ? { searchId } : {}), ...(affiliation.trim() ? { affiliation: affiliation.trim() } : {}) });
  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        aria-label={`Draft a reply to "${signal.title}"`}
        onClick={() => {
          setOpen(true);
          if (!draft) ask();
        }}
      >
        Draft a reply
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Draft a reply"
        description="Edit it, then post it yourself in the thread. FirstSignal never posts for you."
        footer={
          <>
            <Button variant="secondary" onClick={ask} disabled={generate.isPending}>
              {generate.isPending ? 'Drafting...' : 'Redraft'}
            </Button>
            <Button
              variant="secondary"
              disabled={!draft}
              onClick={() =>
                navigator.clipboard.writeText(draft).then(
                  () => toast({ title: 'Reply copied', variant: 'success' }),
                  () => toast({ title: 'Could not copy the reply', variant: 'destructive' }),
                )
              }
            >
              Copy
            </Button>
            <Button asChild>
              <a href={signal.url} target="_blank" rel="noopener noreferrer">
                Open the thread
              </a>
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <label className="block text-sm font-medium text-slate-700">
            Your affiliation (disclosed in the reply)
            <input
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
              placeholder="I'm the founder of …"
              maxLength={200}
              value={affiliation}
              onChange={(e) => setAffiliation(e.target.value)}
            />
          </label>
          {generate.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(generate.error)}
            </p>
          )}
          <label className="block text-sm font-medium text-slate-700">
            Reply
            <textarea
              data-testid="reply-draft"
              className="mt-1 h-40 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
              value={draft}
              placeholder={generate.isPending ? 'Drafting...' : ''}
              onChange={(e) => setDraft(e.target.value)}
            />
          </label>
        </div>
      </Dialog>
    </>
  );
}
