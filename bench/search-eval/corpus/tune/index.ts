import type { EvalTopic } from '../types';
import { HIVE } from './hive';
import { ONCALL } from './oncall';
import { PLANTS } from './plants';
import { TRIALS } from './trials';
import { TUTOR } from './tutor';

/** The tune split: topics that may be read item by item while improving the search. */
export const TUNE_TOPICS: EvalTopic[] = [PLANTS, ONCALL, TUTOR, HIVE, TRIALS];
