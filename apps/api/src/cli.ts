/**
 * Command-line entry for scripts: `rerun` re-runs saved searches (see saved/rerun-command.ts),
 * `monitors` lists, enables, disables and runs monitors (monitoring/command.ts), `backup` and
 * `restore` copy the database (backup-command.ts), `ai-usage` tells the operator what the AI
 * provider cost (ai/usage-command.ts). `rerun` and `monitors list|enable|disable`
 * also work through a running server's API with a personal API key (cli-remote.ts).
 */
import { BACKUP_USAGE, backupCommand } from './backup-command';
import { loggableMessage } from './db-errors';

const USAGE =
  'usage: pnpm --filter @firstsignal/api rerun --user <email> [--search <id> | --all] [--json]\n' +
  '       pnpm --filter @firstsignal/api monitors list|enable|disable|run [options]\n' +
  BACKUP_USAGE.replace('usage: ', '       ') +
  '\n       pnpm --filter @firstsignal/api ai-usage [--days <n>] [--json]' +
  '\n\nrerun and monitors list|enable|disable also run through a running server: --api-url <url> (or\n' +
  'FIRSTSIGNAL_API_URL) with a key from Settings → API keys in FIRSTSIGNAL_API_KEY. backup and restore\n' +
  'open the database itself, always (stop the server first on the embedded database).';
const output = { out: (text: string) => console.log(text), err: (text: string) => console.error(text) };

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  // Loaded on demand: a backup need not start up the whole app's code.
  if (command === 'rerun') return (await import('./saved/rerun-command')).rerunCommand(rest, output);
  if (command === 'monitors') return (await import('./monitoring/command')).monitorsCommand(rest, output);
  if (command === 'backup' || command === 'restore') return backupCommand(command, rest, output);
  if (command === 'ai-usage') return (await import('./ai/usage-command')).aiUsageCommand(rest, output);
  output.err(command ? `Unknown command: ${command}\n${USAGE}` : USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('The command failed:', loggableMessage(error));
    process.exitCode = 1;
  },
);
