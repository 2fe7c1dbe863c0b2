import type { Signal } from '@firstsignal/core';
import { HideMenu } from '../exclusions/HideMenu';
import { DraftReplyButton } from './DraftReplyButton';
import type { useSignalFeedback } from './feedback';
import { SaveSignalButton } from './SaveSignalButton';

/** What a founder can do with a card of the current search: judge it, hide its community or author, save it, draft a reply. */
export function SignalActions({ signal, feedback, searchId }: { signal: Signal; feedback: ReturnType<typeof useSignalFeedback>; searchId?: string }) {
  return (
    <>
      {feedback.actions(signal)}
      <HideMenu signal={signal} />
      <SaveSignalButton signal={signal} />
      <DraftReplyButton signal={signal} searchId={searchId} />
    </>
  );
}
