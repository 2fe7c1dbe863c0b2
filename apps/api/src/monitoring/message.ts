/**
 * What every channel says about a run, in words shared by the email, Slack and the webhook: the
 * headline, and per signal its type, urgency, score, evidence and links. The user's words in them
 * (a saved search's name, a saved signal's title) are cleaned of control characters, which a
 * mail header or a feed's XML cannot carry.
 */
import { cleanText, MONITOR_MESSAGES, PLATFORM_LABELS, type Platform, type SavedSignalPayload } from '@firstsignal/core';
import type { DigestPayload } from './deliver-run';

/** Signals shown in one message; the rest are a click away. */
export const MESSAGE_SIGNALS = 10;

/** The saved search's name as the messages show it. */
export const searchName = (digest: DigestPayload): string => cleanText(digest.savedSearch.name);

export function headline(digest: DigestPayload): string {
  const n = digest.signals.length;
  const name = searchName(digest);
  if (n === 0) return `Monitoring paused for "${name}": monthly limit reached`;
  return `${n} new ${n === 1 ? 'signal' : 'signals'} for "${name}"`;
}

export const PAUSED_NOTICE = MONITOR_MESSAGES.paused;
export const PAUSED_DETAIL = 'New signals will not be delivered until your quota resets or you upgrade.';

export interface SignalLine {
  title: string;
  url: string;
  /** The post a comment belongs to. */
  postUrl: string | null;
  platform: string;
  type: string;
  urgency: string;
  /** Relevance in percent. */
  score: number;
  evidence: string;
}

export function signalLine(s: SavedSignalPayload): SignalLine {
  const title = s.type === 'comment' && s.snippet ? `Comment on "${s.title}"` : s.title;
  return {
    title: cleanText(title || s.url),
    url: s.url,
    postUrl: s.type === 'comment' ? s.post_url : null,
    platform: PLATFORM_LABELS[s.platform as Platform] ?? s.platform,
    type: s.signal_type,
    urgency: s.urgency_level,
    score: Math.round(s.relevance_score * 100),
    evidence: cleanText(s.evidence || s.snippet),
  };
}

export function moreLine(digest: DigestPayload): string | null {
  const more = digest.signals.length - MESSAGE_SIGNALS;
  return more > 0 ? `+${more} more ${more === 1 ? 'signal' : 'signals'} in FirstSignal` : null;
}
