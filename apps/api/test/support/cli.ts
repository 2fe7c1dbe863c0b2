/**
 * The real CLI in a child process, with only the given settings in its environment: this run's
 * bundle of src/cli.ts (bundle.ts), or with `source` the way `pnpm rerun` starts it
 * (`node --import tsx src/cli.ts …`, compiling at every start).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundled } from './bundle';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], env: Record<string, string>, { source = false } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(source ? ['--import', 'tsx', 'src/cli.ts'] : bundled('cli')), ...args], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
