import { describe, expect, it } from 'vitest';
import { contentTerms, splitSentences, stem, tokenize } from '../src/text';
import { PatternSet } from '../src/scoring/patterns';

describe('tokenize', () => {
  it.each<[string, string[]]>([
    ["I don't know, it's fine", ['i', 'dont', 'know', 'its', 'fine']],
    ['E-mail me at foo.com!', ['e', 'mail', 'me', 'at', 'foo', 'com']],
    ['Café’s naïve résumé', ['cafés', 'naïve', 'résumé']],
    ['$20/month, 3x faster', ['20', 'month', '3x', 'faster']],
    ['', []],
    // Combining marks stay with their letter; a mark after an emoji starts no word.
    ['cafe\u0301 किताब كَتَبَ', ['cafe\u0301', 'किताब', 'كَتَبَ']],
    ['❤️love 😡x', ['love', 'x']],
  ])('%j', (text, expected) => {
    expect(tokenize(text)).toEqual(expected);
  });
});

describe('stem (Porter)', () => {
  it.each([
    ['invoice', 'invoic'],
    ['invoices', 'invoic'],
    ['invoicing', 'invoic'],
    ['freelancer', 'freelanc'],
    ['freelancers', 'freelanc'],
    ['freelance', 'freelanc'],
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['hopping', 'hop'],
    ['relational', 'relat'],
    ['payments', 'payment'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('drops stopwords in content terms', () => {
    expect(contentTerms('An app for the freelancers who invoice')).toEqual(['app', 'freelanc', 'invoic']);
  });
});

describe('splitSentences', () => {
  it('splits at end punctuation and line breaks, not inside URLs or numbers, and keeps offsets', () => {
    const text = 'Is there a tool? See https://x.com/a.b for v1.2 now!! Thanks.\nNew line';
    const s = splitSentences(text);
    expect(s.map((x) => x.text)).toEqual(['Is there a tool?', 'See https://x.com/a.b for v1.2 now!!', 'Thanks.', 'New line']);
    for (const x of s) expect(text.slice(x.start, x.end)).toBe(x.text);
  });
});

describe('PatternSet', () => {
  const set = new PatternSet([
    { pattern: 'is there a|an tool|app', payload: 'tool' },
    { pattern: 'willing|happy to pay', payload: 'pay' },
    { pattern: 'looking for a * app', payload: 'any' },
    { pattern: 'how ~ cost', payload: 'gap' },
    { pattern: '^please add, would love it if', payload: 'alt' },
    { pattern: 'really? need', payload: 'opt' },
  ]);

  it.each<[string, string[]]>([
    ['is there an app for this', ['tool']],
    ['so happy to pay', ['pay']],
    ['looking for a budgeting app', ['any']],
    ['how much does it cost', ['gap']],
    ['how much does it really really cost', []],
    ['hi please add dark mode', ['alt']],
    ['you please add dark mode', []],
    ['i would love it if', ['alt']],
    ['i really need this', ['opt']],
    ['i need this', ['opt']],
  ])('%j', (text, expected) => {
    expect(
      set
        .match(tokenize(text))
        .map((m) => m.payload)
        .sort(),
    ).toEqual(expected);
  });
});
