import { describe, expect, it } from 'vitest';
import { inCommunity, parseCommunity, searchParamsSchema } from '../src';

describe('communities a founder writes', () => {
  it.each([
    ['reddit:r/SaaS', { platform: 'reddit', source: 'r/SaaS' }],
    ['  Reddit : r/SaaS ', { platform: 'reddit', source: 'r/SaaS' }],
    ['r/SaaS', { source: 'r/SaaS' }],
    ['stackexchange:parenting', { platform: 'stackexchange', source: 'parenting' }],
    ['Ask HN: who is hiring', { source: 'Ask HN: who is hiring' }],
    ['مجتمع:الآباء', { source: 'مجتمع:الآباء' }],
  ])('%s', (text, ref) => expect(parseCommunity(text)).toEqual(ref));

  it.each([
    [{ platform: 'reddit', source: 'r/SaaS' }, 'r/saas', true],
    [{ platform: 'reddit', source: 'r/SaaS' }, 'reddit:r/SaaS', true],
    [{ platform: 'reddit', source: 'r/SaaS' }, 'lemmy:r/SaaS', false],
    [{ platform: 'lemmy', source: 'Cafe\u0301 🍰' }, 'café 🍰', true],
    [{ platform: 'youtube', source: 'Parents 👨‍👩‍👧' }, 'Parents 👨‍👩', false],
  ] as const)('%o in %s: %s', (signal, text, expected) => expect(inCommunity(signal, parseCommunity(text))).toBe(expected));
});

describe('exclusions and communities in search parameters', () => {
  const base = { searchType: 'business_idea', businessIdea: 'meal planner for parents', platforms: ['hackernews'] };

  it('keeps the lists without blanks or repeats', () => {
    const params = searchParamsSchema.parse({
      ...base,
      exclusions: { words: [' crypto ', 'crypto', ''], communities: ['r/SaaS'], authors: [], domains: ['example.com'] },
      communities: ['lemmy:parenting', ' '],
    });
    expect(params.exclusions).toEqual({ words: ['crypto'], communities: ['r/SaaS'], authors: [], domains: ['example.com'] });
    expect(params.communities).toEqual(['lemmy:parenting']);
  });

  it('leaves them out when nothing is listed, as searches saved before them', () => {
    const params = searchParamsSchema.parse({ ...base, exclusions: { words: ['  '] }, communities: [] });
    expect(params).not.toHaveProperty('exclusions');
    expect(params).not.toHaveProperty('communities');
  });

  it('refuses a list that is not one, naming the field', () => {
    const result = searchParamsSchema.safeParse({ ...base, exclusions: { words: 'crypto' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['exclusions', 'words'], message: 'excluded word or phrase must be a list' });
  });
});
