/**
 * `monitors list | enable | disable | run`: the saved searches' monitors from the command line,
 * through the same services as the server. `run` does what a worker does once: schedules what is
 * due (a missed slot once) and runs every queued job in this process; `--search` runs that
 * monitor now. Exit codes: 0 done, 1 failed (unknown user or search, database in use), 2 bad arguments.
 */
import { parseArgs } from 'node:util';
import { MONITOR_FREQUENCIES, monitorSettingsInput } from '@firstsignal/core';
import { findUserByEmail, listMonitors, type DbHandle } from '@firstsignal/db';
import { loggableMessage } from '../db-errors';
import { HttpError } from '../http/errors';
import { EXIT, type Output } from '../cli-output';
import { openFromSettings } from '../saved/rerun-command';
import { createServices } from '../services';
import { scheduleNow } from './scheduler';

export const MONITORS_USAGE = `usage: pnpm --filter @firstsignal/api monitors <command> [options]

  list     --user <email> [--json]          the user's monitors: schedule, next and last run, state
  enable   --user <email> --search <id>     turn monitoring on for a saved search
           [--frequency ${MONITOR_FREQUENCIES.join('|')}] [--hour 0-23] [--weekday 0-6 (0 = Sunday)]
           [--time-zone <IANA zone, e.g. Europe/Berlin>]   (default: daily at 9 in UTC)
  disable  --user <email> --search <id>     turn it off
  run      [--user <email> --search <id>]   run what is due now (missed slots once), and send what
                                            waits; with --search, run that monitor now

Reads the same settings as the server (DATABASE_URL, or DATA_DIR for the embedded database).`;

class UsageError extends Error {}

function parse(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv[0] === '--' ? argv.slice(1) : argv,
      options: {
        user: { type: 'string' },
        search: { type: 'string' },
        frequency: { type: 'string' },
        hour: { type: 'string' },
        weekday: { type: 'string' },
        'time-zone': { type: 'string' },
        json: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: true,
    });
    const command = positionals[0];
    if (positionals.length !== 1 || !['list', 'enable', 'disable', 'run'].includes(command!)) throw new UsageError('choose one command: list, enable, disable or run');
    if (command !== 'run' && !values.user?.trim()) throw new UsageError('--user <email> is required');
    if ((command === 'enable' || command === 'disable') && !values.search) throw new UsageError('--search <id> is required');
    if (command === 'run' && Boolean(values.search) !== Boolean(values.user)) throw new UsageError('run --search needs --user too');
    return { command: command as 'list' | 'enable' | 'disable' | 'run', ...values };
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError(error instanceof Error ? error.message : String(error));
  }
}

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').replace(/:\d\d\.\d{3}Z$/, ' UTC') : '-');

export async function monitorsCommand(argv: string[], output: Output): Promise<number> {
  let options: ReturnType<typeof parse>;
  try {
    options = parse(argv);
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${MONITORS_USAGE}`);
    return EXIT.usage;
  }
  const opened = await openFromSettings(output);
  if (!opened) return EXIT.failed;
  const { env, handle } = opened;
  const services = createServices({ env, db: handle.db });
  services.monitoring.setLogger({
    error: (error, message) => output.err(`${message}: ${loggableMessage(error)}`),
    warn: (details, message) => output.err(`${message}: ${details.ids.join(', ')}`),
  });
  try {
    return await run(services, handle, options, output);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    output.err(error.message);
    return EXIT.failed;
  } finally {
    await services.monitoring.stop();
    await services.billing.stop();
    await handle.close();
  }
}

async function run(services: ReturnType<typeof createServices>, handle: DbHandle, options: ReturnType<typeof parse>, output: Output): Promise<number> {
  const { monitoring } = services;
  const user = options.user ? await findUserByEmail(handle.db, options.user.trim()) : undefined;
  if (options.user && !user) {
    output.err(`No user with the email ${options.user}.`);
    return EXIT.failed;
  }
  switch (options.command) {
    case 'list': {
      const { monitors } = await monitoring.list(user!.id);
      const names = new Map((await listMonitors(handle.db, user!.id)).map((m) => [m.savedSearchId, m.name]));
      if (options.json) {
        output.out(JSON.stringify({ user: user!.email, monitors: monitors.map((m) => ({ ...m, name: names.get(m.savedSearchId) })) }, null, 2));
      } else if (monitors.length === 0) {
        output.out(`${user!.email} has no monitored searches.`);
      } else {
        for (const m of monitors) {
          const schedule = m.frequency === 'hourly' ? 'hourly' : `${m.frequency} at ${m.hour}:00${m.frequency === 'weekly' ? ` (day ${m.weekday})` : ''} ${m.timeZone}`;
          output.out(
            `${m.savedSearchId}  "${names.get(m.savedSearchId)}"  ${m.enabled ? 'on' : 'off'}, ${schedule}, ${m.state}; next ${when(m.nextRunAt)}; last ${when(m.lastRunAt)}` +
              (m.lastRun ? `, ${m.lastRun.delivered} new delivered` : ''),
          );
        }
      }
      return EXIT.ok;
    }
    case 'enable':
    case 'disable': {
      const input = monitorSettingsInput.safeParse({
        id: options.search,
        enabled: options.command === 'enable',
        frequency: options.frequency,
        hour: options.hour,
        weekday: options.weekday,
        timeZone: options['time-zone'],
      });
      if (!input.success) {
        output.err(`${input.error.issues[0]?.message ?? 'Invalid options'}\n\n${MONITORS_USAGE}`);
        return EXIT.usage;
      }
      const { monitor } = await monitoring.set(user!.id, input.data);
      output.out(monitor.enabled ? `Monitoring on for ${monitor.savedSearchId}: ${monitor.frequency}, next run ${when(monitor.nextRunAt)}.` : `Monitoring off for ${monitor.savedSearchId}.`);
      return EXIT.ok;
    }
    case 'run': {
      if (options.search && !(await scheduleNow(handle.db, user!.id, options.search, services.now()))) {
        output.err(`Saved search ${options.search} is not monitored for ${user!.email}: enable it first.`);
        return EXIT.failed;
      }
      await monitoring.start({ worker: false });
      await monitoring.tick();
      const jobs = await monitoring.drain();
      output.out(jobs === 0 ? 'Nothing was due.' : `Ran ${jobs} ${jobs === 1 ? 'job' : 'jobs'}.`);
      return EXIT.ok;
    }
  }
}
