/** Snippet, evidence and the one-line reason shown with every signal. */
import type { SignalType, UrgencyLevel } from '../signal';
import { graphemeStart } from '../unicode';

export const SNIPPET_MAX = 300;
export const EVIDENCE_MAX = 280;

const ELLIPSIS = '…';

function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/**
 * Cut to at most `max` characters at a word boundary, adding an ellipsis when cut; a run with no
 * space near the end (emoji, a URL) is cut between two grapheme clusters.
 */
export function truncateWords(text: string, max: number): string {
  const s = collapse(text);
  if (s.length <= max) return s;
  let cut = s.lastIndexOf(' ', max - 1);
  if (cut < max * 0.6) cut = graphemeStart(s, max - 1);
  return s.slice(0, cut).replace(/[\s,;:.\-–—]+$/, '') + ELLIPSIS;
}

/**
 * A readable excerpt of at most SNIPPET_MAX characters, in whole words, whitespace collapsed.
 * When the text is longer, the window is placed so the evidence (at offset `focus` of the
 * original text) is visible with a little lead-in, and ellipses mark the cuts.
 */
export function makeSnippet(text: string, focus: number | null): string {
  const whole = collapse(text);
  if (whole.length <= SNIPPET_MAX) return whole;
  let f = 0;
  if (focus !== null && focus > 0) {
    f = collapse(text.slice(0, focus)).length;
    if (f > 0) f += 1;
  }
  let start = 0;
  if (f > SNIPPET_MAX - 120) {
    start = Math.max(0, f - 60);
    const lead = whole.slice(start, f);
    const boundary = Math.max(lead.lastIndexOf('. '), lead.lastIndexOf('! '), lead.lastIndexOf('? '));
    if (boundary >= 0) start += boundary + 2;
    else {
      const space = whole.indexOf(' ', start);
      start = space >= 0 && space < f ? space + 1 : f;
    }
    // Near the end: pull the window back so the snippet uses its full length.
    if (whole.length - start < SNIPPET_MAX - 1) {
      const back = whole.length - (SNIPPET_MAX - 1);
      const space = whole.indexOf(' ', back);
      start = space >= 0 && space < start ? space + 1 : start;
    }
  }
  // The window opens where a cluster does, should the evidence begin with a combining mark.
  start = graphemeStart(whole, start);
  const prefix = start > 0 ? ELLIPSIS : '';
  const piece = whole.slice(start);
  const room = SNIPPET_MAX - prefix.length;
  return prefix + (piece.length > room ? truncateWords(piece, room) : piece);
}

const TYPE_PHRASE: Record<SignalType, string> = {
  'Buying Intent': 'Shows buying intent',
  'Recommendation Request': 'Asks for recommendations',
  'Pain Point': 'Describes a pain point',
  Complaint: 'Complains about a product or service',
  'Feature Request': 'Requests a feature',
  Question: 'Asks a question',
  Discussion: 'Discusses the topic',
};

export interface ReasonInput {
  type: SignalType;
  label: string | null;
  /** Words of the post that matched the query, most informative first. */
  mentions: string[];
  urgency: UrgencyLevel;
  urgencyLabel: string | null;
  old: boolean;
  duplicates: number;
}

/** One line: "Asks for a tool; mentions 'invoice', 'freelance'; needs it now". */
export function makeReason(r: ReasonInput): string {
  const head = r.label ? r.label.charAt(0).toUpperCase() + r.label.slice(1) : TYPE_PHRASE[r.type];
  const parts = [head];
  if (r.mentions.length > 0)
    parts.push(
      `mentions ${r.mentions
        .slice(0, 3)
        .map((m) => `'${m}'`)
        .join(', ')}`,
    );
  if (r.urgency === 'High' && r.urgencyLabel) parts.push(r.urgencyLabel);
  if (r.old) parts.push('over a year old');
  if (r.duplicates > 0) parts.push(`also posted ${r.duplicates === 1 ? 'once more' : `${r.duplicates} more times`}`);
  return parts.join('; ');
}
