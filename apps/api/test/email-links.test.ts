/**
 * Proving email addresses (issue 23), over real HTTP with a real SMTP server: the verification
 * link a new password account is mailed (single use, expiring, refused when tampered with), its
 * rate-limited Resend, and an email change that waits for a link to the new address, answers the
 * same whether that address is taken or not, and tells the old address. Without SMTP: no links,
 * email changes apply at once, rate limited.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@firstsignal/db';
import { testDbKinds } from '@firstsignal/db/testing';
import { call, registerUser, startTestServer, TEST_DATABASE_URL, type TestServer } from './support/harness';
import { linkTokenOf, mailsTo, startSmtpServer, type Mailbox } from './support/smtp-server';

const roomy = { max: 10_000, windowMs: 60 * 60_000 };
const HOUR = 60 * 60_000;
const TOO_MANY_MAILS = /^Too many verification emails\. Please try again in (\d+) seconds\.$/;
const TOO_MANY_CHANGES = /^Too many email changes\. Please try again in (\d+) seconds\.$/;

describe.each(testDbKinds(TEST_DATABASE_URL))('email links with SMTP on %s', (kind) => {
  let mailbox: Mailbox;
  let server: TestServer;
  let offsetMs = 0;
  const follow = (token: string) => call(server, 'POST', '/api/auth/verify-email', { body: { token } });
  const me = async (token: string) => (await call(server, 'GET', '/api/auth/me', { token })).json.user;
  const profile = async (token: string) => (await call(server, 'GET', '/api/user/profile', { token })).json.profile;
  const changeEmail = (token: string, email: string) => call(server, 'PUT', '/api/user/profile', { token, body: { email } });

  beforeAll(async () => {
    mailbox = await startSmtpServer();
    server = await startTestServer({
      db: kind,
      env: { SMTP_URL: mailbox.url, EMAIL_FROM: 'FirstSignal <accounts@firstsignal.test>', PUBLIC_URL: 'https://firstsignal.test' },
      now: () => new Date(Date.now() + offsetMs),
      authLimits: { verificationMailsPerUser: { max: 2, windowMs: HOUR }, emailChangesPerUser: { max: 3, windowMs: HOUR }, emailChangesPerAddress: { max: 4, windowMs: HOUR } },
    });
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  it('mails a new password account a link that verifies its address once', async () => {
    const account = await registerUser(server, { email: 'new.person@example.com' });
    expect(account.user.email_verified).toBe(false);
    const [mail] = await mailsTo(mailbox, 'new.person@example.com', 1);
    expect(mail!.subject).toBe('Verify your email address for FirstSignal');
    expect(mail!.from?.value[0]?.address).toBe('accounts@firstsignal.test');
    expect(mail!.text).toContain('https://firstsignal.test/verify-email?token=');
    expect(mail!.text).toContain('It works once, for 24 hours.');
    // Account mail is not a subscription: no unsubscribe header.
    expect(mail!.headers.get('list-unsubscribe')).toBeUndefined();

    const token = linkTokenOf(mail!);
    const [stored] = await server.app.services.db.select().from(schema.emailTokens).where(eq(schema.emailTokens.userId, account.user.id));
    expect(stored!.tokenHash).not.toContain(token);

    // A tampered link does nothing.
    const tampered = await follow(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(tampered.status).toBe(400);
    expect(tampered.json).toEqual({ error: 'This link is not valid. Check that you opened the whole link from the email.', field: 'token' });
    expect((await me(account.token)).email_verified).toBe(false);

    const first = await follow(token);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ status: 'verified', email: 'new.person@example.com' });
    expect((await me(account.token)).email_verified).toBe(true);
    expect((await profile(account.token)).email_verified).toBe(true);
    const [user] = await server.app.services.db.select().from(schema.users).where(eq(schema.users.id, account.user.id));
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await follow(token);
    expect(again.status).toBe(410);
    expect(again.json).toEqual({ error: 'This link has already been used.', field: 'token' });

    const resend = await call(server, 'POST', '/api/auth/verify-email/resend', { token: account.token });
    expect(resend.status).toBe(400);
    expect(resend.json).toEqual({ error: 'Your email address is already verified.' });
  });

  it('refuses a link after 24 hours, and Resend sends a new one, a few an hour', async () => {
    const account = await registerUser(server, { email: 'slow.reader@example.com' });
    const [first] = await mailsTo(mailbox, 'slow.reader@example.com', 1);
    offsetMs += 25 * HOUR;
    try {
      const late = await follow(linkTokenOf(first!));
      expect(late.status).toBe(410);
      expect(late.json).toEqual({ error: 'This link has expired (links work for 24 hours). Ask for a new one in FirstSignal.', field: 'token' });
      expect((await me(account.token)).email_verified).toBe(false);

      const resend = () => call(server, 'POST', '/api/auth/verify-email/resend', { token: account.token });
      const sent = await resend();
      expect(sent.status).toBe(200);
      expect(sent.json).toEqual({ sent_to: 'slow.reader@example.com' });
      const [, second] = await mailsTo(mailbox, 'slow.reader@example.com', 2);
      expect(linkTokenOf(second!)).not.toBe(linkTokenOf(first!));

      expect((await resend()).status).toBe(200);
      const limited = await resend();
      expect(limited.status).toBe(429);
      expect(limited.json.error).toMatch(TOO_MANY_MAILS);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // The refused one mailed nothing.
      expect(await mailsTo(mailbox, 'slow.reader@example.com', 3)).toHaveLength(3);

      expect((await follow(linkTokenOf(second!))).json).toEqual({ status: 'verified', email: 'slow.reader@example.com' });
      expect((await me(account.token)).email_verified).toBe(true);
    } finally {
      offsetMs -= 25 * HOUR;
    }
  });

  it('changes the email only when the link sent to the new address is followed, and tells the old address', async () => {
    const account = await registerUser(server, { email: 'mover@example.com', password: 'moving-day' });
    const asked = await changeEmail(account.token, 'Mover.New@Example.com');
    expect(asked.status).toBe(200);
    expect(asked.json.profile).toMatchObject({ email: 'mover@example.com', pending_email: 'mover.new@example.com' });
    expect(await profile(account.token)).toMatchObject({ email: 'mover@example.com', pending_email: 'mover.new@example.com' });
    // Until the link is followed, the old address is the account's.
    expect((await call(server, 'POST', '/api/auth/login', { body: { email: 'mover@example.com', password: 'moving-day' } })).status).toBe(200);

    const [mail] = await mailsTo(mailbox, 'mover.new@example.com', 1);
    expect(mail!.subject).toBe('Confirm your new email address for FirstSignal');
    const done = await follow(linkTokenOf(mail!));
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ status: 'changed', email: 'mover.new@example.com' });
    expect(await profile(account.token)).toMatchObject({ email: 'mover.new@example.com', email_verified: true, pending_email: null });
    expect((await call(server, 'POST', '/api/auth/login', { body: { email: 'mover.new@example.com', password: 'moving-day' } })).status).toBe(200);
    expect((await call(server, 'POST', '/api/auth/login', { body: { email: 'mover@example.com', password: 'moving-day' } })).status).toBe(401);

    const notices = (await mailsTo(mailbox, 'mover@example.com', 2)).filter((m) => m.subject === 'Your FirstSignal email address was changed');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Your FirstSignal account now uses mover.new@example.com.');
    expect((await follow(linkTokenOf(mail!))).status).toBe(410);
  });

  it('answers a change to a taken address exactly like one to a free address, and mails no link for it', async () => {
    await registerUser(server, { email: 'already.here@example.com' });
    const prober = await registerUser(server, { email: 'prober@example.com' });
    const taken = await changeEmail(prober.token, 'already.here@example.com');
    const free = await changeEmail(prober.token, 'nobody.yet@example.com');
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    expect(taken.json).toEqual({ profile: { ...free.json.profile, pending_email: 'already.here@example.com' } });

    const notice = (await mailsTo(mailbox, 'already.here@example.com', 2)).find((m) => m.subject === 'Your email address was entered on FirstSignal');
    expect(notice!.text).toContain('It already belongs to an account, so nothing changed.');
    expect(notice!.text).not.toContain('/verify-email');
    expect((await me(prober.token)).email).toBe('prober@example.com');

    // The later request replaced the earlier one: only the free address's link is pending.
    expect((await profile(prober.token)).pending_email).toBe('nobody.yet@example.com');
  });

  it('refuses a change link when its address was registered meanwhile, and an earlier link once a newer one was asked for', async () => {
    const account = await registerUser(server, { email: 'waiter@example.com' });
    await changeEmail(account.token, 'first.choice@example.com');
    const [firstLink] = await mailsTo(mailbox, 'first.choice@example.com', 1);
    await changeEmail(account.token, 'contested@example.com');
    const [link] = await mailsTo(mailbox, 'contested@example.com', 1);
    expect((await follow(linkTokenOf(firstLink!))).status).toBe(400);

    await registerUser(server, { email: 'contested@example.com' });
    const late = await follow(linkTokenOf(link!));
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ error: 'That address now belongs to another account, so your email was not changed.', field: 'token' });
    expect((await me(account.token)).email).toBe('waiter@example.com');
  });

  it('limits email changes per user and per address, with a clear 429', async () => {
    const account = await registerUser(server, { email: 'restless@example.com' });
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push((await changeEmail(account.token, `restless${i}@example.com`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await changeEmail(account.token, 'restless5@example.com');
    expect(limited.json.error).toMatch(TOO_MANY_CHANGES);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Saving the other fields (the form sends the current email too) is not an email change.
    expect((await call(server, 'PUT', '/api/user/profile', { token: account.token, body: { email: 'restless@example.com', first_name: 'Rest' } })).status).toBe(200);

    // One address, asked for by many accounts.
    const target = 'popular.target@example.com';
    const askers = await Promise.all([1, 2, 3, 4, 5].map((i) => registerUser(server, { email: `asker${i}@example.com` })));
    const byAddress = [];
    for (const asker of askers) byAddress.push((await changeEmail(asker.token, target)).status);
    expect(byAddress).toEqual([200, 200, 200, 200, 429]);
  });

  it('answers a malformed link body naming the field', async () => {
    const res = await call(server, 'POST', '/api/auth/verify-email', { body: {} });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'The link is missing its token', field: 'token' });
  });
});

describe('email addresses without SMTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ authLimits: { emailChangesPerUser: { max: 3, windowMs: HOUR }, emailChangesPerAddress: roomy } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says that no link can be sent, and changes the email at once (409 when taken), a few times an hour', async () => {
    const account = await registerUser(server, { email: 'self.hosted@example.com' });
    expect(account.user.email_verified).toBe(false);
    const resend = await call(server, 'POST', '/api/auth/verify-email/resend', { token: account.token });
    expect(resend.status).toBe(503);
    expect(resend.json).toEqual({ error: 'This server cannot send email (set SMTP_URL and EMAIL_FROM), so email addresses cannot be verified.' });

    await registerUser(server, { email: 'taken.here@example.com' });
    const taken = await call(server, 'PUT', '/api/user/profile', { token: account.token, body: { email: 'taken.here@example.com' } });
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ error: 'An account with this email already exists', field: 'email' });

    const changed = await call(server, 'PUT', '/api/user/profile', { token: account.token, body: { email: 'moved.here@example.com' } });
    expect(changed.status).toBe(200);
    expect(changed.json.profile).toMatchObject({ email: 'moved.here@example.com', email_verified: false, pending_email: null });

    await call(server, 'PUT', '/api/user/profile', { token: account.token, body: { email: 'moved.again@example.com' } });
    const limited = await call(server, 'PUT', '/api/user/profile', { token: account.token, body: { email: 'taken.here@example.com' } });
    expect(limited.status).toBe(429);
    expect(limited.json.error).toMatch(TOO_MANY_CHANGES);
  });
});
