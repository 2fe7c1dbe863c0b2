/**
 * The real entry points in a child process, with only the given settings in its environment: the
 * server (src/server.ts, what `pnpm start` runs once built) on a random port, or the monitoring
 * worker (src/worker.ts), both from this test run's bundle of the source (bundle.ts). For tests that
 * signal or kill them.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundled } from './bundle';

export const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerChild {
  url: string;
  pid: number;
  /** Everything it printed so far (JSON log lines). */
  output(): string;
  /** Resolves with its exit code (null when a signal ended it) and that signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

const SERVER_READY = /"msg":"FirstSignal on (http:\/\/localhost:\d+)/;

export const startServerChild = (settings: Record<string, string>) => startChild(bundled('server'), settings, SERVER_READY);

/** The bundle `pnpm build` makes and `npm run app` starts, run by plain node. */
export const BUILT_SERVER = 'dist/server.js';
export const startBuiltServerChild = (settings: Record<string, string>) => startChild(['--enable-source-maps', BUILT_SERVER], settings, SERVER_READY);

/** `url` is empty: the worker serves nothing. */
export const startWorkerChild = (settings: Record<string, string>) => startChild(bundled('worker'), settings, /FirstSignal monitoring worker started()/);

/** `args`: node's, naming the script to run. */
async function startChild(args: string[], settings: Record<string, string>, ready: RegExp): Promise<ServerChild> {
  const entry = args.at(-1)!;
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    // LOG_LEVEL info: the start-up line below is how the test learns the port.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', ...settings, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      const started = ready.exec(output);
      if (started) resolve(started[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`${entry} exited (${code}) before it was ready:\n${output}`)));
  });
  return { url, pid: child.pid!, output: () => output, exited, kill: (signal) => child.kill(signal) };
}
