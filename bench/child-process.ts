/**
 * A bench module run in a process of its own (forked with tsx) and spoken to over Node's IPC
 * channel, so that what the bench measures there (the app, the world it searches) shares no event
 * loop and no CPU count with the bench's clients. The child sends one message once it is ready,
 * then answers each request, tagged with the request's id (requests may overlap: twenty users at
 * once each move the app's clock), and stops on SIGTERM.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

type Envelope = { ready: unknown } | { id: number; result?: unknown; error?: string };

export interface Forked<Ready, Request> {
  pid: number;
  /** What the child sent once ready. */
  ready: Ready;
  request<Result = void>(request: Request): Promise<Result>;
  /** SIGTERM, then waits for the child to exit. */
  close(): Promise<void>;
}

/** Forks `moduleUrl` (a module calling `answerRequests` when run as a child) and waits for it to be ready. */
export async function forkModule<Ready, Request>(moduleUrl: string, args: string[] = []): Promise<Forked<Ready, Request>> {
  const name = fileURLToPath(moduleUrl);
  const child = fork(name, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let ids = 0;
  let readied: (ready: Ready) => void;
  const ready = new Promise<Ready>((resolve) => (readied = resolve));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const gone = exited.then((code) => {
    const error = new Error(`${name} exited (${code})`);
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
    throw error;
  });
  gone.catch(() => undefined); // read by whoever waits: a request, or the first ready
  child.on('message', (message: Envelope) => {
    if ('ready' in message) return readied(message.ready as Ready);
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.error === undefined) waiter?.resolve(message.result);
    else waiter?.reject(new Error(message.error));
  });
  return {
    pid: child.pid!,
    ready: await Promise.race([ready, gone]),
    request<Result>(request: Request) {
      const id = ids++;
      const answer = new Promise<Result>((resolve, reject) =>
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
      );
      child.send({ id, request });
      return answer;
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The child's side: sends `ready`, answers each request with `answer`'s result, and runs `close` on SIGTERM before exiting. */
export function answerRequests<Request>(ready: unknown, answer: (request: Request) => unknown, close: () => Promise<void>) {
  process.on('message', async ({ id, request }: { id: number; request: Request }) => {
    try {
      process.send!({ id, result: await answer(request) } satisfies Envelope);
    } catch (error) {
      process.send!({ id, error: error instanceof Error ? error.message : String(error) } satisfies Envelope);
    }
  });
  process.on('SIGTERM', () => void close().then(() => process.exit(0)));
  process.send!({ ready } satisfies Envelope);
}

/** Whether the calling module was started as a forked child (not imported, not run from a shell). */
export const isForkedChild = (moduleUrl: string) => Boolean(process.send) && moduleUrl === `file://${process.argv[1]}`;
