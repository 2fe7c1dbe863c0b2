import type { SignalType, UrgencyLevel } from '@firstsignal/core';

/** One colour per theme, in rank order; Other is grey. */
const THEME_PALETTE = [
  '#4f46e5',
  '#0891b2',
  '#ea580c',
  '#16a34a',
  '#db2777',
  '#ca8a04',
  '#7c3aed',
  '#0d9488',
  '#dc2626',
  '#2563eb',
];
export const themeColor = (key: string, index: number) =>
  key === 'other' ? '#94a3b8' : THEME_PALETTE[index % THEME_PALETTE.length]!;

export const URGENCY_COLORS: Record<UrgencyLevel, string> = { High: '#dc2626', Medium: '#f59e0b', Low: '#94a3b8' };

/**
 * Types get a palette of their own (Okabe–Ito's, safe for colour-blind readers), so a type is
 * never mistaken for the theme that shares its colour.
 */
export const TYPE_COLORS: Record<SignalType, string> = {
  'Buying Intent': '#009e73',
  'Recommendation Request': '#56b4e9',
  'Pain Point': '#d55e00',
  Complaint: '#cc79a7',
  'Feature Request': '#0072b2',
  Question: '#e69f00',
  Discussion: '#f0e442',
};
