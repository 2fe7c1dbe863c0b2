/**
 * The plumbing the speed benches use to run the app and the world in processes of their own
 * (child-process.ts), and the /proc readings they take of them (proc.ts).
 */
import { describe, expect, it } from 'vitest';
import { forkModule } from '../child-process';
import { processCpuMs, processRssMb, statCpuMs, statusMb } from '../proc';
import type { Request } from './fixtures/answering-child';

const child = () =>
  forkModule<{ argument: string }, Request>(new URL('./fixtures/answering-child.ts', import.meta.url).href, ['hello']);

describe('a module forked for a bench', () => {
  it('is ready with what it sent, and answers overlapping requests each to its own caller', async () => {
    const forked = await child();
    try {
      expect(forked.ready).toEqual({ argument: 'hello' });
      // The first asked answers last: each answer still reaches the request it belongs to.
      const answers = await Promise.all([
        forked.request<string>({ op: 'echo', value: 'slow', afterMs: 200 }),
        forked.request<string>({ op: 'echo', value: 'quick', afterMs: 0 }),
      ]);
      expect(answers).toEqual(['slow', 'quick']);
      await expect(forked.request({ op: 'fail' })).rejects.toThrow('asked to fail');
    } finally {
      await forked.close();
    }
  });

  it('fails the requests still waiting when it exits', async () => {
    const forked = await child();
    const waiting = forked.request({ op: 'echo', value: 'never', afterMs: 60_000 });
    await expect(forked.request({ op: 'exit' })).rejects.toThrow('exited (3)');
    await expect(waiting).rejects.toThrow('exited (3)');
    await forked.close();
  });
});

describe('/proc readings', () => {
  it('reads user plus system time past a command name holding spaces and parentheses', () => {
    // Fields after the name: state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    const stat = '4242 (node (a) b) S 1 4242 4242 0 -1 4194304 900 0 0 0 250 37 4 1 20 0 11 0 56154 3133440 393';
    expect(statCpuMs(stat)).toBe(2870);
  });

  it('reads resident memory and its peak in MB', () => {
    const status = 'Name:\tnode\nVmHWM:\t  1048576 kB\nVmRSS:\t   524288 kB\nThreads:\t11\n';
    expect(statusMb(status)).toBe(512);
    expect(statusMb(status, 'VmHWM')).toBe(1024);
    expect(statusMb('Name:\tkthreadd\n')).toBeNaN();
  });

  it.runIf(process.platform === 'linux')('counts a running process from outside it, its main thread within the whole', () => {
    const { totalMs, mainMs } = processCpuMs(process.pid);
    expect(totalMs).toBeGreaterThan(0);
    expect(mainMs).toBeLessThanOrEqual(totalMs);
    expect(processRssMb(process.pid).rss).toBeGreaterThan(0);
  });
});
