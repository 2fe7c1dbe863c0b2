/**
 * The real server entry (src/server.ts, what `pnpm start` runs once built) in a child process, with
 * only the given settings in its environment, on a random port. For tests that signal or kill it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerChild {
  url: string;
  pid: number;
  /** Everything it printed so far (JSON log lines). */
  output(): string;
  /** Resolves with its exit code (null when a signal ended it) and that signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

export async function startServerChild(settings: Record<string, string>): Promise<ServerChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
      const listening = /"msg":"FirstSignal on (http:\/\/localhost:\d+)/.exec(output);
      if (listening) resolve(listening[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return { url, pid: child.pid!, output: () => output, exited, kill: (signal) => child.kill(signal) };
}
