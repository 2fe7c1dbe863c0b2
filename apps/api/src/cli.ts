/**
 * Command-line entry for scripts: `rerun` re-runs saved searches (see saved/rerun-command.ts),
 * `monitors` lists, enables, disables and runs monitors (monitoring/command.ts).
 */
import { loggableMessage } from './db-errors';
import { monitorsCommand } from './monitoring/command';
import { rerunCommand } from './saved/rerun-command';

const USAGE =
  'usage: pnpm --filter @firstsignal/api rerun --user <email> [--search <id> | --all] [--json]\n' +
  '       pnpm --filter @firstsignal/api monitors list|enable|disable|run [options]';
const output = { out: (text: string) => console.log(text), err: (text: string) => console.error(text) };

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'rerun') return rerunCommand(rest, output);
  if (command === 'monitors') return monitorsCommand(rest, output);
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
