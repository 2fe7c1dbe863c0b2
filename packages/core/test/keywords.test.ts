import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alternativesOf,
  excludedTerms,
  keywordMatch,
  keywordsProblem,
  matchesKeywords,
  matchWords,
  parseKeywords,
  type KeywordExpr,
} from '../src/keywords';
import { postText } from './support/unicode';

/** The expression written back with full parentheses and quotes, to compare trees at a glance. */
function show(e: KeywordExpr): string {
  switch (e.kind) {
    case 'term':
      return e.phrase ? `"${e.text}"` : e.text;
    case 'not':
      return `NOT ${show(e.item)}`;
    default:
      return `(${e.items.map(show).join(e.kind === 'and' ? ' AND ' : ' OR ')})`;
  }
}

describe('keyword expressions: the grammar', () => {
  it.each<[string, string]>([
    ['acme', 'acme'],
    ['"acme corp"', '"acme corp"'],
    // Adjacent terms are ANDed; AND binds tighter than OR.
    ['acme invoice', '(acme AND invoice)'],
    ['acme AND invoice OR globex', '((acme AND invoice) OR globex)'],
    ['acme OR globex invoice', '(acme OR (globex AND invoice))'],
    ['(acme OR globex) invoice', '((acme OR globex) AND invoice)'],
    ['acme NOT jobs', '(acme AND NOT jobs)'],
    ['acme AND NOT (jobs OR hiring)', '(acme AND NOT (jobs OR hiring))'],
    ['acme NOT NOT jobs', '(acme AND NOT NOT jobs)'],
    // Lower-case operators are words; so are typographic quotes' contents.
    ['bread and butter', '(bread AND and AND butter)'],
    ['“acme corp” OR acme.io', '("acme corp" OR acme.io)'],
    ['  "  acme   corp "  ', '"acme corp"'],
    ['(((acme)))', 'acme'],
    ['Ünïcödé OR 日本語 OR עברית', '(Ünïcödé OR 日本語 OR עברית)'],
  ])('%s → %s', (input, tree) => {
    expect(show(parseKeywords(input))).toBe(tree);
  });

  it.each<[string, string]>([
    ['', 'Please provide the keywords to look for'],
    ['   ', 'Please provide the keywords to look for'],
    ['(acme OR globex invoice', 'Expected a closing ")" at character 24'],
    ['acme AND (globex OR', 'Expected a word, "quoted phrase" or "(" at character 20'],
    ['acme OR globex) invoice', 'Unexpected ")" at character 15'],
    ['acme "corp', 'Expected a closing quote (") for the phrase opened at character 6'],
    ['acme ""', 'Expected words inside the quotes at character 6'],
    ['OR acme', 'Expected a word, "quoted phrase" or "(" at character 1, not OR'],
    ['acme AND OR globex', 'Expected a word, "quoted phrase" or "(" at character 10, not OR'],
    ['acme ()', 'Expected a word, "quoted phrase" or "(" at character 7, not ")"'],
    ['acme NOT', 'Expected a word, "quoted phrase" or "(" at character 9'],
    // Characters are counted as people see them: an emoji is one.
    ['"café😀" (acme', 'Expected a closing ")" at character 14'],
    ['acme 👍🏽', '👍🏽 at character 6 has no letters or digits to look for'],
    ['acme !!!', '!!! at character 6 has no letters or digits to look for'],
    ['NOT acme', 'Add a word or phrase to look for: NOT only leaves words out, in every alternative'],
    ['acme OR NOT globex', 'Add a word or phrase to look for: NOT only leaves words out, in every alternative'],
    ['NOT (acme OR globex)', 'Add a word or phrase to look for: NOT only leaves words out, in every alternative'],
    ['a'.repeat(301), 'Keywords must be at most 300 characters'],
    [Array.from({ length: 21 }, (_, i) => `w${i}`).join(' OR '), 'Use at most 20 words or phrases'],
    ['(a OR b OR c OR d) (e OR f OR g OR h)', 'This expression can be met in 16 different ways; at most 12 can be searched. Use fewer ORs'],
  ])('%j → %s', (input, message) => {
    expect(keywordsProblem(input)).toBe(message);
  });

  it('accepts what it parses', () => {
    expect(keywordsProblem('"acme corp" OR (globex NOT jobs)')).toBeNull();
  });
});

describe('keyword expressions: what platforms are asked', () => {
  const alts = (input: string) => alternativesOf(parseKeywords(input)).map((a) => a.map((t) => t.text).join(' + '));
  it.each<[string, string[]]>([
    ['acme', ['acme']],
    ['acme OR globex', ['acme', 'globex']],
    ['(acme OR globex) (invoice OR billing)', ['acme + invoice', 'acme + billing', 'globex + invoice', 'globex + billing']],
    // NOT is left to the local check; a repeat is one alternative.
    ['acme NOT jobs', ['acme']],
    ['(acme NOT jobs) OR (acme NOT hiring)', ['acme']],
    ['acme acme', ['acme']],
    ['"acme corp" OR (globex AND NOT (a OR b))', ['acme corp', 'globex']],
  ])('%s → %j', (input, expected) => {
    expect(alts(input)).toEqual(expected);
  });

  it('names the top-level exclusions only', () => {
    expect(excludedTerms(parseKeywords('acme NOT jobs NOT "job board" NOT (x OR y)')).map((t) => t.text)).toEqual(['jobs', 'job board']);
    expect(excludedTerms(parseKeywords('acme OR (globex NOT jobs)'))).toEqual([]);
  });
});

describe('keyword expressions: matching real text', () => {
  it.each<[string, string, boolean]>([
    ['acme', 'I switched from Acme last week', true],
    // Whole words: a word inside another is not a match.
    ['acme', 'acmeville and acmes', false],
    ['acme', "Acme's pricing is wild", true],
    ['"acme corp"', 'ACME   Corp. raised prices', true],
    ['"acme corp"', 'acme-corp fans', true],
    ['"acme corp"', 'acme, the corp behind it', false],
    ['"acme corp"', 'corp acme', false],
    // Case- and accent-insensitive both ways; compatibility forms folded.
    ['cafe', 'Café Zoë is packed', true],
    ['Zoë', 'zoe said so', true],
    ['straße', 'STRASSE', true],
    ['ａｃｍｅ', 'acme', true],
    ['acme', 'ｱ Ａｃｍｅ', true],
    // Combining marks, emoji, ZWJ sequences and RTL marks separate or vanish, never glue words.
    ['acme', 'A\u0301cme', true],
    ['acme', '😡Acme👨‍👩‍👧‍👦', true],
    ['acme', '\u200Facme\u200E', true],
    ['שלום', 'אמרתי שלום לכולם', true],
    ['كتب', 'كَتَبَ الرسالة', true],
    ['"日本"', '私は日本語を話す', true],
    ['c++', 'I write C++ daily', true],
    ['c++', 'I write C daily', false],
    ['acme NOT jobs', 'Acme is hiring, see jobs page', false],
    ['acme NOT jobs', 'Acme is hiring', true],
    ['(acme OR globex) invoice', 'Globex sent the invoice', true],
    ['(acme OR globex) invoice', 'Globex sent the bill', false],
    ['acme AND NOT (jobs OR hiring)', 'acme hiring', false],
  ])('%s in %j: %s', (expr, text, expected) => {
    expect(matchesKeywords(parseKeywords(expr), text)).toBe(expected);
  });

  it('lists the terms a text matched, in the order written, never a NOT one', () => {
    const expr = parseKeywords('(acme OR "acme corp" OR globex) NOT jobs');
    expect(keywordMatch(expr, 'Acme Corp vs Globex')?.map((t) => t.text)).toEqual(['acme', 'acme corp', 'globex']);
    expect(keywordMatch(expr, 'nothing here')).toBeNull();
  });

  it('never throws on text as people post it, and finds a word placed between any two pieces', () => {
    const expr = parseKeywords('"acme corp" OR globex');
    fc.assert(
      fc.property(postText(), postText(), (before, after) => {
        expect(matchesKeywords(expr, `${before} Globex ${after}`)).toBe(true);
        expect(() => matchesKeywords(expr, before + after)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it('folds words the same way for terms and texts', () => {
    expect(matchWords('Ｃａｆé-ZOË 👍🏽 c# ﬁle')).toEqual(['cafe', 'zoe', 'c#', 'file']);
  });
});
