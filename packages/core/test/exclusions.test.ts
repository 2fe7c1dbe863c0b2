import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyExclusions, domainOf, exclusionMatcher, mergeExclusions, searchParamsInput, type Excludable, type Exclusions } from '../src';
import { postText } from './support/unicode';

const item = (over: Partial<Excludable> = {}): Excludable => ({
  platform: 'reddit',
  source: 'r/SaaS',
  title: 'Looking for an invoice tool',
  text: 'I need something simple.',
  url: 'https://www.reddit.com/r/SaaS/comments/abc/looking/',
  author: 'jane_doe',
  ...over,
});
const hit = (exclusions: Exclusions, over: Partial<Excludable> = {}) => exclusionMatcher(exclusions)?.(item(over)) ?? null;

describe('excluded words and phrases: whole words, any case or accent', () => {
  it.each([
    // [excluded, title, text, removed]
    ['invoice', 'Looking for an invoice tool', '', true],
    ['INVOICE', 'looking for an Invoice tool', '', true],
    ['invo', 'Looking for an invoice tool', '', false],
    ['voice', 'Looking for an invoice tool', '', false],
    ['crypto', 'x', 'Anyone into crypto? 🚀', true],
    ['crypto', 'x', 'cryptocurrency is not the word', false],
    ['free trial', 'x', 'Is there a FREE   trial?', true],
    ['free trial', 'x', 'free, no trial', false],
    ['free trial', 'x', 'Free-trial?', true],
    ['free trial', 'x', 'trial free', false],
    ['café', 'x', 'Meet at the CAFE tomorrow', true],
    ['cafe', 'x', 'Meet at the cafe\u0301 tomorrow', true],
    ['naïve', 'x', 'a NAI\u0308VE approach', true],
    ['straße', 'x', 'STRASSE', true],
    ['file', 'x', 'a ﬁle', true],
    ['don’t', 'x', "I don't like it", true],
    ['self-promo', 'x', 'pure self promo here', true],
    // Invisible characters never hide a word: ZWJ/ZWNJ, direction marks, soft hyphens.
    ['spam', 'x', 'sp\u200dam everywhere', true],
    ['spam', 'x', '\u200fspam\u200e', true],
    ['spam', 'x', 'sp\u00adam', true],
    // Right-to-left text and its marks (Arabic with harakat, Hebrew).
    ['مرحبا', 'x', 'قال مَرْحَبًا للجميع', true],
    ['שלום', 'x', 'אמר שָׁלוֹם לכולם', true],
    ['שלום', 'x', 'שלומית', false],
    // Emoji and other symbols match as written, ZWJ sequences whole.
    ['🚀', 'x', 'to the moon 🚀🚀', true],
    ['👨‍👩‍👧', 'x', 'our family 👨‍👩‍👧 trip', true],
    ['💸', 'x', 'no money here', false],
    ['ai', 'AI tools for parents', '', true],
    ['ai', 'x', 'said the taxi driver', false],
  ])('%s in %j / %j: %s', (word, title, text, removed) => {
    expect(hit({ words: [word] }, { title, text }) !== null).toBe(removed);
  });

  it('names the exclusion that removed it, as the founder wrote it', () => {
    expect(hit({ words: ['Free Trial'] }, { text: 'free trial please' })).toEqual({ kind: 'word', value: 'Free Trial' });
  });

  it('never throws on post-like text and finds a word put in it', () => {
    fc.assert(
      fc.property(postText(), postText(), (before, after) => {
        expect(hit({ words: ['zebracorn'] }, { text: `${before} Zebracorn ${after}` })).not.toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});

describe('excluded communities, authors and domains', () => {
  it.each([
    [{ communities: ['r/saas'] }, {}, 'community'],
    [{ communities: ['reddit:r/SaaS'] }, {}, 'community'],
    [{ communities: ['youtube:r/SaaS'] }, {}, null],
    [{ communities: ['r/startups'] }, {}, null],
    [{ authors: ['JANE_DOE'] }, {}, 'author'],
    [{ authors: ['u/jane_doe'] }, {}, 'author'],
    [{ authors: ['@jane_doe'] }, {}, 'author'],
    [{ authors: ['jane'] }, {}, null],
    [{ authors: ['jane_doe'] }, { author: undefined }, null],
    [{ authors: ['Zoë 🌸'] }, { author: 'zoe\u0308 🌸' }, 'author'],
    [{ domains: ['reddit.com'] }, {}, 'domain'],
    [{ domains: ['example.com'] }, { text: 'see https://blog.example.com/post?x=1 now' }, 'domain'],
    [{ domains: ['example.com'] }, { text: 'see www.example.com.' }, 'domain'],
    [{ domains: ['example.com'] }, { text: 'see https://notexample.com/' }, null],
    [{ domains: ['example.com'] }, { text: 'example.com is great' }, null],
    [{ domains: ['bücher.de'] }, { text: 'https://www.xn--bcher-kva.de/x' }, 'domain'],
    [{ domains: ['xn--bcher-kva.de'] }, { text: '(https://bücher.de/x)' }, 'domain'],
  ] as [Exclusions, Partial<Excludable>, string | null][])('%o on %o: %s', (exclusions, over, kind) => {
    expect(hit(exclusions, over)?.kind ?? null).toBe(kind);
  });

  it('excludes nothing without exclusions', () => {
    expect(exclusionMatcher(undefined)).toBeNull();
    expect(exclusionMatcher({ words: [], authors: [] })).toBeNull();
    expect(applyExclusions([item()], {}, (i) => i)).toEqual({ kept: [item()], removed: [] });
  });

  it('splits items in their order', () => {
    const items = [item({ author: 'a' }), item({ author: 'b' }), item({ author: 'c' })];
    const { kept, removed } = applyExclusions(items, { authors: ['b'] }, (i) => i);
    expect(kept.map((i) => i.author)).toEqual(['a', 'c']);
    expect(removed.map((i) => i.author)).toEqual(['b']);
  });

  it('merges lists without repeats', () => {
    expect(mergeExclusions({ words: ['a'], communities: ['r/x'] }, { communities: ['r/x', 'r/y'], authors: ['z'] })).toEqual({
      words: ['a'],
      communities: ['r/x', 'r/y'],
      authors: ['z'],
    });
  });
});

describe('link domains as written', () => {
  it.each([
    ['example.com', 'example.com'],
    ['https://www.Example.com/path?q=1', 'example.com'],
    ['WWW.EXAMPLE.CO.UK', 'example.co.uk'],
    ['shop.example.com:8080', 'shop.example.com'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['localhost', null],
    ['not a domain', null],
    ['', null],
    ['🚀', null],
  ])('%s → %s', (text, host) => expect(domainOf(text)).toBe(host));
});

describe('exclusions in a search', () => {
  const base = { searchType: 'business_idea', businessIdea: 'invoice tool', platforms: ['reddit'] };

  it('keeps each domain as its host', () => {
    const parsed = searchParamsInput.parse({ ...base, exclusions: { domains: ['https://www.Example.com/x', 'example.com'] } });
    expect(parsed.exclusions?.domains).toEqual(['example.com']);
  });

  it.each([
    [{ domains: ['not a domain'] }, '"not a domain" is not a link domain (write it like example.com)'],
    [{ words: 'spam' }, 'excluded word or phrase must be a list'],
    [{ authors: ['x'.repeat(101)] }, 'Each author must be at most 100 characters'],
    [{ communities: Array.from({ length: 51 }, (_, i) => `r/c${i}`) }, 'At most 50 communities'],
  ])('%o: %s', (exclusions, message) => {
    const result = searchParamsInput.safeParse({ ...base, exclusions });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
