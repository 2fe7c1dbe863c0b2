import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccount, createDb, EmailTakenError, findProfile, findUserByEmail, schema } from '../src/index';
import { createTestDb, testDbKinds } from '../src/testing';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

describe.each(testDbKinds(TEST_DATABASE_URL))('accounts on %s', (kind) => {
  it('creates user, profile and a free billing row together, and refuses a duplicate email', async () => {
    const handle = await createTestDb(kind, TEST_DATABASE_URL);
    try {
      const user = await createAccount(handle.db, { email: 'ada@example.com', passwordHash: 'h', name: '' });
      expect(user.name).toBe('User');
      const profile = await findProfile(handle.db, user.id);
      expect(profile?.username).toBe('ada');
      expect(profile?.searchPreferences).toEqual({ defaultMaxResults: '10', defaultTimeRange: '', notificationsEnabled: true });
      const [billing] = await handle.db.select().from(schema.billingInfo);
      expect(billing).toMatchObject({ userId: user.id, plan: 'free', maxResults: 25, monthlyResultsUsed: 0 });

      await expect(createAccount(handle.db, { email: 'ada@example.com', passwordHash: 'h' })).rejects.toBeInstanceOf(EmailTakenError);
      const count = await handle.db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
      expect(count[0]?.n).toBe(1);

      const second = await createAccount(handle.db, { email: 'ada@other.org', passwordHash: 'h' });
      expect((await findProfile(handle.db, second.id))?.username).toBe('ada2');
    } finally {
      await handle.close();
    }
  });
});

describe('PGlite on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fs-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps data across a restart and migrates idempotently', async () => {
    const first = await createDb({ dataDir: dir });
    await createAccount(first.db, { email: 'keep@example.com', passwordHash: 'h' });
    await first.close();
    const second = await createDb({ dataDir: dir });
    expect((await findUserByEmail(second.db, 'KEEP@example.com'))?.email).toBe('keep@example.com');
    await second.close();
  });
});

describe.each(testDbKinds(TEST_DATABASE_URL))('concurrent sign-ups on %s', (kind) => {
  it('gives two accounts with the same email prefix distinct usernames', async () => {
    const handle = await createTestDb(kind, TEST_DATABASE_URL);
    try {
      const emails = ['sam@a.example', 'sam@b.example', 'sam@c.example', 'sam@d.example'];
      const users = await Promise.all(emails.map((email) => createAccount(handle.db, { email, passwordHash: 'h' })));
      const names = await Promise.all(users.map(async (u) => (await findProfile(handle.db, u.id))?.username));
      expect(new Set(names).size).toBe(4);
      expect(names).toContain('sam');
    } finally {
      await handle.close();
    }
  });
});
