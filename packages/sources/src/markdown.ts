import { Marked } from 'marked';
import { htmlToPlainText } from './html';

/** GitHub-flavoured, line breaks as written: posts and issues are typed in a textarea. */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/**
 * GitHub issues and Lemmy posts are Markdown, often with HTML in it: issue templates'
 * `<!-- hints -->`, `<details>`, entities (`&amp;`), Lemmy's `::: spoiler title` blocks. Rendered
 * to HTML first, then to plain text like every other source's HTML: headings and list items stay
 * as text, comments and images go, links keep their words.
 */
export function markdownToPlainText(md: string | null | undefined): string {
  if (!md) return '';
  // A spoiler's fence goes; its title and what it hides stay, as words people wrote.
  const unfenced = md.replace(/^:::[ \t]*spoiler[ \t]*(.*)$/gim, '$1').replace(/^:::[ \t]*$/gm, '');
  return htmlToPlainText(markdown.parse(unfenced) as string);
}
