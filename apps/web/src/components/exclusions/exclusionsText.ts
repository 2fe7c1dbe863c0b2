/** The Exclude section's four comma lists as text, and the shared schema's check of them. */
import { exclusionsInput, firstIssue, type Exclusions } from '@firstsignal/core';

export const EXCLUSION_KINDS = ['words', 'communities', 'authors', 'domains'] as const;
export type ExclusionKey = (typeof EXCLUSION_KINDS)[number];
export type ExclusionsText = Record<ExclusionKey, string>;

export const EMPTY_EXCLUSIONS_TEXT: ExclusionsText = { words: '', communities: '', authors: '', domains: '' };

/** Entries of one comma list, as the founder typed them (blanks dropped). */
export const entriesOf = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function exclusionsToText(exclusions: Exclusions | undefined): ExclusionsText {
  return Object.fromEntries(EXCLUSION_KINDS.map((k) => [k, (exclusions?.[k] ?? []).join(', ')])) as ExclusionsText;
}

/** The lists checked with the server's schema and messages: the exclusions, or what to fix. */
export function checkExclusions(text: ExclusionsText): { ok: true; exclusions: Exclusions } | { ok: false; message: string } {
  const parsed = exclusionsInput.safeParse(Object.fromEntries(EXCLUSION_KINDS.map((k) => [k, entriesOf(text[k])])));
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error).message };
  const exclusions = Object.fromEntries(EXCLUSION_KINDS.flatMap((k) => (parsed.data[k]?.length ? [[k, parsed.data[k]]] : []))) as Exclusions;
  return { ok: true, exclusions };
}
