/**
 * The zero-setup path: PGlite on disk under DATA_DIR. Accounts and sessions survive a restart of
 * the server, so nobody is signed out or loses their account when it is redeployed.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '@firstsignal/db';
import { serveFromSettings } from './support/app-server';
import { call } from './support/harness';

describe('restart on the same DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fs-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start() {
    const served = await serveFromSettings({ DATA_DIR: dataDir });
    expect(served.handle.kind).toBe('pglite');
    return served;
  }

  it('keeps the account, the password and the session', async () => {
    const first = await start();
    let token: string;
    let user: { id: string; email: string; username: string; name: string };
    try {
      const reg = await call(first, 'POST', '/api/auth/register', { body: { email: 'durable@example.com', password: 'survives-restart', name: 'Dee' } });
      expect(reg.status).toBe(201);
      token = reg.json.token;
      user = reg.json.user;
    } finally {
      await first.stop();
    }
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);

    const second = await start();
    try {
      // The old token still signs in, by bearer and by cookie.
      const me = await call(second, 'GET', '/api/auth/me', { token });
      expect(me.status).toBe(200);
      expect(me.json).toEqual({ user });
      expect((await call(second, 'GET', '/api/auth/me', { headers: { cookie: `fs_session=${token}` } })).status).toBe(200);

      const login = await call(second, 'POST', '/api/auth/login', { body: { email: 'durable@example.com', password: 'survives-restart' } });
      expect(login.status).toBe(200);
      expect(login.json.user).toEqual(user);
      expect((await call(second, 'POST', '/api/auth/login', { body: { email: 'durable@example.com', password: 'not-it' } })).status).toBe(401);

      // Registering again is still a duplicate, and migrations ran once: one user, one profile, one billing row.
      const again = await call(second, 'POST', '/api/auth/register', { body: { email: 'durable@example.com', password: 'whatever1' } });
      expect(again.status).toBe(409);
      const db = second.handle.db;
      expect(await db.select({ id: schema.users.id }).from(schema.users)).toEqual([{ id: user.id }]);
      expect(await db.select({ username: schema.profiles.username }).from(schema.profiles)).toEqual([{ username: 'durable' }]);
      expect(await db.select({ plan: schema.billingInfo.plan }).from(schema.billingInfo)).toEqual([{ plan: 'free' }]);

      // Logging out now is also durable.
      expect((await call(second, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    } finally {
      await second.stop();
    }

    const third = await start();
    try {
      expect((await call(third, 'GET', '/api/auth/me', { token })).status).toBe(401);
    } finally {
      await third.stop();
    }
  });
});
