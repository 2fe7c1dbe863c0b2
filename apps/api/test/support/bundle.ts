/** The entry points as this test run bundled them (bundle-setup.ts): run with plain node. */
import { join } from 'node:path';
import { inject } from 'vitest';

export type BundledEntry = 'cli' | 'server' | 'worker' | 'mcp';

/** `node --enable-source-maps <file>` runs it; a stack trace names the source lines. */
export const bundled = (entry: BundledEntry) => ['--enable-source-maps', join(inject('apiBundleDir'), `${entry}.js`)];
