/**
 * A process's CPU time and resident memory as Linux counts them (/proc), read from outside the
 * process: the speed benches measure the app in a process of its own, and its counts hold on a
 * busy machine where waiting times do not. Linux only; NaN elsewhere.
 */
import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second (USER_HZ), the unit of /proc's CPU times. */
const CLOCK_TICKS = 100;

/**
 * User plus system CPU time, in ms, from a /proc stat line: the process's (every thread, those that
 * have exited too) from /proc/<pid>/stat, one thread's from /proc/<pid>/task/<tid>/stat. The
 * command name in parentheses may hold spaces and parentheses, so fields count from its last ')'.
 */
export function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line; the state (field 3) comes first after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** Resident memory in MB from /proc/<pid>/status (VmRSS, in kB; its peak is VmHWM). */
export function statusMb(status: string, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return kb === undefined ? NaN : Math.round(Number(kb) / 1024);
}

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** Process `pid`'s CPU so far, in ms: every thread's (the encoder's too), and its main thread's alone (the event loop: what /health waits behind). */
export function processCpuMs(pid: number) {
  const all = read(`/proc/${pid}/stat`);
  const main = read(`/proc/${pid}/task/${pid}/stat`);
  return { totalMs: all === undefined ? NaN : statCpuMs(all), mainMs: main === undefined ? NaN : statCpuMs(main) };
}

/** Process `pid`'s resident memory now and at its peak, in MB. */
export function processRssMb(pid: number) {
  const status = read(`/proc/${pid}/status`) ?? '';
  return { rss: statusMb(status), peak: statusMb(status, 'VmHWM') };
}

/**
 * The whole machine's CPU so far, in ms summed over its cores, from /proc/stat's first line: how
 * much was busy (everything but idle and I/O wait) and how much there was. Over a run, busy ÷ all
 * says whether the run had the machine's cores to itself or waited for them.
 */
export function machineCpuMs(): { busyMs: number; allMs: number } {
  const fields = (read('/proc/stat') ?? '').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const all = fields.reduce((a, b) => a + b, 0);
  const idle = (fields[3] ?? NaN) + (fields[4] ?? NaN);
  return { busyMs: ((all - idle) * 1000) / CLOCK_TICKS, allMs: (all * 1000) / CLOCK_TICKS };
}
