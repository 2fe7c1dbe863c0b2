import type { Signal } from '@firstsignal/core';
import { Card, cn } from '@firstsignal/ui';
import type { ReactNode } from 'react';
import { ExternalLinkIcon } from './icons';
import { ShareButton } from './signal/ShareButton';
import {
  AlsoPostedIn,
  AuthorName,
  EngagementStats,
  KindBadge,
  PlatformBadge,
  SignalEvidence,
  SignalHeadline,
  SignalSummary,
  SourceLink,
} from './signal/parts';

export interface SignalCardProps {
  signal: Signal;
  /** 1-based position in the list. */
  number: number;
  /** Extra actions beside Share (e.g. saving). */
  actions?: ReactNode;
  className?: string;
  /** A line under the evidence (relevance feedback's why). */
  note?: ReactNode;
}

/** A signal in the results view (spec §2 "Each signal card shows"). */
export function SignalCard({ signal, number, actions, className, note }: SignalCardProps) {
  const titleId = `signal-${signal.id}-title`;
  return (
    <Card
      data-testid="signal-card"
      aria-labelledby={titleId}
      role="article"
      className={cn('flex h-full flex-col gap-3 p-5', className)}
    >
      <header className="flex flex-wrap items-center gap-2">
        <span
          className="inline-flex size-7 items-center justify-center rounded-full bg-slate-900 text-xs font-semibold text-white"
          aria-label={`Signal ${number}`}
        >
          {number}
        </span>
        <PlatformBadge platform={signal.platform} />
        <SourceLink signal={signal} />
        <AuthorName author={signal.author} />
        <KindBadge type={signal.type} platform={signal.platform} url={signal.url} />
        {signal.type === 'comment' && signal.post_url && (
          <a
            href={signal.post_url}
            target="_blank"
            rel="noopener noreferrer"
            className="ml-auto inline-flex items-center gap-1 text-xs font-medium text-indigo-600 hover:underline"
          >
            View Post
            <ExternalLinkIcon className="size-3" />
          </a>
        )}
      </header>

      <SignalHeadline signal={signal} id={titleId} linked />
      <SignalSummary signal={signal} />
      <SignalEvidence reason={signal.reason} evidence={signal.evidence} judged_by={signal.judged_by} />
      {note}
      <AlsoPostedIn links={signal.also_posted} />

      <footer className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <EngagementStats engagement={signal.engagement} platform={signal.platform} kind={signal.type} />
        <div className="flex items-center gap-1">
          {actions}
          <ShareButton title={signal.title} url={signal.url} />
        </div>
      </footer>
    </Card>
  );
}
