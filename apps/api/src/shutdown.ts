/**
 * Graceful shutdown for the entry points (server, worker). On SIGTERM or SIGINT: stop taking new
 * work and let what is in flight finish, for up to the timeout; then cut off what is left and close
 * the database last, so PGlite's data directory is left consistent (an orchestrator's SIGKILL
 * after its grace period would not give it that chance). A second signal ends the process at once.
 */
export interface ShutdownSteps {
  /** Stops accepting work and resolves once the work in flight is done. */
  drain(): Promise<void>;
  /** Cuts off what is still running when the timeout is reached (open HTTP connections). */
  cutOff?(): void;
  closeDb(): Promise<void>;
}

export interface ShutdownLog {
  info(message: string): void;
  error(message: string): void;
}

export function closeOnSignals(steps: ShutdownSteps, options: { timeoutSeconds: number; log: ShutdownLog }): void {
  const { log, timeoutSeconds } = options;
  let shuttingDown = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      log.error(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    shuttingDown = true;
    log.info(`${signal}: finishing the work in flight (up to ${timeoutSeconds} s), then closing the database`);
    void shutDown(steps, timeoutSeconds, log).then((code) => process.exit(code));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** 0 when everything finished in time, 1 when work had to be cut off or a step failed. */
async function shutDown(steps: ShutdownSteps, timeoutSeconds: number, log: ShutdownLog): Promise<number> {
  let code = 0;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutSeconds * 1000)));
  const drained = steps.drain().then(
    () => 'drained' as const,
    (error: unknown) => {
      log.error(`shutdown: stopping failed: ${error instanceof Error ? error.message : String(error)}`);
      return 'failed' as const;
    },
  );
  const outcome = await Promise.race([drained, timedOut]);
  clearTimeout(timer);
  if (outcome !== 'drained') {
    code = 1;
    if (outcome === 'timeout') log.error(`shutdown: work still running after ${timeoutSeconds} s was cut off`);
    steps.cutOff?.();
  }
  try {
    await steps.closeDb();
    log.info('shutdown: database closed');
  } catch (error) {
    log.error(`shutdown: closing the database failed: ${error instanceof Error ? error.message : String(error)}`);
    code = 1;
  }
  return code;
}
