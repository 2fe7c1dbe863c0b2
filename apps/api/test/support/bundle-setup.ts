/**
 * Vitest globalSetup of the API project: bundles the CLI, the MCP stdio server, the server and the
 * worker once per test run from the current source (bundle.mjs, as `pnpm build` does), so the tests
 * that run them in child processes start plain node on compiled code rather than tsx compiling the
 * app at every spawn (seconds each on a busy machine). The bundle sits under apps/api/node_modules,
 * where its npm imports resolve as dist/'s do, in a directory of its own (runs may overlap).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain .mjs module without types (the build's own).
import { ENTRY_POINTS, bundleApi } from '../../bundle.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory holding this run's bundle (test/support/bundle.ts). */
    apiBundleDir: string;
  }
}

const CACHE = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url));

export default async function setup(project: TestProject) {
  mkdirSync(CACHE, { recursive: true });
  const dir = mkdtempSync(join(CACHE, 'firstsignal-test-bundle-'));
  await bundleApi({ outdir: dir, entryPoints: { ...ENTRY_POINTS, mcp: 'src/mcp/stdio.ts' } });
  project.provide('apiBundleDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
