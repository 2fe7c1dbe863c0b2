import { describe, expect, it } from 'vitest';
import { githubPlan } from '../src/github-query';
import { queryFacets } from '../src/query';

const plan = (idea: string) => githubPlan(queryFacets(idea, 'business_idea'));

describe('GitHub issue queries for a search', () => {
  it.each<[string, string[]]>([
    // The phrase as written, then its words anywhere in title or body, then the best word alone.
    ['detect flaky tests in CI', ['"flaky tests" in:title,body', 'flaky tests in:title,body', 'flaky in:title,body']],
    ['I hate how slow my CI pipeline is', ['"ci pipeline" in:title,body', 'pipeline slow in:title,body', 'pipeline in:title,body']],
    // No adjacent pair written: the two best terms, then the best alone.
    ['automatic invoice reminders for freelancers', ['invoice freelancers in:title,body', 'invoice in:title,body']],
    // A compound is always a quoted phrase.
    ['on-call scheduling for small teams', ['"small teams" in:title,body', '"on call" teams in:title,body', '"on call" in:title,body']],
    // A joined compound's pair ("opensource alternative") is not in the text: the next pair written is.
    [
      'open-source alternative to Notion for offline note taking',
      ['"offline note" in:title,body', '"open source" offline in:title,body', '"open source" in:title,body'],
    ],
  ])('%s → %j', (idea, chain) => {
    const p = plan(idea);
    expect([p.queries[0], ...p.broader[0]!]).toEqual(chain);
  });

  it('searches the first two facets, one chain each, and nothing for an empty idea', () => {
    const p = githubPlan(queryFacets('late payments, tax deadlines, meal planning', 'pain_points'));
    expect(p.queries).toEqual(['"late payments" in:title,body', '"tax deadlines" in:title,body']);
    expect(p.broader).toHaveLength(2);
    expect(plan('   ')).toEqual({ queries: [], broader: [] });
  });
});
