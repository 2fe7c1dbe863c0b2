import { cleanText } from '@firstsignal/core';
import { compile, type HtmlToTextOptions } from 'html-to-text';

/**
 * Hacker News sends comment and story text as HTML: paragraphs as `<p>`, links as `<a>` whose text
 * is the (shortened) address, `<i>`, `<pre><code>` blocks and entities such as `&#x27;`. Scoring
 * and the cards need plain text: paragraphs become blank lines, links their visible text, code
 * stays as written.
 */
const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    // Headings as written, not shouted: html-to-text upper-cases them by default.
    ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((selector) => ({ selector, options: { uppercase: false } })),
  ],
};

/** Compiled once: a search converts hundreds of comments. */
const toText = compile(OPTIONS);

export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  // Entities decode to what they name, control characters too (`&#x1;`): cleaned like the JSON.
  return cleanText(toText(html))
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
