#!/usr/bin/env node
// Runs every Vitest project and ends with one plain summary line ("Tests: N passed, N failed")
// that CI reads, whatever the reporter prints above it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'firstsignal-test-'));
const report = join(dir, 'report.json');
const result = spawnSync(
  'pnpm',
  ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
let summary = 'Tests: 0 passed, 0 failed';
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  summary = `Tests: ${json.numPassedTests} passed, ${json.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`;
  printSlowest(json.testResults ?? []);
} catch {
  summary = 'Tests: 0 passed, 1 failed';
}
/** The files that cost the suite most, so keeping it well under CI's budget starts from figures. */
function printSlowest(files) {
  const slowest = files
    .map((f) => ({ name: f.name.replace(`${process.cwd()}/`, ''), seconds: (f.endTime - f.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 15);
  console.log('Slowest test files (s):');
  for (const f of slowest) console.log(`  ${f.seconds.toFixed(1).padStart(6)}  ${f.name}`);
}
rmSync(dir, { recursive: true, force: true });
console.log(summary);
process.exit(result.status ?? 1);
