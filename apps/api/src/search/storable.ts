/**
 * One bad item never fails a search or a monitored run. Text is made clean where it enters and
 * every cut keeps characters whole, so this should leave nothing out; should a signal still hold
 * text the database refuses (a lone surrogate, U+0000), storing the run would fail for all of its
 * results. That signal alone is left out instead, and counted in the log.
 */
import { isStorable, type Signal } from '@firstsignal/core';

export interface DropLog {
  warn(details: { dropped: number; ids: string[] }, message: string): void;
}

export function storableSignals(signals: Signal[], log: DropLog | undefined): Signal[] {
  const kept = signals.filter(isStorable);
  if (kept.length < signals.length) {
    const ids = signals.filter((s) => !kept.includes(s)).map((s) => s.id.toWellFormed());
    log?.warn({ dropped: ids.length, ids }, 'left out results whose text the database cannot store');
  }
  return kept;
}
