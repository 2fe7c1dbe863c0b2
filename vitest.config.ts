import { availableParallelism } from 'node:os';
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

const unit = (name: string, root: string) => ({
  test: { name, root, include: ['test/**/*.test.ts'], ...patience },
});

export default defineConfig({
  test: {
    // Vitest leaves a core free by default (one worker on a 2-core machine); most suites here wait
    // on child processes, local servers and Chromium rather than compute, so a worker per core.
    maxWorkers: availableParallelism(),
    projects: [
      unit('core', 'packages/core'),
      unit('sources', 'packages/sources'),
      unit('db', 'packages/db'),
      unit('encoder', 'packages/encoder'),
      unit('api', 'apps/api'),
      unit('bench', 'bench'),
      {
        // Browser tests drive Debian's Chromium against the real server: one browser file at a time (beside
        // one file of another project when there are 2 workers).
        test: { name: 'e2e', root: 'e2e', include: ['**/*.e2e.ts'], ...patience, fileParallelism: false },
      },
    ],
  },
});
