/**
 * The last tie-break of every ordering of signals and items: by id, as code units, so the same
 * input always comes out in the same order whatever order it came in (and in every JavaScript
 * engine: no locale rules).
 */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
