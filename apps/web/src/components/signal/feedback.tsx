/**
 * Relevance feedback on signal cards (issue 25 §1): thumbs up / thumbs down with an optional why,
 * stored with the search (its run, or the saved search), and the order and reasons they give the
 * cards, from core's per-search model (the same one the server re-ranks load more, re-runs and
 * monitoring with), given the server's sentence closeness of each card (the table stays there).
 */
import {
  candidateOfSignal,
  DOWN_REASON_LABELS,
  DOWN_REASONS,
  rerankWithFeedback,
  type DownReason,
  type FeedbackJudgement,
  type Judgement,
  type Signal,
} from '@firstsignal/core';
import { cn, toast } from '@firstsignal/ui';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { ThumbDownIcon, ThumbUpIcon } from '../icons';

/** The search the cards belong to. */
export type FeedbackSearchRef = { searchId: string } | { savedSearchId: string } | null;

const NO_JUDGEMENTS: FeedbackJudgement[] = [];

/**
 * A search's judgements and what they do to its cards: `rank` orders a relevance-sorted list by
 * them, `actions` are a card's thumbs, `note` the line saying why feedback moved it.
 */
export function useSignalFeedback(ref: FeedbackSearchRef) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listOptions = trpc.feedback.list.queryOptions(ref ?? skipToken);
  const { data } = useQuery(listOptions);
  const judgements = data?.judgements ?? NO_JUDGEMENTS;
  const closeness = data?.closeness;
  const set = useMutation(
    trpc.feedback.set.mutationOptions({
      onSuccess: (answer) => queryClient.setQueryData(listOptions.queryKey, answer),
      onError: (error) => toast({ title: 'Could not record your feedback', description: errorMessage(error), variant: 'destructive' }),
    }),
  );
  const byId = useMemo(() => new Map(judgements.map((j) => [j.signalId, j])), [judgements]);

  return useMemo(() => {
    const judge = (signal: Signal, judgement: Judgement | null, reason: DownReason | null = null) =>
      ref && set.mutate({ ...ref, signalId: signal.id, judgement, ...(reason ? { reason } : {}) });
    /** `signals` in feedback's order (or as given, when `reorder` is false: another sort was chosen) and each one's why. */
    const rank = (signals: readonly Signal[], reorder: boolean) => {
      // The server's sentence closeness beside the words: the same model, and so the same order,
      // as the server's (core reads it only when every card has it, else the words alone).
      const ranked = rerankWithFeedback(signals, judgements, (s) => {
        const near = closeness?.[s.id];
        return near ? { ...candidateOfSignal(s), closeness: near } : candidateOfSignal(s);
      });
      return { signals: reorder ? ranked.map((r) => r.signal) : [...signals], why: new Map(ranked.map((r) => [r.signal.id, r.why])) };
    };
    return {
      judgements,
      rank,
      actions: (signal: Signal): ReactNode =>
        ref ? <FeedbackButtons signal={signal} judged={byId.get(signal.id) ?? null} busy={set.isPending} onJudge={judge} /> : null,
    };
  }, [ref, judgements, closeness, byId, set]);
}

/** The line a re-ranked card shows: why feedback put it where it is. */
export function FeedbackNote({ why }: { why: string | null }) {
  if (!why) return null;
  return (
    <p data-testid="feedback-why" className="text-xs font-medium text-indigo-700">
      {why}
    </p>
  );
}

function FeedbackButtons({
  signal,
  judged,
  busy,
  onJudge,
}: {
  signal: Signal;
  judged: FeedbackJudgement | null;
  busy: boolean;
  onJudge: (signal: Signal, judgement: Judgement | null, reason?: DownReason | null) => void;
}) {
  const up = judged?.judgement === 'up';
  const down = judged?.judgement === 'down';
  const button = (pressed: boolean) =>
    cn('inline-flex items-center rounded-lg px-2 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-60', pressed ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:text-slate-900');
  return (
    <div className="flex items-center gap-1" role="group" aria-label={`Feedback on "${signal.title}"`}>
      <button
        type="button"
        aria-pressed={up}
        aria-label="Relevant"
        title={up ? 'You marked this relevant (click to undo)' : 'Mark relevant: more like this'}
        disabled={busy}
        className={button(up)}
        onClick={() => onJudge(signal, up ? null : 'up')}
      >
        <ThumbUpIcon />
      </button>
      <button
        type="button"
        aria-pressed={down}
        aria-label="Not relevant"
        title={down ? 'You marked this not relevant (click to undo)' : 'Mark not relevant: less like this'}
        disabled={busy}
        className={button(down)}
        onClick={() => onJudge(signal, down ? null : 'down')}
      >
        <ThumbDownIcon />
      </button>
      {down && (
        <select
          aria-label="Why not relevant (optional)"
          className="rounded-lg border border-slate-200 bg-white px-1.5 py-1 text-xs text-slate-700"
          value={judged?.reason ?? ''}
          disabled={busy}
          onChange={(e) => onJudge(signal, 'down', (e.target.value || null) as DownReason | null)}
        >
          <option value="">Why? (optional)</option>
          {DOWN_REASONS.map((r) => (
            <option key={r} value={r}>
              {DOWN_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
