/**
 * Runs every benchmark and evaluation and prints its figures; none of them asserts a time. See bench/README.md
 * for the figures last recorded on the project's machine (2 cores).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
for (const script of ['search-latency.ts', 'scoring-throughput.ts', 'quality.ts', 'product-eval.ts', 'search-eval.ts --judge', 'feedback-eval.ts', 'themes-eval.ts', 'monitoring-budget.ts', 'load.ts', 'new-questions.ts']) {
  console.log(`\n== ${script}`);
  const [file, ...args] = script.split(' ');
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${file}`, ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
