/**
 * HTML character references in text that should be plain: App Store reviews arrive with some still
 * in them ("&amp;", "&#39;"), and an app name copied from a web page's source may carry them too.
 */
import { cleanText } from './unicode';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text with its named (the common few), decimal and hex references decoded; well-formed and free of control characters. */
export function decodeEntities(text: string): string {
  return cleanText(
    text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }),
  );
}
