#!/usr/bin/env node
// The README's two commands, for a machine with only Node.js:
//   npm run app       install, build, migrate (at start-up) and serve on http://localhost:3000
//   npm run test:all  install, build and run every test
// pnpm is used when present, otherwise `npm i -g pnpm@10` installs it (corepack cannot verify
// pnpm against every registry), falling back to `npx pnpm@10`.
import { spawnSync } from 'node:child_process';

const mode = process.argv[2];
if (mode !== 'app' && mode !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs app|test');
  process.exit(2);
}

const has = (cmd) => spawnSync(cmd, ['--version'], { stdio: 'ignore', shell: process.platform === 'win32' }).status === 0;
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

let pnpm = ['pnpm'];
if (!has('pnpm')) {
  console.log('pnpm not found: installing pnpm@10 with npm');
  const global = spawnSync('npm', ['i', '-g', 'pnpm@10'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (global.status !== 0 || !has('pnpm')) pnpm = ['npx', '-y', 'pnpm@10'];
}
const pn = (...args) => run(pnpm[0], [...pnpm.slice(1), ...args]);

pn('install', '--frozen-lockfile');
pn('build');
pn(mode === 'app' ? 'start' : 'test');
