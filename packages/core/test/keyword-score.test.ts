import { describe, expect, it } from 'vitest';
import { scoreItems } from '../src/rank';
import { redditItem } from './support/raw-item';

const now = 1_780_000_000;

describe('keyword searches: scoring keeps only what matches the expression', () => {
  const items = [
    redditItem('a', 'post', 'Switched away from Acme Corp', 'Acme Corp doubled its price and I would pay for something simpler 😡', now, 'a'),
    redditItem('b', 'post', 'Globex is great', 'Globex support answered in minutes. Not hiring though.', now, 'b'),
    redditItem('c', 'post', 'Acme is hiring', 'See the jobs page for Acme roles', now, 'c'),
    redditItem('d', 'post', 'Invoices', 'I hate chasing invoices with ACMEcorp tooling', now, 'd'),
    // A comment matches on its own words, never through its thread's title.
    redditItem('e', 'comment', 'Switched away from Acme Corp', 'Same here, I moved to a spreadsheet', now, 'a'),
    redditItem('f', 'comment', 'Switched away from Acme Corp', 'Zoë here: acme corp’s export is broken, I need a fix', now, 'a'),
  ];

  it('drops every item that does not satisfy it, before anything is scored or shown', () => {
    const signals = scoreItems(items, { queryText: '("acme corp" OR globex) NOT jobs', searchType: 'keywords', nowUtc: now });
    expect(signals.map((s) => s.id).sort()).toEqual(['reddit:a', 'reddit:b', 'reddit:f']);
  });

  it('finds nothing for an expression that does not parse', () => {
    expect(scoreItems(items, { queryText: '(acme', searchType: 'keywords', nowUtc: now })).toEqual([]);
  });
});
