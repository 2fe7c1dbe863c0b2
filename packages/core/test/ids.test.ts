import { describe, expect, it } from 'vitest';
import { compareIds } from '../src/ids';

describe('compareIds', () => {
  it.each([
    ['reddit:a', 'reddit:b', -1],
    ['reddit:b', 'reddit:a', 1],
    ['reddit:a', 'reddit:a', 0],
    // Code units, not a locale's rules: capitals before lower case, "10" before "9".
    ['reddit:B', 'reddit:a', -1],
    ['hackernews:10', 'hackernews:9', -1],
    ['youtube:é', 'youtube:z', 1],
  ])('%s against %s', (a, b, sign) => {
    expect(Math.sign(compareIds(a, b))).toBe(sign);
  });

  it('orders the same ids the same way whatever order they came in', () => {
    const ids = ['reddit:b', 'lemmy:x', 'reddit:B', 'hackernews:10', 'hackernews:9'];
    expect([...ids].sort(compareIds)).toEqual([...ids].reverse().sort(compareIds));
    expect([...ids].sort(compareIds)).toEqual(['hackernews:10', 'hackernews:9', 'lemmy:x', 'reddit:B', 'reddit:b']);
  });
});
