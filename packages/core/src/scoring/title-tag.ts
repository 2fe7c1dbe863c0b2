/**
 * Hacker News marks a story's kind in its title ("Ask HN: …", "Show HN: …"). The tag is the
 * platform's, not the poster's words: it says nothing about the topic and must neither earn nor
 * cost relevance, and the ask itself is in the words after it.
 */
const TITLE_TAG = /^\s*(?:ask|show|tell|launch)\s+hn\s*[:\-–—]\s*/i;

export function withoutTitleTag(title: string): string {
  return title.replace(TITLE_TAG, '');
}
