import dogwalk from './dogwalk';
import flaky from './flaky';
import hive from './hive';
import oncall from './oncall';
import plants from './plants';
import practice from './practice';
import receipts from './receipts';
import rsvp from './rsvp';
import trials from './trials';
import tutor from './tutor';
import type { TopicThemes } from './types';

/** Every labelled topic: the five held-out ones and the tune ones used to choose the clustering's settings. */
export const THEME_LABELS: readonly TopicThemes[] = [
  dogwalk,
  receipts,
  practice,
  flaky,
  rsvp,
  plants,
  oncall,
  trials,
  hive,
  tutor,
];
