/**
 * Overage to Stripe's meter (decisions §7). Every usage-ledger entry with overage is reported once
 * as a meter event (`STRIPE_METER_EVENT`, value = overage results) whose identifier and
 * idempotency key are the ledger id, so Stripe counts it once however often it is sent. Entries
 * Stripe did not accept stay pending (meter_attempts counts the tries) and are retried on the next
 * run: after each charging search and on a timer.
 */
import { pendingOverage, recordMeterAttempt, type Db, type PendingOverage } from '@firstsignal/db';
import { stripeErrorFields, type BillingLogger, type StripeClient } from './stripe';

export const METER_INTERVAL_MS = 60_000;
const BATCH = 100;
/** Stripe accepts meter events timestamped up to 35 days back; older ones are sent as of now. */
const MAX_BACKDATE_S = 34 * 86_400;

export interface MeterRun {
  reported: number;
  failed: number;
}

export function createMeterReporter(deps: {
  db: Db;
  now: () => Date;
  stripe: StripeClient | undefined;
  eventName: string | undefined;
  log: () => BillingLogger;
  intervalMs?: number;
}) {
  const { db, now, stripe, eventName } = deps;
  let chain: Promise<unknown> = Promise.resolve();
  /** Runs queued but not started, by user ('*' for everyone): a new request joins them. */
  const queued = new Map<string, Promise<MeterRun>>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  async function send(client: StripeClient, event: string, entry: PendingOverage): Promise<boolean> {
    const created = Math.floor(entry.createdAt.getTime() / 1000);
    const backdate = Math.floor(now().getTime() / 1000) - created <= MAX_BACKDATE_S;
    try {
      await client.billing.meterEvents.create(
        {
          event_name: event,
          payload: { stripe_customer_id: entry.stripeCustomerId, value: String(entry.overageResults) },
          identifier: entry.id,
          ...(backdate ? { timestamp: created } : {}),
        },
        { idempotencyKey: entry.id },
      );
    } catch (error) {
      await recordMeterAttempt(db, entry.id, null);
      deps.log().warn({ ledgerId: entry.id, attempts: entry.meterAttempts + 1, stripe: stripeErrorFields(error) }, 'Stripe meter event not accepted; will retry');
      return false;
    }
    await recordMeterAttempt(db, entry.id, now());
    return true;
  }

  async function runOnce(userId: string | undefined): Promise<MeterRun> {
    const result: MeterRun = { reported: 0, failed: 0 };
    if (!stripe || !eventName) return result;
    for (;;) {
      const batch = await pendingOverage(db, { userId, limit: BATCH });
      for (const entry of batch) {
        if (await send(stripe, eventName, entry)) result.reported++;
        else result.failed++;
      }
      // Failed entries would come straight back: they wait for the next run.
      if (batch.length < BATCH || result.failed > 0) return result;
    }
  }

  /** Runs one at a time, so this process never sends the same entry twice at once. */
  function enqueue(userId?: string): Promise<MeterRun> {
    const key = userId ?? '*';
    const waiting = queued.get(key);
    if (waiting) return waiting;
    const run = chain.then(() => {
      queued.delete(key);
      return runOnce(userId);
    });
    queued.set(key, run);
    chain = run.catch(() => undefined);
    return run;
  }

  const logFailure = (error: unknown) => deps.log().error({ err: error }, 'Reporting overage to Stripe failed');

  return {
    configured: Boolean(stripe && eventName),
    /** Reports pending overage now: every user's, or one user's. */
    report(options: { userId?: string } = {}): Promise<MeterRun> {
      return enqueue(options.userId);
    },
    reportSoon(userId: string): void {
      if (stopped || !stripe || !eventName) return;
      enqueue(userId).catch(logFailure);
    },
    start() {
      if (timer || !stripe || !eventName) return;
      stopped = false;
      timer = setInterval(() => void enqueue().catch(logFailure), deps.intervalMs ?? METER_INTERVAL_MS);
      timer.unref();
    },
    /** Stops the timer and waits for a run in progress (the database closes next). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await chain;
    },
  };
}
