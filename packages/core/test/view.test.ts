import { describe, expect, it } from 'vitest';
import type { Signal } from '../src/signal';
import { filterSignals, sortSignals } from '../src/view';
import type { SignalFilter, SignalSort } from '../src/view';

function sig(id: string, p: Partial<Signal>): Signal {
  return {
    id,
    platform: 'reddit',
    title: id,
    snippet: '',
    url: `https://example.com/${id}`,
    source: 'r/test',
    signalType: 'Discussion',
    type: 'post',
    relevanceScore: 0.5,
    urgencyLevel: 'Medium',
    reason: '',
    evidence: '',
    engagement: { upvotes: 0, comments: 0, views: 0 },
    parent_post: null,
    comment_id: null,
    post_url: null,
    created_utc: 0,
    also_posted: [],
    ...p,
  };
}

const A = sig('a', {
  title: 'banana bread',
  relevanceScore: 0.7,
  urgencyLevel: 'Low',
  created_utc: 300,
  platform: 'youtube',
  snippet: 'Invoice tips',
});
const B = sig('b', { title: 'Apple pie', relevanceScore: 0.9, urgencyLevel: 'Medium', created_utc: 100 });
const C = sig('c', { title: 'cherry', relevanceScore: 0.8, urgencyLevel: 'High', created_utc: 200, platform: 'youtube' });
const D = sig('d', { title: 'Älpler', relevanceScore: 0.8, urgencyLevel: 'High', created_utc: 200 });
const E = sig('e', {
  title: 'apple pie',
  relevanceScore: 0.9,
  urgencyLevel: 'Medium',
  created_utc: 100,
  snippet: 'Chasing LATE invoices',
});
const F = sig('f', { title: 'Ask HN: fig jam?', relevanceScore: 0.6, urgencyLevel: 'High', created_utc: 50, platform: 'hackernews' });
const ALL = [A, B, C, D, E, F];

describe('sortSignals', () => {
  it.each<[SignalSort, string[]]>([
    ['relevance', ['b', 'e', 'c', 'd', 'a', 'f']], // ties keep input order
    ['urgency', ['c', 'd', 'f', 'b', 'e', 'a']], // High > Medium > Low, then relevance
    ['date', ['a', 'c', 'd', 'b', 'e', 'f']], // newest first, ties stable
    ['title', ['d', 'e', 'b', 'f', 'a', 'c']], // localeCompare: Älpler < apple pie < Apple pie < Ask HN < banana < cherry
    ['platform', ['f', 'b', 'e', 'd', 'c', 'a']], // hackernews, reddit, youtube (A–Z, as their labels); then relevance
  ])('%s', (sort, expected) => {
    expect(sortSignals(ALL, sort).map((s) => s.id)).toEqual(expected);
  });

  it('returns a new array and leaves the input alone', () => {
    const input = [...ALL];
    const out = sortSignals(input, 'date');
    expect(out).not.toBe(input);
    expect(input.map((s) => s.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

describe('filterSignals', () => {
  it.each<[SignalFilter, string | undefined, string[]]>([
    ['all', undefined, ['a', 'b', 'c', 'd', 'e', 'f']],
    ['high', undefined, ['c', 'd', 'f']],
    ['reddit', undefined, ['b', 'd', 'e']],
    ['youtube', undefined, ['a', 'c']],
    ['hackernews', undefined, ['f']],
    ['hackernews', 'fig', ['f']],
    ['hackernews', 'apple', []],
    ['all', 'APPLE', ['b', 'e']], // title, case-insensitive
    ['all', 'invoice', ['a', 'e']], // snippet
    ['all', 'late invoices', ['e']], // every word must match
    ['reddit', 'invoice', ['e']],
    ['all', '   ', ['a', 'b', 'c', 'd', 'e', 'f']],
    ['high', 'zzz', []],
  ])('%s / %j', (filter, text, expected) => {
    expect(filterSignals(ALL, filter, text).map((s) => s.id)).toEqual(expected);
  });
});
