import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** A recorded response body from test/fixtures (see PROVENANCE.md there), freshly parsed each call. */
export function fixture<T = unknown>(name: string): T {
  return JSON.parse(fixtureText(name)) as T;
}

export function fixtureText(name: string): string {
  return readFileSync(root + name, 'utf8');
}
