/** What every command-line command shares: where it writes, and its exit codes. */
export const EXIT = { ok: 0, failed: 1, usage: 2, quota: 3 } as const;

export interface Output {
  out(text: string): void;
  err(text: string): void;
}
