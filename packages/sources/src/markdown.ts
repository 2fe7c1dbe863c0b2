import { Marked } from 'marked';
import { htmlToPlainText } from './html';

/** GitHub-flavoured, line breaks as written: issue bodies are typed in a textarea. */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/**
 * GitHub issues and comments are Markdown, often with HTML in it: issue templates' `<!-- hints -->`,
 * `<details>`, entities (`&amp;`). Rendered to HTML first, then to plain text like every other
 * source's HTML: headings and list items stay as text, comments and images go, links keep their words.
 */
export function markdownToPlainText(md: string | null | undefined): string {
  if (!md) return '';
  return htmlToPlainText(markdown.parse(md) as string);
}
