/** Urgency (decisions §6): High wants a solution now, Medium has a clear pain or question, Low is the rest. */
import type { SignalType, UrgencyLevel } from '../signal';
import type { IntentResult } from './intent';

/** Posts older than this are Low: whoever wrote them has likely moved on. */
export const OLD_AFTER_DAYS = 365;
/** Below this relevance a signal is indirect: it may not be High. */
export const INDIRECT_BELOW = 0.45;

const SEEKING: ReadonlySet<SignalType> = new Set(['Buying Intent', 'Recommendation Request', 'Feature Request']);

export interface UrgencyInput {
  intent: IntentResult;
  relevance: number;
  /** Age in days at scoring time (negative clock skew counts as 0). */
  ageDays: number;
}

export function urgencyLevel({ intent, relevance, ageDays }: UrgencyInput): UrgencyLevel {
  if (ageDays > OLD_AFTER_DAYS) return 'Low';
  let level: UrgencyLevel;
  const type = intent.type;
  if (type === 'Discussion') level = 'Low';
  else if ((SEEKING.has(type) && (intent.wantsNow || intent.switching)) || type === 'Buying Intent') {
    // Buying intent is High only with a concrete cue (would pay, wants to buy/hire/switch).
    level = intent.wantsNow || intent.switching ? 'High' : 'Medium';
  } else level = 'Medium';
  // A deadline or "asap" makes any clear request or pain urgent.
  if (level === 'Medium' && intent.urgency >= 1.2) level = 'High';
  if (level === 'High' && relevance < INDIRECT_BELOW) level = 'Medium';
  return level;
}
