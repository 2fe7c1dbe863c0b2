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
} catch {
  summary = 'Tests: 0 passed, 1 failed';
}
rmSync(dir, { recursive: true, force: true });
console.log(summary);
process.exit(result.status ?? 1);
