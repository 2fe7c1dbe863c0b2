/** What clustering reads of a live signal and of a saved one (a saved search's signals). */
import type { SavedSignalPayload } from '../saved';
import type { Signal } from '../signal';
import type { ThemeSignal } from './cluster';

export function themeSignalOf(s: Signal): ThemeSignal {
  return {
    id: s.id,
    // A comment's title is its thread's: context, not its own words.
    title: s.type === 'comment' ? '' : s.title,
    parentTitle: s.parent_post,
    text: s.snippet,
    evidence: s.evidence,
    url: s.url,
    signalType: s.signalType,
    urgencyLevel: s.urgencyLevel,
    createdUtc: s.created_utc,
  };
}

export function themeSignalOfSaved(s: SavedSignalPayload): ThemeSignal {
  return {
    id: s.signal_id,
    title: s.type === 'comment' ? '' : s.title,
    parentTitle: s.parent_post,
    text: s.snippet,
    evidence: s.evidence ?? '',
    url: s.url,
    signalType: s.signal_type,
    urgencyLevel: s.urgency_level,
    createdUtc: s.created_utc,
  };
}
