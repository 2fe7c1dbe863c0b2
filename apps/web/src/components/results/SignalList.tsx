import type { Signal } from '@firstsignal/core';
import { cn } from '@firstsignal/ui';
import type { ReactNode } from 'react';
import { SIGNAL_ID } from '../../search/reading';
import type { ResultsLayout } from './ViewToggle';

/** Lays signals out as a responsive grid or a single column. */
export function SignalList({
  signals,
  layout,
  label,
  renderCard,
}: {
  signals: readonly Signal[];
  layout: ResultsLayout;
  label: string;
  renderCard: (signal: Signal, index: number) => ReactNode;
}) {
  return (
    <ol
      aria-label={label}
      data-layout={layout}
      className={cn('grid gap-4', layout === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1')}
    >
      {signals.map((signal, index) => (
        <li key={signal.id} {...{ [SIGNAL_ID]: signal.id }}>
          {renderCard(signal, index)}
        </li>
      ))}
    </ol>
  );
}
