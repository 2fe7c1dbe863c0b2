/**
 * `monitors list | enable | disable | run`: the saved searches' monitors from the command line,
 * through the same services as the server. `run` does what a worker does once: schedules what is
 * due (a missed slot once) and runs every queued job in this process; `--search` runs that
 * monitor now. With `--api-url` (or FIRSTSIGNAL_API_URL) and FIRSTSIGNAL_API_KEY, list, enable and
 * disable ask that running server instead (cli-remote.ts); `run` is a worker's job and stays local.
 * Exit codes: 0 done, 1 failed (unknown user or search, database in use), 2 bad arguments.
 */
import { parseArgs } from 'node:util';
import { MONITOR_FREQUENCIES, monitorSettingsInput, type MonitorSettingsInput } from '@firstsignal/core';
import { findUserByEmail, listMonitors, type DbHandle } from '@firstsignal/db';
import { loggableMessage } from '../db-errors';
import { HttpError } from '../http/errors';
import { EXIT, type Output } from '../cli-output';
import { API_URL_MESSAGE, apiUrlOption, asKeyOwner, modeOrSay, USER_REQUIRED, type RemoteSettings } from '../cli-remote';
import { openDb, settingsOrSay } from '../cli-settings';
import { createServices, stopServices } from '../services';
import { scheduleNow } from './scheduler';
import type { Monitoring } from './service';

export const MONITORS_USAGE = `usage: pnpm --filter @firstsignal/api monitors <command> [options]

  list     --user <email> [--json]          the user's monitors: schedule, next and last run, state
  enable   --user <email> --search <id>     turn monitoring on for a saved search
           [--frequency ${MONITOR_FREQUENCIES.join('|')}] [--hour 0-23] [--weekday 0-6 (0 = Sunday)]
           [--time-zone <IANA zone, e.g. Europe/Berlin>]   (default: daily at 9 in UTC)
  disable  --user <email> --search <id>     turn it off
  run      [--user <email> --search <id>]   run what is due now (missed slots once), and send what
                                            waits; with --search, run that monitor now

  --api-url <url>   list, enable and disable through this running server's API (or set
                    FIRSTSIGNAL_API_URL), with the API key in FIRSTSIGNAL_API_KEY (scopes: read to
                    list, write to enable or disable); --user is then optional (checked against the key)

Without --api-url it reads the same settings as the server (DATABASE_URL, or DATA_DIR for the
embedded database) and opens the database itself; run always does.`;

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
        'api-url': { type: 'string' },
      },
      strict: true,
      allowPositionals: true,
    });
    const command = positionals[0];
    if (positionals.length !== 1 || !['list', 'enable', 'disable', 'run'].includes(command!)) throw new UsageError('choose one command: list, enable, disable or run');
    const apiUrl = apiUrlOption(values['api-url']);
    if (apiUrl === null) throw new UsageError(API_URL_MESSAGE);
    if ((command === 'enable' || command === 'disable') && !values.search) throw new UsageError('--search <id> is required');
    if (command === 'run' && Boolean(values.search) !== Boolean(values.user)) throw new UsageError('run --search needs --user too');
    return { command: command as 'list' | 'enable' | 'disable' | 'run', ...values, user: values.user?.trim() || undefined, apiUrl };
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError(error instanceof Error ? error.message : String(error));
  }
}

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').replace(/:\d\d\.\d{3}Z$/, ' UTC') : '-');

type Options = ReturnType<typeof parse>;

/** What list, enable and disable need, from the database or a running server's API. */
interface Monitors {
  email: string;
  list(): Promise<{ view: Awaited<ReturnType<Monitoring['list']>>; names: Map<string, string> }>;
  set(input: MonitorSettingsInput): ReturnType<Monitoring['set']>;
}

export async function monitorsCommand(argv: string[], output: Output): Promise<number> {
  let options: Options;
  try {
    options = parse(argv);
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${MONITORS_USAGE}`);
    return EXIT.usage;
  }
  if (options.command === 'run' && options.apiUrl) {
    output.err('monitors run works on the database only (a running server already runs what is due): run it without --api-url.');
    return EXIT.usage;
  }
  const env = settingsOrSay(output);
  // `run` is a worker's round: always on the database, whatever FIRSTSIGNAL_API_URL says.
  const mode = env && (options.command === 'run' ? { remote: undefined } : modeOrSay(env, options.apiUrl, output));
  if (!env || !mode) return EXIT.failed;
  if (mode.remote) return monitorsRemote(mode.remote, options, output);
  if (options.command !== 'run' && !options.user) {
    output.err(`${USER_REQUIRED}\n\n${MONITORS_USAGE}`);
    return EXIT.usage;
  }
  const handle = await openDb(env, output);
  if (!handle) return EXIT.failed;
  const services = createServices({ env, db: handle.db, dbKind: handle.kind });
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
    await stopServices(services);
    await handle.close();
  }
}

function monitorsRemote(remote: RemoteSettings, options: Options, output: Output): Promise<number> {
  return asKeyOwner(remote, options.user, output, (api, email) =>
    listOrSet(
      {
        email,
        async list() {
          const [view, searches] = await Promise.all([api.monitors(), api.searches()]);
          return { view, names: new Map(searches.map((s) => [s.id, s.name])) };
        },
        set: api.setMonitor,
      },
      options,
      output,
    ),
  );
}

async function run(services: ReturnType<typeof createServices>, handle: DbHandle, options: Options, output: Output): Promise<number> {
  const { monitoring } = services;
  const user = options.user ? await findUserByEmail(handle.db, options.user) : undefined;
  if (options.user && !user) {
    output.err(`No user with the email ${options.user}.`);
    return EXIT.failed;
  }
  if (options.command !== 'run') {
    return listOrSet(
      {
        email: user!.email,
        list: async () => ({
          view: await monitoring.list(user!.id),
          names: new Map((await listMonitors(handle.db, user!.id)).map((m) => [m.savedSearchId, m.name])),
        }),
        set: (input) => monitoring.set(user!.id, input),
      },
      options,
      output,
    );
  }
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

async function listOrSet(monitors: Monitors, options: Options, output: Output): Promise<number> {
  if (options.command === 'list') {
    const { view, names } = await monitors.list();
    const { monitors: list } = view;
    if (options.json) {
      output.out(JSON.stringify({ user: monitors.email, monitors: list.map((m) => ({ ...m, name: names.get(m.savedSearchId) })) }, null, 2));
    } else if (list.length === 0) {
      output.out(`${monitors.email} has no monitored searches.`);
    } else {
      for (const m of list) {
        const schedule = m.frequency === 'hourly' ? 'hourly' : `${m.frequency} at ${m.hour}:00${m.frequency === 'weekly' ? ` (day ${m.weekday})` : ''} ${m.timeZone}`;
        output.out(
          `${m.savedSearchId}  "${names.get(m.savedSearchId)}"  ${m.enabled ? 'on' : 'off'}, ${schedule}, ${m.state}; next ${when(m.nextRunAt)}; last ${when(m.lastRunAt)}` +
            (m.lastRun ? `, ${m.lastRun.delivered} new delivered` : ''),
        );
      }
    }
    return EXIT.ok;
  }
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
  const { monitor } = await monitors.set(input.data);
  output.out(monitor.enabled ? `Monitoring on for ${monitor.savedSearchId}: ${monitor.frequency}, next run ${when(monitor.nextRunAt)}.` : `Monitoring off for ${monitor.savedSearchId}.`);
  return EXIT.ok;
}
