import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * CI runs on a busy 2-core machine where starting a server, a database or Chromium can take many
 * times what it takes on an idle one: no test or hook fails on wall-clock time short of this
 * (a hang still ends, with the hook or test named).
 */
const BUSY_MACHINE_TIMEOUT = 300_000;

const patience = {
  testTimeout: BUSY_MACHINE_TIMEOUT,
  hookTimeout: BUSY_MACHINE_TIMEOUT,
  // expect.poll gives up after 1 s by default: far too soon for a server under load.
  expect: { poll: { timeout: 60_000 } },
};

/**
 * The projects whose files start servers, child processes or Chromium: each file costs seconds to
 * minutes, where the others' cost milliseconds.
 */
const HEAVY = new Set(['api', 'e2e']);

/**
 * Longest first, across projects: Vitest's own order runs one project after another, so the suite
 * ended on whichever project came last, its slow files beside an idle worker. The heavy projects'
 * files first (browser files take their turn among the API's), each by its last duration (Vitest's
 * results cache; a file without one first, as Vitest does), then larger first.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const key = (spec: TestSpecification) => `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
    const cost = (spec: TestSpecification) => [
      Number(HEAVY.has(spec.project.name)),
      cache.getFileTestResults(key(spec))?.duration ?? Infinity,
      cache.getFileStats(key(spec))?.size ?? statSync(spec.moduleId).size,
    ];
    const costs = new Map(files.map((spec) => [spec, cost(spec)]));
    return [...files].sort((a, b) => {
      const [ca, cb] = [costs.get(a)!, costs.get(b)!];
      const i = ca.findIndex((v, j) => v !== cb[j]);
      return i < 0 ? 0 : ca[i]! > cb[i]! ? -1 : 1;
    });
  }
}

const unit = (name: string, root: string, extra: { globalSetup?: string; isolate?: boolean } = {}) => ({
  test: { name, root, include: ['test/**/*.test.ts'], ...patience, ...extra },
});

/**
 * Pure logic, no servers or databases: the files of a worker share one module graph instead of
 * each loading core, its lexicons and tagger anew (core and sources: 123 s -> 36 s on a busy machine).
 */
const shared = { isolate: false };

export default defineConfig({
  test: {
    // Vitest leaves a core free by default (one worker on a 2-core machine); most suites here wait
    // on child processes, local servers and Chromium rather than compute, so a worker per core.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirst },
    projects: [
      unit('core', 'packages/core', shared),
      unit('sources', 'packages/sources', shared),
      unit('db', 'packages/db'),
      unit('encoder', 'packages/encoder'),
      // The CLI, MCP server, server and worker bundled once for the tests that spawn them.
      unit('api', 'apps/api', { globalSetup: 'test/support/bundle-setup.ts' }),
      unit('bench', 'bench'),
      {
        // Browser tests drive Debian's Chromium against the real server, each file its own server,
        // database and browser on free ports. They run beside the other projects' files: a project
        // without file parallelism would run on one worker after everything else.
        test: { name: 'e2e', root: 'e2e', include: ['**/*.e2e.ts'], ...patience },
      },
    ],
  },
});
