/**
 * `pnpm db:backup [file]` and `pnpm db:restore <file> [--force]`: a backup of the database the
 * server's settings name (DATABASE_URL, else the embedded one in DATA_DIR), and its restore.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupDatabase, defaultBackupFile, restoreDatabase, type BackupTarget } from '@firstsignal/db';
import { EXIT, type Output } from './cli-output';
import { EnvError, loadEnv, type Env } from './env';

export const BACKUP_USAGE = 'usage: pnpm db:backup [file]\n       pnpm db:restore <file> [--force]';

/** `settings` reads the server's settings (tests hand theirs in). */
export async function backupCommand(command: 'backup' | 'restore', argv: string[], output: Output, settings: () => Env = loadEnv): Promise<number> {
  let args: { file: string | undefined; force: boolean };
  try {
    const { values, positionals } = parseArgs({ args: argv, options: { force: { type: 'boolean' } }, allowPositionals: true, strict: true });
    if (positionals.length > 1 || (command === 'backup' && values.force)) throw new Error('Too many arguments');
    args = { file: positionals[0], force: values.force ?? false };
    if (command === 'restore' && !args.file) throw new Error('Name the backup file to restore');
  } catch (error) {
    output.err(`${(error as Error).message}\n${BACKUP_USAGE}`);
    return EXIT.usage;
  }
  let target: BackupTarget;
  try {
    const env = settings();
    target = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    output.err(error.message);
    return EXIT.failed;
  }
  const where = target.databaseUrl ? 'the PostgreSQL database in DATABASE_URL' : `the embedded database in ${resolve(target.dataDir)}`;
  try {
    if (command === 'backup') {
      const file = args.file ?? defaultBackupFile(target);
      await backupDatabase(target, file);
      output.out(`Backed up ${where} to ${resolve(file)}`);
    } else {
      await restoreDatabase(target, args.file!, { force: args.force });
      output.out(`Restored ${resolve(args.file!)} into ${where}. Start the server to use it.`);
    }
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    output.err(error.message);
    return EXIT.failed;
  }
}
