/**
 * Text as people post it, for property tests (exported as @firstsignal/core/testing/unicode):
 * words, runs of emoji (up to 150, as comments have), ZWJ families, flags, skin tones, letters with
 * combining marks, right-to-left and CJK text, HTML entities, and lone surrogates as an upstream's
 * JSON can carry them ("\ud83d"). Pieces are whole clusters that never start with a mark, so
 * joining them makes no cluster of its own save lone halves, which pair up as they would upstream.
 */
import fc from 'fast-check';

const WORDS = ['invoice', 'reminders', 'freelancers', 'would', 'pay', 'for', 'a', 'tool', 'clients', 'late', 'need', 'automatic', 'I'];
export const CLUSTERS = {
  emoji: ['😡', '😀', '🙏', '❤️', '👍🏽', '🧪'],
  zwj: ['👨‍👩‍👧‍👦', '🏳️‍🌈', '🧑🏽‍💻', '👩‍❤️‍💋‍👨'],
  flags: ['🇫🇷', '🇩🇪', '🇯🇵', '🇺🇦'],
  marks: ['e\u0301', 'n\u0303', 'a\u0308\u0301', 'कि', 'كَتَبَ', 'Z\u0351\u0352\u0357\u0350'],
  scripts: ['עברית', 'العربية', 'שלום עולם', '日本語', '𠮷野家', 'Ελληνικά'],
  entities: ['&amp;', '&#x1F621;', '&#128512;', '&lt;b&gt;', '&quot;', '&#x27;'],
  lone: ['\ud83d', '\ude00', '\udbff', '\udc00'],
} as const;

const SEPARATORS = [' ', ' ', ' ', '\n', '\n\n', '\t', '. ', '! ', '? ', ', ', '… '];

/** One piece: a word, a separator, a cluster, or a run of one cluster (up to 150 of it, no spaces). */
export const piece: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 4, arbitrary: fc.constantFrom(...SEPARATORS) },
  { weight: 4, arbitrary: fc.constantFrom(...Object.values(CLUSTERS).flat()) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...CLUSTERS.emoji, ...CLUSTERS.zwj, ...CLUSTERS.flags, ...CLUSTERS.marks), fc.integer({ min: 2, max: 150 }))
      .map(([cluster, n]) => cluster.repeat(n)),
  },
);

/** Post-like text of up to `maxPieces` pieces. */
export const postText = (maxPieces = 40): fc.Arbitrary<string> => fc.array(piece, { maxLength: maxPieces }).map((p) => p.join(''));

/** Any string at all, surrogates included, or post-like text: what an upstream may send. */
export const anyText = (maxLength = 400): fc.Arbitrary<string> =>
  fc.oneof(fc.string({ unit: 'binary', maxLength }), fc.string({ unit: 'grapheme', maxLength }), postText());

const SEGMENTER = new Intl.Segmenter('en', { granularity: 'grapheme' });
export const graphemesOf = (text: string): string[] => Array.from(SEGMENTER.segment(text), (s) => s.segment);
