/**
 * Text that stays whole. A cut at a fixed number of UTF-16 units can land inside a surrogate pair
 * (an emoji) and leave half of it, which is no longer Unicode: PostgreSQL refuses it in JSON, and
 * feeds, mail and Slack show it as garbage. Every cut of user text goes through `truncate`, which
 * cuts between grapheme clusters (so a flag, a ZWJ family or a letter with its accents is never
 * split either), and text from outside is made well-formed where it enters (`cleanText`,
 * `mapStrings`), so nothing downstream meets a lone surrogate.
 */

const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Below this, a code unit is never joined to its neighbours (combining marks start at U+0300). */
const FREE_BELOW = 0x300;

/**
 * The last grapheme boundary at or before `index`: where a cut keeps every cluster whole. Lengths
 * stay counted in UTF-16 units (what the limits and the database count); only the place moves.
 */
export function graphemeStart(text: string, index: number): number {
  if (index <= 0) return 0;
  if (index >= text.length) return text.length;
  const before = text.charCodeAt(index - 1);
  const after = text.charCodeAt(index);
  // Most cuts fall in plain text: two such units are always two clusters, save CR LF.
  if (before < FREE_BELOW && after < FREE_BELOW && !(before === 13 && after === 10)) return index;
  return GRAPHEMES.segment(text).containing(index)!.index;
}

/**
 * `text` in at most `max` UTF-16 units: whole when it fits, else cut at a grapheme boundary with
 * `ellipsis` appended (pass '' for a bare cut). A cluster longer than the room is left out whole.
 */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  if (text.length <= max) return text;
  const room = Math.max(0, max - ellipsis.length);
  return text.slice(0, graphemeStart(text, room)) + (max >= ellipsis.length ? ellipsis : '');
}

/** C0 controls other than tab, line feed and carriage return: no feed (XML), store or reader wants them. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');

/**
 * Text from outside as we keep it: well-formed (a lone surrogate, which JSON's "\ud83d" escape
 * parses into, becomes U+FFFD) and without control characters.
 */
export function cleanText(text: string): string {
  const whole = text.isWellFormed() ? text : text.toWellFormed();
  return CONTROL.test(whole) ? whole.replace(CONTROLS, '') : whole;
}

/** Well-formed, without NUL: what PostgreSQL stores in text and in JSON. */
export const isStorableText = (text: string): boolean => text.isWellFormed() && !text.includes('\u0000');

/** Nesting walked at most: deeper than any answer or input we take, shallow enough for the stack. */
export const MAX_TEXT_DEPTH = 100;

/**
 * `value` (parsed JSON) with `fix` applied to every string in it, keys included, down to
 * MAX_TEXT_DEPTH. What needs no fix is shared, not copied: a clean answer costs one walk.
 */
export function mapStrings<T>(value: T, fix: (text: string) => string, depth = 0): T {
  if (typeof value === 'string') return fix(value) as T;
  if (value === null || typeof value !== 'object' || depth >= MAX_TEXT_DEPTH) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((item, i) => {
      const fixed = mapStrings(item, fix, depth + 1);
      if (fixed !== item) (out ??= [...value])[i] = fixed;
    });
    return (out ?? value) as T;
  }
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const entry: [string, unknown] = [fix(key), mapStrings(item, fix, depth + 1)];
    if (entry[0] !== key || entry[1] !== item) changed = true;
    return entry;
  });
  return (changed ? Object.fromEntries(entries) : value) as T;
}

/**
 * Where in `value` the first string (or key) is that `bad` holds for: its path ('' at the top,
 * `signals.0.source`; a key counts as its object's), or undefined when there is none. Nesting
 * past MAX_TEXT_DEPTH counts as bad: what was not looked at is not vouched for.
 */
export function findString(value: unknown, bad: (text: string) => boolean, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return bad(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_TEXT_DEPTH) return path;
  for (const [key, item] of Object.entries(value)) {
    if (bad(key)) return path;
    const found = findString(item, bad, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether every string in `value` (keys included) can be stored: see isStorableText. */
export const isStorable = (value: unknown): boolean => findString(value, (text) => !isStorableText(text)) === undefined;
