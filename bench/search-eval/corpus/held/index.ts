/**
 * The held-out half of the search-eval corpus: written and frozen before any tuning. Only its
 * totals are ever looked at; no rule, weight or training example may be taken from it.
 */
import type { EvalTopic } from '../types';
import dogwalk from './dogwalk';
import flaky from './flaky';
import practice from './practice';
import receipts from './receipts';
import rsvp from './rsvp';

export const HELD_TOPICS: readonly EvalTopic[] = [dogwalk, receipts, practice, flaky, rsvp];
