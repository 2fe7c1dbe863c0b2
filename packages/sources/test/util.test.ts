import { describe, expect, it } from 'vitest';
import { threadsToOpen } from '../src/util';

describe('threadsToOpen', () => {
  it.each<[number | undefined, number, number]>([
    [undefined, 8, 8],
    [3, 8, 3],
    [0, 8, 0],
    [50, 8, 8],
    [-2, 8, 0],
  ])('maxThreads %s with a connector default of %s opens %s', (maxThreads, connectorDefault, opened) => {
    expect(threadsToOpen(maxThreads === undefined ? {} : { maxThreads }, connectorDefault)).toBe(opened);
  });
});
