/**
 * Text primitives for scoring: tokenization, a Porter stemmer (memoised), English stopwords and a
 * sentence splitter that keeps offsets into the original text. Pure and allocation-light: the
 * scorer runs these on every item of every search.
 */

/** Lowercase word tokens; internal apostrophes are dropped ("don't" → "dont", "I'm" → "im"). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const s = text.toLowerCase();
  const n = s.length;
  let i = 0;
  while (i < n) {
    let c = s.charCodeAt(i);
    if (!isWordStart(c)) {
      i++;
      continue;
    }
    let start = i;
    let word = '';
    while (i < n) {
      c = s.charCodeAt(i);
      if (isWordChar(c)) {
        i++;
        continue;
      }
      // An apostrophe between two word characters joins them: don't, it's, o'clock.
      if ((c === 39 || c === 0x2019) && i + 1 < n && i > start && isWordStart(s.charCodeAt(i + 1))) {
        word += s.slice(start, i);
        i++;
        start = i;
        continue;
      }
      break;
    }
    word += s.slice(start, i);
    out.push(word);
  }
  return out;
}

const NON_ASCII_WORD = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;

/** A letter or a digit, ASCII or not (CJK, Cyrillic…): what a word starts with. */
function isWordStart(c: number): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
  return NON_ASCII_WORD.test(String.fromCharCode(c));
}

/**
 * Inside a word, combining marks (accents, Devanagari vowel signs, Arabic harakat) belong to the
 * letter before them: a word never ends between a letter and its marks.
 */
function isWordChar(c: number): boolean {
  if (isWordStart(c)) return true;
  if (c < 0x300) return false;
  return (c <= 0x36f) || MARK.test(String.fromCharCode(c));
}

/** Collapse runs of whitespace (including newlines) to one space and trim. */
// ---------------------------------------------------------------------------------------------
// Stopwords: function words and contractions (apostrophes already removed by tokenize), plus
// web noise. Intent words ("need", "want", "how") are NOT here: the intent rules work on raw
// tokens, and query analysis down-weights them separately.
// ---------------------------------------------------------------------------------------------
const STOPWORD_LIST = `a about above after again against all also am an and any are aren arent as at be because been
before being below between both but by can cannot cant could couldnt did didnt do does doesnt doing dont down during each
few for from further had hadnt has hasnt have havent having he hed hell hes her here heres hers herself him himself his
how hows i id ill im ive if in into is isnt it its itself lets me more most mustnt my myself no nor not of off on once only
or other ought our ours ourselves out over own same shant she shed shell shes should shouldnt so some such than that thats
the their theirs them themselves then there theres these they theyd theyll theyre theyve this those through to too under
until up very was wasnt we wed well were weve werent what whats when whens where wheres which while who whos whom why whys
with wont would wouldnt you youd youll youre youve your yours yourself yourselves just really also etc eg ie via yet ever
even still much many lot lots get got gets getting go goes going gone went will shall may might must let us one ones thing
things anyone anybody someone somebody everyone everything something anything nothing way ways like
per whether another whilst though although upon within without among across along toward towards onto unto
etc regards kindly dear hi hello hey thanks thank thx pls plz please ok okay yes yeah oh im u ur ya
http https www com org net amp nbsp gt lt quot`;

export const STOPWORDS: ReadonlySet<string> = new Set(STOPWORD_LIST.split(/\s+/).filter(Boolean));

// ---------------------------------------------------------------------------------------------
// Porter stemmer (M.F. Porter, 1980), memoised. Conflates invoice/invoices/invoicing → "invoic",
// freelance/freelancer/freelancers → "freelanc".
// ---------------------------------------------------------------------------------------------
const stemCache = new Map<string, string>();
const STEM_CACHE_MAX = 50_000;

export function stem(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  const result = porter(word);
  if (stemCache.size >= STEM_CACHE_MAX) stemCache.clear();
  stemCache.set(word, result);
  return result;
}

function isConsonant(w: string, i: number): boolean {
  const c = w.charCodeAt(i);
  // a e i o u
  if (c === 97 || c === 101 || c === 105 || c === 111 || c === 117) return false;
  if (c === 121) return i === 0 ? true : !isConsonant(w, i - 1); // y
  return true;
}

/** m() of Porter: the number of VC sequences in w[0..end). */
function measure(w: string, end: number): number {
  let n = 0;
  let i = 0;
  while (i < end && isConsonant(w, i)) i++;
  while (i < end) {
    while (i < end && !isConsonant(w, i)) i++;
    if (i >= end) break;
    n++;
    while (i < end && isConsonant(w, i)) i++;
  }
  return n;
}

function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function endsDoubleConsonant(w: string): boolean {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}

/** *o: stem ends cvc, where the second c is not w, x or y. */
function endsCvc(w: string, end: number): boolean {
  if (end < 3) return false;
  if (!isConsonant(w, end - 1) || isConsonant(w, end - 2) || !isConsonant(w, end - 3)) return false;
  const c = w[end - 1];
  return c !== 'w' && c !== 'x' && c !== 'y';
}

const STEP2: ReadonlyArray<readonly [string, string]> = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];
const STEP3: ReadonlyArray<readonly [string, string]> = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];
const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

function porter(input: string): string {
  let w = input;
  if (w.length <= 2) return w;
  // Only stem plain latin words; numbers and other scripts pass through.
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c < 97 || c > 122) return w;
  }
  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    /* keep */
  } else if (w.endsWith('s')) w = w.slice(0, -1);
  // Step 1b
  let extra = false;
  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && endsCvc(w, w.length)) w += 'e';
  }
  // Step 1c
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = w.slice(0, -1) + 'i';
  // Step 2
  for (const [suf, rep] of STEP2) {
    if (w.endsWith(suf)) {
      if (measure(w, w.length - suf.length) > 0) w = w.slice(0, -suf.length) + rep;
      break;
    }
  }
  // Step 3
  for (const [suf, rep] of STEP3) {
    if (w.endsWith(suf)) {
      if (measure(w, w.length - suf.length) > 0) w = w.slice(0, -suf.length) + rep;
      break;
    }
  }
  // Step 4
  for (const suf of STEP4) {
    if (w.endsWith(suf)) {
      const base = w.length - suf.length;
      if (measure(w, base) > 1) {
        if (suf === 'ion') {
          const c = w[base - 1];
          if (c === 's' || c === 't') w = w.slice(0, base);
        } else {
          w = w.slice(0, base);
        }
      }
      break;
    }
  }
  // Step 5a
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  // Step 5b
  if (measure(w, w.length) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}

const termCache = new Map<string, string>();

/**
 * The content term of a token: its stem, or '' for stopwords and 1-character tokens. One cached
 * lookup per token on the hot path.
 */
export function termOf(token: string): string {
  const hit = termCache.get(token);
  if (hit !== undefined) return hit;
  const value = token.length < 2 || STOPWORDS.has(token) ? '' : stem(token);
  if (termCache.size >= STEM_CACHE_MAX) termCache.clear();
  termCache.set(token, value);
  return value;
}

/** Stemmed content terms of a text (stopwords and 1-character tokens removed). */
export function contentTerms(text: string): string[] {
  const out: string[] = [];
  for (const t of tokenize(text)) {
    const term = termOf(t);
    if (term) out.push(term);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Sentences
// ---------------------------------------------------------------------------------------------
export interface SentenceSpan {
  /** The sentence, trimmed, exactly as it appears in the source text. */
  text: string;
  start: number;
  end: number;
}

/**
 * Split into sentences at . ! ? (and runs of them, plus closing quotes/brackets) followed by
 * whitespace, and at line breaks. Dots inside URLs, numbers and file names do not split because
 * no whitespace follows them.
 */
function pushSpan(out: SentenceSpan[], text: string, start: number, end: number): void {
  let a = start;
  let b = end;
  while (a < b && isSpace(text.charCodeAt(a))) a++;
  while (b > a && isSpace(text.charCodeAt(b - 1))) b--;
  if (b > a) out.push({ text: text.slice(a, b), start: a, end: b });
}

export function splitSentences(text: string): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  const n = text.length;
  let start = 0;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      pushSpan(out, text, start, i);
      i++;
      start = i;
      continue;
    }
    if (c === 46 || c === 33 || c === 63 || c === 0x2026) {
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (
          d === 46 ||
          d === 33 ||
          d === 63 ||
          d === 0x2026 ||
          d === 34 ||
          d === 39 ||
          d === 41 ||
          d === 93 ||
          d === 0x201d ||
          d === 0x2019
        )
          j++;
        else break;
      }
      if (j >= n || isSpace(text.charCodeAt(j))) {
        pushSpan(out, text, start, j);
        start = j;
        i = j;
        continue;
      }
      i = j;
      continue;
    }
    i++;
  }
  pushSpan(out, text, start, n);
  return out;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11 || c === 0xa0;
}
