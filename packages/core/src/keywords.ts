/**
 * Keyword mode (issue 25 §3): an expression of exact words and "quoted phrases" with AND, OR, NOT
 * and parentheses (adjacent terms are ANDed), for brand and competitor mentions. A small typed
 * recursive-descent parser: the grammar is five lines and its messages must point at the place,
 * which a general parser library would word for itself.
 *
 *   or      := and ("OR" and)*
 *   and     := unary (["AND"] unary)*
 *   unary   := "NOT" unary | primary
 *   primary := word | "quoted phrase" | "(" or ")"
 *
 * Operators are upper case (as on Reddit and Google); "and", "or" and "not" are words. Matching
 * (`matchesKeywords`) is on whole words and phrases, ignoring case and accents, so every result a
 * keyword search keeps truly contains what was asked for; the platform queries (keyword-query.ts)
 * only need to find a superset of it.
 */

/** Like the pain point and unmet need lists together (3 × 100 + separators). */
export const KEYWORDS_MAX_LENGTH = 300;
/** Words and phrases in one expression. */
export const KEYWORDS_MAX_TERMS = 20;
/** Ways the expression can be met (its alternatives, see `alternativesOf`): each may cost a query. */
export const KEYWORDS_MAX_ALTERNATIVES = 12;

export interface KeywordTerm {
  kind: 'term';
  /** As written (without the quotes of a phrase). */
  text: string;
  phrase: boolean;
  /** Its words as matched: lower case, accents removed (`matchWords`). */
  words: string[];
}
export type KeywordExpr =
  | KeywordTerm
  | { kind: 'and'; items: KeywordExpr[] }
  | { kind: 'or'; items: KeywordExpr[] }
  | { kind: 'not'; item: KeywordExpr };

/** A syntax or limit error; `at` is the 1-based character it points at (in code points), when there is one. */
export class KeywordSyntaxError extends Error {
  constructor(
    message: string,
    readonly at?: number,
  ) {
    super(message);
    this.name = 'KeywordSyntaxError';
  }
}

export const KEYWORD_MESSAGES = {
  required: 'Please provide the keywords to look for',
  tooLong: `Keywords must be at most ${KEYWORDS_MAX_LENGTH} characters`,
  tooManyTerms: `Use at most ${KEYWORDS_MAX_TERMS} words or phrases`,
  onlyNot: 'Add a word or phrase to look for: NOT only leaves words out, in every alternative',
  tooManyAlternatives: (n: number) =>
    `This expression can be met in ${n} different ways; at most ${KEYWORDS_MAX_ALTERNATIVES} can be searched. Use fewer ORs`,
} as const;

// ---------------------------------------------------------------------------------------------
// Words as matched
// ---------------------------------------------------------------------------------------------
/**
 * Scripts written without spaces: each character is a word of its own, so a phrase of them
 * matches as a run of characters.
 */
const UNSPACED = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}';
/** A word: letters and digits (a trailing + or #, as in "c++" and "c#"), or one unspaced character. */
const WORD = new RegExp(`[${UNSPACED}]|(?:(?![${UNSPACED}])[\\p{L}\\p{N}])+[+#]*`, 'gu');

/**
 * The words of a text as matched: compatibility forms folded (full-width letters, ligatures),
 * accents and other combining marks removed, lower case; emoji, ZWJ, punctuation and direction
 * marks separate words.
 */
export function matchWords(text: string): string[] {
  const folded = text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/ß/g, 'ss');
  return folded.match(WORD) ?? [];
}

// ---------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------
type Token =
  | { type: '(' | ')' | 'AND' | 'OR' | 'NOT'; at: number }
  | { type: 'word'; text: string; at: number }
  | { type: 'phrase'; text: string; at: number };

const OPERATORS = new Set(['AND', 'OR', 'NOT']);

function tokenize(input: string): Token[] {
  const chars = Array.from(input);
  const tokens: Token[] = [];
  let i = 0;
  while (i < chars.length) {
    const c = chars[i]!;
    const at = i + 1;
    if (/\s/u.test(c)) {
      i++;
    } else if (c === '(' || c === ')') {
      tokens.push({ type: c, at });
      i++;
    } else if (c === '"' || c === '“' || c === '”') {
      let j = i + 1;
      while (j < chars.length && !'"“”'.includes(chars[j]!)) j++;
      if (j >= chars.length) throw new KeywordSyntaxError(`Expected a closing quote (") for the phrase opened at character ${at}`, at);
      const text = chars.slice(i + 1, j).join('').trim().replace(/\s+/g, ' ');
      if (!text) throw new KeywordSyntaxError(`Expected words inside the quotes at character ${at}`, at);
      tokens.push({ type: 'phrase', text, at });
      i = j + 1;
    } else {
      let j = i;
      while (j < chars.length && !/[\s()"“”]/u.test(chars[j]!)) j++;
      const text = chars.slice(i, j).join('');
      tokens.push(OPERATORS.has(text) ? { type: text as 'AND' | 'OR' | 'NOT', at } : { type: 'word', text, at });
      i = j;
    }
  }
  return tokens;
}

function termOf(token: { text: string; at: number }, phrase: boolean): KeywordTerm {
  const words = matchWords(token.text);
  if (words.length === 0) {
    throw new KeywordSyntaxError(`${phrase ? `"${token.text}"` : token.text} at character ${token.at} has no letters or digits to look for`, token.at);
  }
  return { kind: 'term', text: token.text, phrase, words };
}

class Parser {
  private i = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly end: number,
  ) {}

  parse(): KeywordExpr {
    const expr = this.or();
    const next = this.tokens[this.i];
    if (next) {
      const what = next.type === ')' ? 'Unexpected ")"' : 'Expected AND, OR or the end';
      throw new KeywordSyntaxError(`${what} at character ${next.at}`, next.at);
    }
    return expr;
  }

  private or(): KeywordExpr {
    const items = [this.and()];
    while (this.tokens[this.i]?.type === 'OR') {
      this.i++;
      items.push(this.and());
    }
    return items.length === 1 ? items[0]! : { kind: 'or', items };
  }

  private and(): KeywordExpr {
    const items = [this.unary()];
    for (;;) {
      const next = this.tokens[this.i];
      if (next?.type === 'AND') {
        this.i++;
      } else if (!next || next.type === 'OR' || next.type === ')') {
        break;
      }
      items.push(this.unary());
    }
    return items.length === 1 ? items[0]! : { kind: 'and', items };
  }

  private unary(): KeywordExpr {
    const next = this.tokens[this.i];
    if (next?.type === 'NOT') {
      this.i++;
      return { kind: 'not', item: this.unary() };
    }
    return this.primary();
  }

  private primary(): KeywordExpr {
    const token = this.tokens[this.i];
    if (!token) throw new KeywordSyntaxError(`Expected a word, "quoted phrase" or "(" at character ${this.end}`, this.end);
    if (token.type === 'word' || token.type === 'phrase') {
      this.i++;
      return termOf(token, token.type === 'phrase');
    }
    if (token.type === '(') {
      this.i++;
      const inner = this.or();
      const close = this.tokens[this.i];
      if (close?.type !== ')') {
        const at = close?.at ?? this.end;
        throw new KeywordSyntaxError(`Expected a closing ")" at character ${at}`, at);
      }
      this.i++;
      return inner;
    }
    const what = token.type === ')' ? '")"' : token.type;
    throw new KeywordSyntaxError(`Expected a word, "quoted phrase" or "(" at character ${token.at}, not ${what}`, token.at);
  }
}

/** Every word and phrase of the expression, in the order written (NOT ones too). */
export function termsOf(expr: KeywordExpr | PositiveExpr): KeywordTerm[] {
  switch (expr.kind) {
    case 'term':
      return [expr];
    case 'not':
      return termsOf(expr.item);
    default:
      return expr.items.flatMap(termsOf);
  }
}

/**
 * Parses and checks an expression: syntax, length, number of terms, a word to look for in every
 * alternative, and a bounded number of alternatives. Throws KeywordSyntaxError.
 */
export function parseKeywords(input: string): KeywordExpr {
  const text = input.trim();
  if (!text) throw new KeywordSyntaxError(KEYWORD_MESSAGES.required);
  if (text.length > KEYWORDS_MAX_LENGTH) throw new KeywordSyntaxError(KEYWORD_MESSAGES.tooLong);
  const expr = new Parser(tokenize(text), Array.from(text).length + 1).parse();
  if (termsOf(expr).length > KEYWORDS_MAX_TERMS) throw new KeywordSyntaxError(KEYWORD_MESSAGES.tooManyTerms);
  const count = alternativeCount(positivePart(expr));
  if (count === 0) throw new KeywordSyntaxError(KEYWORD_MESSAGES.onlyNot);
  if (count > KEYWORDS_MAX_ALTERNATIVES) throw new KeywordSyntaxError(KEYWORD_MESSAGES.tooManyAlternatives(count));
  return expr;
}

/** The message of what is wrong with an expression, or null when it is fine (for forms and zod). */
export function keywordsProblem(input: string): string | null {
  try {
    parseKeywords(input);
    return null;
  } catch (error) {
    if (error instanceof KeywordSyntaxError) return error.message;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// What platforms are asked: the positive part and its alternatives
// ---------------------------------------------------------------------------------------------
/** Terms and groups without any NOT; null when nothing is left to look for. */
export type PositiveExpr = KeywordTerm | { kind: 'and' | 'or'; items: PositiveExpr[] };

/**
 * The expression with its NOTs taken as "anything": it matches everything the expression matches
 * and more, so platforms can be asked for it and the rest is checked here. Null where a NOT is all
 * there is (in an alternative of an OR, that alternative then allows anything).
 */
export function positivePart(expr: KeywordExpr): PositiveExpr | null {
  switch (expr.kind) {
    case 'term':
      return expr;
    case 'not':
      return null;
    case 'and': {
      const items = expr.items.map(positivePart).filter((e): e is PositiveExpr => e !== null);
      return items.length === 0 ? null : items.length === 1 ? items[0]! : { kind: 'and', items };
    }
    case 'or': {
      const items = expr.items.map(positivePart);
      if (items.some((e) => e === null)) return null;
      return { kind: 'or', items: items as PositiveExpr[] };
    }
  }
}

function alternativeCount(expr: PositiveExpr | null): number {
  if (!expr) return 0;
  if (expr.kind === 'term') return 1;
  const counts = expr.items.map(alternativeCount);
  // Capped so a long chain of ORs in ANDs cannot overflow; anything past the limit is refused.
  return expr.kind === 'or' ? counts.reduce((a, b) => a + b, 0) : counts.reduce((a, b) => Math.min(a * b, 1e6), 1);
}

/**
 * The ways the expression can be met, each a list of terms all required (the disjunctive normal
 * form of its positive part), without repeats. Bounded by parseKeywords' check.
 */
export function alternativesOf(expr: KeywordExpr): KeywordTerm[][] {
  const positive = positivePart(expr);
  return positive ? dedupeAlternatives(dnf(positive)) : [];
}

function dnf(expr: PositiveExpr): KeywordTerm[][] {
  if (expr.kind === 'term') return [[expr]];
  if (expr.kind === 'or') return expr.items.flatMap(dnf);
  let acc: KeywordTerm[][] = [[]];
  for (const item of expr.items) {
    const next = dnf(item);
    acc = acc.flatMap((left) => next.map((right) => [...left, ...right]));
  }
  return acc;
}

const termKey = (t: KeywordTerm) => t.words.join(' ');

function dedupeAlternatives(alternatives: KeywordTerm[][]): KeywordTerm[][] {
  const seen = new Set<string>();
  const out: KeywordTerm[][] = [];
  for (const alt of alternatives) {
    const terms = alt.filter((t, i) => alt.findIndex((o) => termKey(o) === termKey(t)) === i);
    const key = terms.map(termKey).sort().join('\n');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(terms);
    }
  }
  return out;
}

/**
 * The words and phrases every match must lack: NOTs of single terms directly in the top-level AND
 * (`acme NOT jobs`). Platforms that can exclude are told these; other NOTs are checked here only.
 */
export function excludedTerms(expr: KeywordExpr): KeywordTerm[] {
  const items = expr.kind === 'and' ? expr.items : [expr];
  return items.flatMap((e) => (e.kind === 'not' && e.item.kind === 'term' ? [e.item] : []));
}

// ---------------------------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------------------------
/** A text's words, ready to be matched against many terms. */
export interface MatchableText {
  words: string[];
  set: Set<string>;
}

export function matchableText(text: string): MatchableText {
  const words = matchWords(text);
  return { words, set: new Set(words) };
}

function hasTerm(text: MatchableText, term: KeywordTerm): boolean {
  const [first, ...rest] = term.words;
  if (!first || !text.set.has(first)) return false;
  if (rest.length === 0) return true;
  for (let i = 0; i + term.words.length <= text.words.length; i++) {
    if (term.words.every((w, k) => text.words[i + k] === w)) return true;
  }
  return false;
}

function evaluate(expr: KeywordExpr, text: MatchableText, found: Set<KeywordTerm>): boolean {
  switch (expr.kind) {
    case 'term': {
      const hit = hasTerm(text, expr);
      if (hit) found.add(expr);
      return hit;
    }
    case 'not':
      return !evaluate(expr.item, text, new Set());
    case 'and':
      // Every item is evaluated, so `found` lists all the terms that matched.
      return expr.items.map((e) => evaluate(e, text, found)).every(Boolean);
    case 'or':
      return expr.items.map((e) => evaluate(e, text, found)).some(Boolean);
  }
}

/**
 * The terms (not under NOT) a text matches when it satisfies the expression, in the order
 * written; null when it does not satisfy it.
 */
export function keywordMatch(expr: KeywordExpr, text: string | MatchableText): KeywordTerm[] | null {
  const found = new Set<KeywordTerm>();
  const matchable = typeof text === 'string' ? matchableText(text) : text;
  if (!evaluate(expr, matchable, found)) return null;
  return termsOf(expr).filter((t) => found.has(t));
}

export function matchesKeywords(expr: KeywordExpr, text: string): boolean {
  return keywordMatch(expr, text) !== null;
}

/** A term as written for a platform that takes quoted phrases. */
export function quotedTerm(term: KeywordTerm): string {
  return term.phrase || /\s/.test(term.text) ? `"${term.text}"` : term.text;
}

// ---------------------------------------------------------------------------------------------
// Relevance of a keyword match
// ---------------------------------------------------------------------------------------------
/** What a keyword match is worth before the share of the expression's terms it has. */
export const KEYWORD_MATCH_BASE = 0.6;

/**
 * Scoring's check of a keyword search (rank.ts): for each text, null when it does not satisfy the
 * expression (the item is dropped before scoring, so it is never shown or charged), else its
 * relevance: a match is relevant by construction (KEYWORD_MATCH_BASE), and more so the more of
 * the expression's words and phrases it names (each weighs its number of words). The classifier's
 * signal-ness then ranks the matches as for any search. An expression that does not parse (inputs
 * are checked, so only ever an old row) matches nothing.
 */
export function keywordRelevance(expression: string): (text: string) => number | null {
  let expr: KeywordExpr;
  try {
    expr = parseKeywords(expression);
  } catch (error) {
    if (error instanceof KeywordSyntaxError) return () => null;
    throw error;
  }
  const positive = positivePart(expr);
  const weightOf = (terms: readonly KeywordTerm[]) => terms.reduce((sum, t) => sum + t.words.length, 0);
  const whole = positive ? weightOf(termsOf(positive)) : 1;
  return (text) => {
    const matched = keywordMatch(expr, text);
    if (!matched) return null;
    return KEYWORD_MATCH_BASE + (1 - KEYWORD_MATCH_BASE) * Math.min(1, weightOf(matched) / whole);
  };
}
