/**
 * The theme a founder picked, found again in fresh themes once the signals changed (Load More,
 * a re-run). Themes are clustered and ranked anew each time, so a key (`theme-N`, a rank) can
 * name another theme and a label can change as members join.
 */
import type { Theme, ThemeSet } from './cluster';

/** What is kept of a picked theme: as it was when picked. */
export type ThemePick = Pick<Theme, 'key' | 'label' | 'signalIds'>;

/**
 * The theme with the picked label; else the theme that still holds most of the picked members,
 * when that is more than half of them (the same people, a new name); else null: the theme is gone.
 * A named theme never turns into Other.
 */
export function followTheme(pick: ThemePick, set: ThemeSet): Theme | null {
  // Other is the one key that is not a rank.
  if (pick.key === 'other') return set.themes.find((t) => t.key === 'other') ?? null;
  const same = set.themes.find((t) => t.label === pick.label && t.key !== 'other');
  if (same) return same;
  const picked = new Set(pick.signalIds);
  let best: Theme | null = null;
  let bestShared = 0;
  for (const t of set.themes) {
    if (t.key === 'other') continue;
    const shared = t.signalIds.filter((id) => picked.has(id)).length;
    if (shared > bestShared) [best, bestShared] = [t, shared];
  }
  return bestShared * 2 > picked.size ? best : null;
}
