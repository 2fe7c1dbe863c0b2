import type { ExtraThreads } from '../types';
export const TUNE_LEMMY: ExtraThreads = {};
