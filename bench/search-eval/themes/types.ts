/**
 * Hand-labelled themes of the search eval's corpus (bench/themes-eval.ts), kept apart from the
 * corpus files so the frozen held-out topics stay byte-for-byte as frozen.
 *
 * An item is named by its place in its topic: the thread's index ("3"), a comment's index under
 * it ("3.2"), a reply's ("3.2.0"). Only items a search would show (grade ≥ 2) are judged; a judged
 * item listed under no theme is off-theme and belongs in "Other".
 */
export interface TopicThemes {
  topic: string;
  /** Theme name → the items in it. */
  themes: Readonly<Record<string, readonly string[]>>;
}

/** Declares a topic's themes, refusing an item listed under two themes. */
export function themeLabels(topic: string, themes: Record<string, readonly string[]>): TopicThemes {
  const seen = new Map<string, string>();
  for (const [name, items] of Object.entries(themes)) {
    for (const item of items) {
      const other = seen.get(item);
      if (other) throw new Error(`${topic}: item ${item} is under both "${other}" and "${name}"`);
      seen.set(item, name);
    }
  }
  return { topic, themes };
}
