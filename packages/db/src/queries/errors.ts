/** PostgreSQL's unique_violation, as raised by postgres-js and PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown, constraintHint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint_name, constraint } = e as { code?: string; constraint_name?: string; constraint?: string };
    if (code === '23505') {
      const name = constraint_name ?? constraint ?? '';
      return !constraintHint || name.includes(constraintHint) || String((e as Error).message).includes(constraintHint);
    }
  }
  return false;
}
