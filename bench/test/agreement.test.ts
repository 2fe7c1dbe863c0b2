import { describe, expect, it } from 'vitest';
import { SEARCH_TUNE_SHOWN } from '../../packages/core/train/sets';
import { SECOND_ANNOTATOR } from '../search-eval/agreement/tune';
import { TYPES, URGENCY } from '../search-eval/corpus/types';

describe('the second annotation of the tune topics', () => {
  const labelled = Object.entries(SECOND_ANNOTATOR).flatMap(([topic, items]) =>
    Object.keys(items).map((place) => `${topic}:${place}`),
  );

  it('labels every item a search should show, and nothing else', () => {
    expect([...labelled].sort()).toEqual(SEARCH_TUNE_SHOWN.map((e) => e.key).sort());
  });

  it('uses only the guide’s type and urgency codes', () => {
    for (const items of Object.values(SECOND_ANNOTATOR)) {
      for (const [type, urgency] of Object.values(items)) {
        expect(Object.keys(TYPES)).toContain(type);
        expect(Object.keys(URGENCY)).toContain(urgency);
      }
    }
  });
});
