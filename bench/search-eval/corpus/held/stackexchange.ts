import type { ExtraThreads } from '../types';
export const HELD_STACKEXCHANGE: ExtraThreads = {};
