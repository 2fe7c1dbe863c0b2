/**
 * A theme name from an AI provider is kept only when it is grounded (issue 28): every key word of
 * the name (not a stopword, 3+ letters) occurs, stemmed, in the theme's members' text. A name
 * that brings in words of its own ("AI-powered growth") is refused and the local label stays.
 */
import { STOPWORDS, stem, tokenize } from '../text';

const keyWords = (text: string) => tokenize(text).filter((t) => t.length >= 3 && !STOPWORDS.has(t));

export function isGroundedName(name: string, memberTexts: readonly string[]): boolean {
  const words = keyWords(name);
  if (words.length === 0 || name.trim().length > 60) return false;
  const present = new Set(memberTexts.flatMap((t) => tokenize(t).map(stem)));
  return words.every((w) => present.has(stem(w)));
}
