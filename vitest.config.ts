import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const unit = (name: string, root: string) => ({
  test: { name, root, include: ['test/**/*.test.ts'], testTimeout: 20_000 },
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
        test: { name: 'e2e', root: 'e2e', include: ['**/*.e2e.ts'], testTimeout: 60_000, hookTimeout: 60_000, fileParallelism: false },
      },
    ],
  },
});
