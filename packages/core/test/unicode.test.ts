import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSnippet, SNIPPET_MAX, truncateWords } from '../src/scoring/explain';
import { cleanText, findString, graphemeStart, isStorable, mapStrings, truncate } from '../src/unicode';
import { anyText, graphemesOf, postText } from './support/unicode';

const FAMILY = '👨‍👩‍👧‍👦';

describe('graphemeStart', () => {
  it.each<[string, string, number, number]>([
    ['plain text', 'hello', 3, 3],
    ['the ends', 'hello', 0, 0],
    ['past the end', 'hello', 9, 5],
    ['before the start', 'hello', -2, 0],
    ['inside a surrogate pair', 'a😡b', 2, 1],
    ['after a surrogate pair', 'a😡b', 3, 3],
    ['inside a ZWJ family', `x${FAMILY}y`, 6, 1],
    ['between two flags', '🇫🇷🇩🇪', 4, 4],
    ['inside a flag', '🇫🇷🇩🇪', 2, 0],
    ['between a letter and its accent', 'cafe\u0301!', 4, 3],
    ['between a Devanagari letter and its vowel sign', 'कि', 1, 0],
    ['between CR and LF', 'a\r\nb', 2, 1],
    ['in a skin tone', '👍🏽', 2, 0],
  ])('%s', (_, text, index, expected) => {
    expect(graphemeStart(text, index)).toBe(expected);
  });
});

describe('truncate', () => {
  it.each<[string, string, number, string | undefined, string]>([
    ['fits', 'short', 10, undefined, 'short'],
    ['exactly fits', 'short', 5, undefined, 'short'],
    ['cut with an ellipsis', 'abcdefgh', 5, undefined, 'abcd…'],
    ['a bare cut', 'abcdefgh', 5, '', 'abcde'],
    ['an emoji run at an odd length', '😡'.repeat(150), 8, undefined, '😡😡😡…'],
    ['an emoji run, bare', '😡'.repeat(150), 7, '', '😡😡😡'],
    ['a ZWJ family is left out whole', `ab${FAMILY}`, 8, undefined, 'ab…'],
    ['flags stay paired', '🇫🇷🇩🇪🇯🇵', 7, undefined, '🇫🇷…'],
    ['accents stay on their letter', 'e\u0301e\u0301e\u0301', 4, undefined, 'e\u0301…'],
    ['right-to-left text', 'עברית العربية', 6, undefined, 'עברית…'],
    ['no room at all', 'abc', 0, undefined, ''],
  ])('%s', (_, text, max, ellipsis, expected) => {
    expect(ellipsis === undefined ? truncate(text, max) : truncate(text, max, ellipsis)).toBe(expected);
  });

  it('never exceeds the limit, keeps a prefix of whole clusters and leaves well-formed text well-formed', () => {
    fc.assert(
      fc.property(fc.oneof(postText(), fc.string({ unit: 'grapheme' })), fc.integer({ min: 0, max: 320 }), fc.boolean(), (text, max, bare) => {
        const out = bare ? truncate(text, max, '') : truncate(text, max);
        expect(out.length).toBeLessThanOrEqual(max);
        if (text.length <= max) {
          expect(out).toBe(text);
          return;
        }
        const kept = bare || max === 0 ? out : out.slice(0, -1);
        expect(text.startsWith(kept)).toBe(true);
        expect(graphemeStart(text, kept.length)).toBe(kept.length);
        if (text.isWellFormed()) expect(out.isWellFormed()).toBe(true);
      }),
    );
  });
});

describe('truncateWords and makeSnippet on runs without spaces', () => {
  it.each([
    ['an emoji run', `I would pay for this ${'😡'.repeat(150)}`],
    ['an emoji run one unit later', `I would pay for this! ${'😡'.repeat(150)}`],
    ['ZWJ families', `Families ${FAMILY.repeat(40)}`],
    ['flags', `Flags ${'🇫🇷🇩🇪🇯'.repeat(40)}🇵`],
    ['combining marks', `Marks ${'e\u0301'.repeat(200)}`],
  ])('%s: cut between clusters', (_, text) => {
    for (const out of [truncateWords(text, 280), makeSnippet(text, null), makeSnippet(`${'Lead in. '.repeat(40)}${text}`, 360)]) {
      expect(out.isWellFormed()).toBe(true);
      expect(out.length).toBeLessThanOrEqual(SNIPPET_MAX);
      expect(out.endsWith('…')).toBe(true);
      const served = new Set(graphemesOf(text.replace(/\s+/g, ' ')));
      for (const g of graphemesOf(out)) expect(served.has(g) || g === '…' || g === ' ', JSON.stringify(g)).toBe(true);
    }
  });

  it('keeps every cluster whole in post-like text, for any focus', () => {
    fc.assert(
      fc.property(postText(80), fc.nat(), (raw, at) => {
        const text = cleanText(raw);
        const focus = text.length === 0 ? null : at % text.length;
        const served = new Set(graphemesOf(text.replace(/\s+/g, ' ').trim()));
        for (const out of [makeSnippet(text, focus), truncateWords(text, 280)]) {
          expect(out.isWellFormed()).toBe(true);
          for (const g of graphemesOf(out)) expect(served.has(g) || g === '…' || g === ' ', JSON.stringify({ g, out })).toBe(true);
        }
      }),
    );
  });
});

describe('cleanText', () => {
  it.each<[string, string, string]>([
    ['leaves clean text alone', 'Café 😡 עברית', 'Café 😡 עברית'],
    ['replaces a lone high surrogate', 'a\ud83db', 'a\ufffdb'],
    ['replaces a lone low surrogate', '\ude00!', '\ufffd!'],
    ['replaces two high surrogates in a row', '\ud83d\ud83d', '\ufffd\ufffd'],
    ['keeps a pair', '\ud83d\ude00', '😀'],
    ['drops NUL and control characters', 'a\u0000b\u0001c\u001fd', 'abcd'],
    ['keeps tabs and line breaks', 'a\tb\nc\r\nd', 'a\tb\nc\r\nd'],
  ])('%s', (_, text, expected) => {
    expect(cleanText(text)).toBe(expected);
  });

  it('makes any string storable', () => {
    fc.assert(
      fc.property(anyText(200), (text) => {
        expect(isStorable(cleanText(text))).toBe(true);
      }),
    );
  });
});

describe('mapStrings', () => {
  it('fixes every string and key at any depth, and shares what needs no fix', () => {
    const clean = { a: ['x', { b: 'y' }], n: 1, t: true, z: null };
    const dirty = { title: 'a\ud83d', list: ['ok', { ['k\udc00']: 'v\u0000' }], clean };
    const fixed = mapStrings(dirty, cleanText);
    expect(fixed).toEqual({ title: 'a\ufffd', list: ['ok', { ['k\ufffd']: 'v' }], clean });
    expect(fixed.clean).toBe(clean);
    expect(mapStrings(clean, cleanText)).toBe(clean);
    expect(dirty.title).toBe('a\ud83d');
  });

  it('makes parsed JSON from any upstream storable', () => {
    fc.assert(
      fc.property(fc.jsonValue(), anyText(40), (value, text) => {
        expect(isStorable(mapStrings({ value, text }, cleanText))).toBe(true);
      }),
    );
  });
});

describe('findString and isStorable', () => {
  it.each<[string, unknown, string | undefined]>([
    ['nothing bad', { a: ['b', { c: 'd' }] }, undefined],
    ['a value, by its path', { signals: [{ source: 'ok' }, { source: 'r/\ud800' }] }, 'signals.1.source'],
    ['a key counts as its object', { a: { ['\udfff']: 1 } }, 'a'],
    ['at the top', '\u0000', ''],
  ])('%s', (_, value, path) => {
    expect(findString(value, (t) => !t.isWellFormed() || t.includes('\u0000'))).toBe(path);
    expect(isStorable(value)).toBe(path === undefined);
  });

  it('does not vouch for what is nested deeper than it looks', () => {
    let deep: unknown = 'ok';
    for (let i = 0; i < 150; i++) deep = [deep];
    expect(isStorable(deep)).toBe(false);
  });
});
