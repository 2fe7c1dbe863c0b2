import type { Signal } from '@firstsignal/core';
import { Card, cn } from '@firstsignal/ui';
import { useState, type ReactNode } from 'react';
import { BookmarkIcon, ExternalLinkIcon } from '../icons';
import {
  AlsoPostedIn,
  AuthorName,
  EngagementStats,
  KindBadge,
  PlatformBadge,
  SignalDate,
  SignalEvidence,
  SignalHeadline,
  SignalSummary,
  SourceLink,
} from './parts';

export interface CurrentSignalCardProps {
  signal: Signal;
  /** Extra actions beside the bookmark and open-link buttons (e.g. saving). */
  actions?: ReactNode;
  className?: string;
  /** A line under the evidence (relevance feedback's why). */
  note?: ReactNode;
}

/** A signal in Current Signals (spec §2): bookmark (local only), open link, parent post, why it is a signal (decisions §6), date. */
export function CurrentSignalCard({ signal, actions, className, note }: CurrentSignalCardProps) {
  const [bookmarked, setBookmarked] = useState(false);
  const titleId = `current-${signal.id}-title`;
  return (
    <Card
      data-testid="signal-card"
      role="article"
      aria-labelledby={titleId}
      className={cn('flex h-full flex-col gap-3 p-5', className)}
    >
      {/* On a phone the actions wrap under the badges rather than push the card past the screen. */}
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <PlatformBadge platform={signal.platform} />
          <SourceLink signal={signal} />
          <AuthorName author={signal.author} />
          <KindBadge type={signal.type} platform={signal.platform} url={signal.url} />
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          {actions}
          <button
            type="button"
            aria-pressed={bookmarked}
            aria-label="Bookmark"
            title={bookmarked ? 'Remove bookmark' : 'Bookmark'}
            onClick={() => setBookmarked(!bookmarked)}
            className={cn('rounded-lg p-1.5 hover:bg-slate-100', bookmarked ? 'text-indigo-600' : 'text-slate-500')}
          >
            <BookmarkIcon filled={bookmarked} />
          </button>
          <a
            href={signal.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open "${signal.title}"`}
            title="Open link"
            className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <ExternalLinkIcon />
          </a>
        </div>
      </header>

      <SignalHeadline signal={signal} id={titleId} linked={false} />
      <SignalSummary signal={signal} />
      <SignalEvidence reason={signal.reason} evidence={signal.evidence} judged_by={signal.judged_by} />
      {note}
      <AlsoPostedIn links={signal.also_posted} />

      <footer className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <EngagementStats engagement={signal.engagement} platform={signal.platform} kind={signal.type} />
        <SignalDate value={signal.created_utc} />
      </footer>
    </Card>
  );
}
