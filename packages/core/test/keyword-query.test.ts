import { describe, expect, it } from 'vitest';
import { appstoreKeywordPlan } from '../src/appstore-query';
import { discourseKeywordPlan } from '../src/forums';
import { githubKeywordPlan } from '../src/github-query';
import {
  blueskyKeywordPlan,
  hackernewsKeywordPlan,
  KEYWORD_QUERY_LIMITS,
  lemmyKeywordPlan,
  redditKeywordPlan,
  youtubeKeywordPlan,
} from '../src/keyword-query';
import { parseKeywords, type KeywordExpr } from '../src/keywords';
import { queryFacets, type SearchPlan } from '../src/query';
import { stackexchangeKeywordPlan } from '../src/stackexchange-query';

const queries = (plan: (e: KeywordExpr) => SearchPlan, input: string) => {
  const p = plan(parseKeywords(input));
  expect(p.broader).toEqual(p.queries.map(() => []));
  return p.queries;
};

describe('keyword queries per platform', () => {
  it.each<[string, string[]]>([
    ['acme', ['acme']],
    ['"acme corp" OR globex', ['"acme corp" OR globex']],
    ['(acme OR globex) invoice NOT jobs', ['(acme OR globex) AND invoice NOT jobs']],
    ['acme NOT "job board"', ['acme NOT "job board"']],
    // A NOT inside a group is checked locally only.
    ['acme OR (globex NOT jobs)', ['acme OR globex']],
    ['acme invoice', ['acme AND invoice']],
  ])('Reddit (boolean): %s → %j', (input, expected) => {
    expect(queries(redditKeywordPlan, input)).toEqual(expected);
  });

  it.each<[string, string[]]>([
    ['acme', ['acme']],
    ['"acme corp" OR globex', ['"acme corp"|globex']],
    ['(acme OR globex) invoice NOT jobs', ['acme|globex invoice -jobs']],
    ['(acme invoice) OR (globex billing)', ['acme|globex acme|billing invoice|globex invoice|billing']],
  ])('YouTube (| and -): %s → %j', (input, expected) => {
    expect(queries(youtubeKeywordPlan, input)).toEqual(expected);
  });

  it('YouTube: a conjunctive form past its bound asks for any of the words (one search, 100 units)', () => {
    expect(queries(youtubeKeywordPlan, '(a1 a2) OR (b1 b2) OR (c1 c2) OR (d1 d2)')).toEqual(['a1|b1|c1|d1']);
  });

  it.each<[string, string[]]>([
    ['acme', ['acme']],
    // Algolia requires every word and has no OR: one query per alternative, phrases as bare words.
    ['"acme corp" OR globex', ['acme corp', 'globex']],
    ['(acme OR globex) (invoice OR billing) NOT jobs', ['acme invoice', 'acme billing', 'globex invoice', 'globex billing']],
  ])('Hacker News (every word, no OR): %s → %j', (input, expected) => {
    expect(queries(hackernewsKeywordPlan, input)).toEqual(expected);
  });

  it('Hacker News: more alternatives than its bound keep each one\'s most specific term', () => {
    const q = queries(hackernewsKeywordPlan, '(a OR b OR c OR "d e") (zz OR yyy)');
    expect(q).toEqual(['zz', 'yyy', 'd e']);
    expect(q.length).toBeLessThanOrEqual(KEYWORD_QUERY_LIMITS.hackernews);
  });

  it.each<[(e: KeywordExpr) => SearchPlan, string, string[]]>([
    [lemmyKeywordPlan, '"acme corp" OR globex', ['acme corp', 'globex']],
    [blueskyKeywordPlan, '"acme corp" OR globex', ['"acme corp"', 'globex']],
    [blueskyKeywordPlan, 'a OR b OR c', ['a', 'b']],
    [githubKeywordPlan, '("acme corp" OR globex) NOT jobs', ['"acme corp" NOT jobs in:title,body', 'globex NOT jobs in:title,body']],
    [githubKeywordPlan, '"acme corp" OR globex NOT jobs', ['"acme corp" in:title,body', 'globex in:title,body']],
    [githubKeywordPlan, 'acme NOT jobs', ['acme NOT jobs in:title,body']],
    [(e) => appstoreKeywordPlan(e, ['Mealime']), 'acme OR globex', ['app :: Mealime', 'acme', 'globex']],
    [(e) => discourseKeywordPlan(e, ['https://forum.example.org']), 'acme OR "globex corp"', ['https://forum.example.org :: acme', 'https://forum.example.org :: "globex corp"']],
    [(e) => discourseKeywordPlan(e, []), 'acme', []],
    [(e) => stackexchangeKeywordPlan(e, queryFacets('acme invoice', 'keywords')), 'acme invoice', ['softwarerecs: acme invoice', 'freelancing: acme invoice']],
    [(e) => stackexchangeKeywordPlan(e, queryFacets('acme OR globex', 'keywords')), 'acme OR globex', ['softwarerecs: acme', 'softwarerecs: globex']],
  ])('%#: %s → %j', (plan, input, expected) => {
    expect(queries(plan, input)).toEqual(expected);
  });
});
