/**
 * Words as the platforms' search indexes see them (Reddit, YouTube, GitHub and Bluesky stand-ins):
 * lower-case, whole words, plurals and possessives folded. Its own module so the stand-ins that
 * platform.ts lists can use it without importing platform.ts back.
 */

/** Folds plurals and possessives: "restaurants" → "restaurant", "companies" → "company", "boss's" → "boss". */
export function fold(word: string): string {
  let w = word.replace(/['’]s$/, '').replace(/['’]$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ss|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Lower-case words of a text, folded; inner apostrophes stay part of a word ("don't"). */
export function indexWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+(?:['’][a-z0-9]+)*/g) ?? []).map(fold);
}
