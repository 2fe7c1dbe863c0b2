/** Command-line entry for scripts (the saved-search re-run arrives with its issue). */
console.error('usage: pnpm --filter @firstsignal/api rerun --user <email> [--search <id> | --all] [--json]');
process.exit(2);
