/** One person's post for the cross-post tests: a Reddit post by the same author at T0 unless told otherwise. */
import type { CrossPostEntry } from '../../src/crosspost';

export const HOUR = 3600;
export const T0 = 1_790_000_000;

export const post = (title: string, text: string, extra: Partial<CrossPostEntry> = {}): CrossPostEntry => ({
  platform: 'reddit',
  type: 'post',
  author: 'frugal_heron_4410',
  createdUtc: T0,
  title,
  text,
  ...extra,
});
