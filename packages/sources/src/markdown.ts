import { Marked } from 'marked';
import { htmlToPlainText } from './html';

/**
 * Lemmy posts and comments are Markdown (CommonMark with GitHub's extensions, line breaks kept,
 * `::: spoiler title` blocks). Scoring and the cards need plain text: rendered to HTML, then read
 * like any other HTML (links become their label, images go, paragraphs become blank lines).
 */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

export function markdownToPlainText(text: string | null | undefined): string {
  if (!text) return '';
  // A spoiler's fence goes; its title and what it hides stay, as words people wrote.
  const unfenced = text.replace(/^:::[ \t]*spoiler[ \t]*(.*)$/gim, '$1').replace(/^:::[ \t]*$/gm, '');
  return htmlToPlainText(markdown.parse(unfenced) as string);
}
