/**
 * Monitoring's job queue: pg-boss (a maintained PostgreSQL queue) over the app's own database
 * connection, through its `db` option. The same code runs on PostgreSQL (postgres-js) and on
 * embedded PGlite: there pg-boss keeps its tables in the same PGlite database and the worker runs
 * inside the server process (PGlite is single-process), with the same job table and handlers.
 *
 * Jobs carry only ids. Every job id is derived from what it stands for, so sending the same work
 * twice (two instances scheduling, a retry) adds one job; the handlers are idempotent besides.
 */
import { createHash } from 'node:crypto';
import type { Db } from '@firstsignal/db';
import PgBoss from 'pg-boss';

export const QUEUES = {
  /** One job per group of identical queries in one slot: one upstream fetch, then each run delivered. */
  runs: 'monitor-runs',
  /** One job per delivery (a message to one channel). */
  deliveries: 'monitor-deliveries',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface RunJob {
  runIds: string[];
  userIds: string[];
}
export interface DeliveryJob {
  deliveryId: string;
  userId: string;
}

interface RawPglite {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}
interface RawPostgres {
  unsafe(text: string, values?: unknown[]): Promise<unknown[]> & { simple(): Promise<unknown> };
  reserve(): Promise<RawPostgres & { release(): void }>;
}

/**
 * pg-boss's `db` adapter over the driver under Drizzle. Statements without parameters may hold
 * several commands (pg-boss's migrations, its locked maintenance): PGlite runs them with `exec`,
 * postgres-js on a reserved connection with the simple protocol (its pool refuses a bare BEGIN).
 */
export function bossDb(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client: RawPglite | RawPostgres }).$client;
  if ('exec' in client) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return { rows: (await client.query(text, values.map(nullish))).rows };
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  }
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: [...(await client.unsafe(text, values.map(nullish)))] };
      const connection = await client.reserve();
      try {
        const result = (await connection.unsafe(text).simple()) as unknown[];
        // Several commands answer a list of results; the last one is pg-boss's.
        const last = Array.isArray(result[0]) ? (result.at(-1) as unknown[]) : result;
        return { rows: [...(last ?? [])] };
      } finally {
        connection.release();
      }
    },
  };
}

/**
 * Parameters as pg (pg-boss's usual driver) would send them: undefined as null, and objects and
 * dates as text, because Drizzle's client passes json and timestamp values through unserialised.
 */
const nullish = (v: unknown) => {
  if (v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v) ? JSON.stringify(v) : v;
};

/** A UUID derived from a key: the same work always gets the same job id. */
export function jobId(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface JobQueueOptions {
  onError(error: unknown): void;
}

export function createJobQueue(db: Db, options: JobQueueOptions) {
  let boss: PgBoss | undefined;
  let started: Promise<PgBoss> | undefined;

  /**
   * Installs or upgrades pg-boss's schema (under its own lock) and our queues. `supervise` runs
   * pg-boss's expiry and archiving timers: on for a long-running worker, off for scripts and tests.
   */
  function start(startOptions: { supervise?: boolean } = {}): Promise<PgBoss> {
    started ??= (async () => {
      boss = new PgBoss({
        db: bossDb(db),
        schema: 'pgboss',
        supervise: startOptions.supervise ?? false,
        schedule: false,
        // A job whose process died is failed (and retried) by pg-boss after this; our own leases
        // usually requeue the work sooner.
        expireInSeconds: 15 * 60,
      });
      boss.on('error', options.onError);
      await boss.start();
      for (const name of Object.values(QUEUES)) {
        // Failed runs retry with pg-boss's backoff; deliveries keep their own retry schedule.
        await boss.createQueue(name, { name, retryLimit: name === QUEUES.runs ? 3 : 0, retryDelay: 5, retryBackoff: true });
      }
      return boss;
    })();
    return started;
  }

  return {
    start,

    /** Adds a job unless one with this id exists. */
    async send(name: QueueName, data: RunJob | DeliveryJob, id: string): Promise<boolean> {
      const boss = await start();
      return (await boss.send(name, data as unknown as object, { id })) !== null;
    },

    /**
     * Takes and runs the jobs waiting in these queues until none is left, in this process; a job
     * whose handler throws is failed (and so retried later). The CLI and the tests use it; a
     * worker uses `work`.
     */
    async drain(handlers: Partial<Record<QueueName, (data: never) => Promise<void>>>): Promise<number> {
      const boss = await start();
      let done = 0;
      for (;;) {
        let found = 0;
        for (const [name, handler] of Object.entries(handlers) as [QueueName, (data: unknown) => Promise<void>][]) {
          const jobs = await boss.fetch<unknown>(name, { batchSize: 10 });
          found += jobs.length;
          for (const job of jobs) {
            try {
              await handler(job.data);
              await boss.complete(name, job.id);
            } catch (error) {
              options.onError(error);
              await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            }
            done++;
          }
        }
        if (found === 0) return done;
      }
    },

    /** Polls each queue and runs its jobs as they come (a long-running worker). */
    async work(handlers: Partial<Record<QueueName, (data: never) => Promise<void>>>): Promise<void> {
      const boss = await start();
      for (const [name, handler] of Object.entries(handlers) as [QueueName, (data: unknown) => Promise<void>][]) {
        await boss.work<unknown>(name, { pollingIntervalSeconds: 2, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) await handler(job.data);
        });
      }
    },

    /** Removes the queued and finished jobs that carry this user's id (account deletion). */
    async forgetUser(userId: string): Promise<void> {
      await start();
      const { executeSql } = bossDb(db);
      for (const table of ['job', 'archive']) {
        await executeSql(
          `delete from pgboss.${table} where name = any($1::text[]) and (data->>'userId' = $2 or coalesce(data->'userIds', '[]'::jsonb) ? $2)`,
          [Object.values(QUEUES), userId],
        );
      }
    },

    /** Jobs per state, for tests and the CLI. */
    async jobs(name: QueueName): Promise<{ id: string; state: string; data: unknown }[]> {
      await start();
      const { rows } = await bossDb(db).executeSql(`select id::text, state::text, data from pgboss.job where name = $1 order by created_on`, [name]);
      return rows as { id: string; state: string; data: unknown }[];
    },

    async stop(): Promise<void> {
      if (!started) return;
      await started.catch(() => undefined);
      await boss?.stop({ graceful: true, close: false, wait: true, timeout: 5000 });
      started = undefined;
      boss = undefined;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
