/**
 * SIGKILL in the middle of a burst of writes (issue 11): the real server on the embedded database
 * is killed while founders register and save signals; restarted on the same DATA_DIR, it opens,
 * and every write it had answered 2xx is there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { pgliteInUse, schema } from '@firstsignal/db';
import { afterEach, describe, expect, it } from 'vitest';
import { serveFromSettings } from './support/app-server';
import { call, registerUser } from './support/harness';
import { startServerChild } from './support/server-child';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** Keeps writing until told to stop; records what the server acknowledged. */
async function writer(write: (n: number) => Promise<number>, acked: number[], stop: () => boolean) {
  for (let n = 0; !stop(); n++) {
    const status = await write(n).catch(() => 0);
    if (status >= 200 && status < 300) acked.push(n);
  }
}

describe('SIGKILL during a burst of writes on the embedded database', () => {
  it('keeps every acknowledged registration and saved signal, and opens again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fs-kill-writes-'));
    closers.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServerChild({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    closers.push(() => server.kill('SIGKILL'));
    const founder = await registerUser(server, { email: 'burst@example.com', password: 'burst password' });

    const signal = (worker: number, n: number) => ({
      title: `Burst signal ${worker}-${n}`,
      snippet: 'Looking for a tool that does this',
      platform: 'reddit',
      url: `https://www.reddit.com/r/test/comments/w${worker}n${n}/burst/`,
    });
    const savedSignals: number[][] = [[], [], []];
    const registered: number[] = [];
    let killed = false;
    const acknowledged = () => registered.length + savedSignals.reduce((sum, acked) => sum + acked.length, 0);
    const writers = [
      writer((n) => call(server, 'POST', '/api/auth/register', { body: { email: `burst${n}@example.com`, password: 'burst password' } }).then((r) => r.status), registered, () => killed),
      ...savedSignals.map((acked, w) => writer((n) => call(server, 'POST', '/api/signals/save', { token: founder.token, body: signal(w, n) }).then((r) => r.status), acked, () => killed)),
    ];
    // Registrations are slow (argon2id), so wait for at least one of them too.
    for (let i = 0; acknowledged() < 40 || registered.length === 0; i++) {
      if (i > 600) throw new Error(`the writes were never answered:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    server.kill('SIGKILL');
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
    killed = true;
    await Promise.all(writers);
    expect(savedSignals.every((acked) => acked.length > 0)).toBe(true);
    expect(registered.length).toBeGreaterThan(0);

    // Killed, it could not close the database: its lock file is left behind. Restarted on the
    // same data dir anyway, PGlite recovers from its write-ahead log.
    expect(pgliteInUse(dataDir)).toBeDefined();
    const restarted = await serveFromSettings({ DATA_DIR: dataDir });
    closers.push(() => restarted.stop());
    const db = restarted.handle.db;
    const stored = new Set(
      (await db.select({ id: schema.savedSignals.signalId }).from(schema.savedSignals).where(eq(schema.savedSignals.userId, founder.user.id))).map((r) => r.id),
    );
    savedSignals.forEach((acked, w) => {
      for (const n of acked) expect(stored.has(`reddit:w${w}n${n}`), `signal ${w}-${n}`).toBe(true);
    });
    for (const n of registered) {
      const login = await call(restarted, 'POST', '/api/auth/login', { body: { email: `burst${n}@example.com`, password: 'burst password' } });
      expect(login.status, `burst${n}@example.com`).toBe(200);
    }
    // And it takes new writes.
    expect((await call(restarted, 'POST', '/api/signals/save', { token: founder.token, body: signal(9, 0) })).status).toBe(200);
  });
});
