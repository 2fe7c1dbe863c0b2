/**
 * How monitoring tells the founder, end to end: the email digest through a real SMTP server
 * (headers, both parts, links, one-click and page unsubscribe), Slack and a webhook through local
 * stand-ins that fail and recover (retries on the backoff schedule, errors visible in Settings),
 * the pause notice, secret feeds, and account deletion taking it all away.
 */
import { createTestDb } from '@firstsignal/db/testing';
import { startUpstream, type Upstream } from '@firstsignal/sources/testing';
import type { ParsedMail } from 'mailparser';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { call, setBilling } from './support/harness';
import { count, createClock, founder, MINUTE, monitoredSearch, NEW_POSTS, published, rows, startMonitorApp, t, type MonitorApp } from './support/monitor-world';
import { post, createWorld, trpc, type World } from './support/saved-world';
import { startSmtpServer, type Mailbox } from './support/smtp-server';

const PUBLIC_URL = 'https://app.firstsignal.test';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** Twelve founders asking for an invoice tool, each in their own words: more than one digest shows. */
const ROLES = [
  ['designer', 'My clients pay late and I spend hours chasing them.'],
  ['writer', 'I send invoices from a spreadsheet and keep losing track of who paid.'],
  ['photographer', 'Wedding clients pay in three instalments and I need reminders for each one.'],
  ['developer', 'I bill hourly across five clients and want recurring invoices every month.'],
  ['translator', 'Clients abroad pay in euros and dollars, so I need multi-currency invoices.'],
  ['consultant', 'I need to add late fees automatically when an invoice is overdue.'],
  ['editor', 'Publishers ask for purchase order numbers on every invoice I send.'],
  ['illustrator', 'I want clients to pay the invoice by card straight from the email.'],
  ['videographer', 'Deposits and final payments get confusing without a proper invoicing tool.'],
  ['coach', 'Weekly sessions mean dozens of small invoices that I create by hand.'],
  ['tutor', 'Parents forget to pay, so automatic payment reminders would save me.'],
  ['marketer', 'Retainer clients need the same invoice every month without me touching it.'],
] as const;
const TWELVE = ROLES.map(([role, pain], i) =>
  published(
    post('reddit', `mail${String(i).padStart(3, '0')}`, `Which invoice tool do you use as a freelance ${role}?`, `Freelance ${role} here. ${pain} Looking for an invoice tool for freelancers, happy to pay for a good one.`),
    t(0, '07:00:00'),
  ),
);

interface Setup {
  server: MonitorApp;
  world: World;
  clock: ReturnType<typeof createClock>;
  db: Awaited<ReturnType<typeof createTestDb>>['db'];
}

async function setup(env: Record<string, string> = {}, items = TWELVE): Promise<Setup> {
  const handle = await createTestDb('pglite');
  closers.push(() => handle.close());
  const clock = createClock(t(0, '08:00:00'));
  const world = createWorld(items);
  const server = await startMonitorApp(handle.db, world, clock, { PUBLIC_URL, ...env });
  closers.push(() => server.close());
  return { server, world, clock, db: handle.db };
}

async function mailbox(): Promise<Mailbox> {
  // Each founder's sign-up mails a verification link too: this suite reads monitoring's mail only.
  const box = await startSmtpServer({ skip: (mail) => mail.subject === 'Verify your email address for FirstSignal' });
  closers.push(() => box.close());
  return box;
}

async function stand(routes: Parameters<typeof startUpstream>[0]): Promise<Upstream> {
  const up = await startUpstream(routes);
  closers.push(() => up.close());
  return up;
}

const header = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');
/** A link of the app as the test server serves it (the email's links use PUBLIC_URL). */
const local = (link: string) => {
  const u = new URL(link);
  return `${u.pathname}${u.search}`;
};

/** How every channel labels a signal: the type, urgency and score the app stored for it. */
async function labels(server: MonitorApp, token: string, id: string): Promise<Map<string, string>> {
  const search = await trpc(server, token, 'query', 'saved.getSearch', { id });
  const signals = search.data.search.signals as { signal_id: string; signal_type: string; urgency_level: string; relevance_score: number }[];
  return new Map(signals.map((s) => [s.signal_id, `${s.signal_type} · ${s.urgency_level} urgency · Score ${Math.round(s.relevance_score * 100)}% · Reddit`]));
}

describe('the email digest', () => {
  it('sends up to 10 signals with type, urgency, score, evidence and links, and unsubscribes in one click without signing in', async () => {
    const box = await mailbox();
    const { server, clock, db, world } = await setup({ SMTP_URL: box.url, EMAIL_FROM: 'FirstSignal <alerts@firstsignal.test>' });
    const ada = await founder(server, 'ada@example.com');
    const id = await monitoredSearch(server, ada);
    const settings = await trpc(server, ada.token, 'query', 'notifications.get');
    expect(settings.data.email).toMatchObject({ status: 'on', address: 'ada@example.com', missingSettings: [], lastError: null });

    clock.set(t(0, '09:00:10'));
    await server.round();
    expect(box.messages).toHaveLength(1);
    const [mail] = box.messages as [ParsedMail];
    expect(box.recipients[0]).toEqual(['ada@example.com']);
    expect(mail.from?.value).toEqual([{ name: 'FirstSignal', address: 'alerts@firstsignal.test' }]);
    expect(mail.subject).toBe('12 new signals for "Invoice leads"');
    const unsubscribe = header(mail, 'list-unsubscribe')!;
    expect(unsubscribe).toMatch(/^<https:\/\/app\.firstsignal\.test\/api\/notifications\/unsubscribe\?token=[\w.%-]+>$/);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Both parts: ten signals (of twelve), each with its type, urgency, score, evidence and link.
    const text = mail.text!;
    const html = mail.html as string;
    for (const item of TWELVE.slice(0, 10)) {
      expect(text).toContain(item.title);
      expect(html).toContain(item.title.replace(/'/g, '&#x27;'));
      expect(html).toContain(`href="${item.url}"`);
    }
    for (const item of TWELVE.slice(10)) expect(text).not.toContain(item.title);
    expect(text).toContain('+2 more signals in FirstSignal');
    const shown = await labels(server, ada.token, id);
    for (const item of TWELVE.slice(0, 10)) expect(text).toContain(shown.get(`reddit:${item.nativeId}`));
    expect(text.match(/ urgency · Score \d+% · Reddit/g)).toHaveLength(10);
    expect(text).toContain('“Looking for an invoice tool for freelancers, happy to pay for a good one.”');
    expect(text).toContain(`View all in FirstSignal ${PUBLIC_URL}/signals/saved#saved-${id}`);
    expect(html).toContain(`href="${PUBLIC_URL}/signals/saved#saved-${id}"`);
    const bodyLink = html.match(/href="(https:\/\/app\.firstsignal\.test\/api\/notifications\/unsubscribe\?token=[^"]+)"/)![1]!.replace(/&amp;/g, '&');
    expect(`<${bodyLink}>`).toBe(unsubscribe);
    expect(text).not.toContain('Paused');

    // Nothing new the next day: no email at all (never an empty digest).
    clock.set(t(1, '09:00:10'));
    await server.round();
    expect(box.messages).toHaveLength(1);

    // The link opens a page that asks first (scanners open links too); a forged token does nothing.
    const link = local(unsubscribe.slice(1, -1));
    const page = await call(server, 'GET', link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Unsubscribe from FirstSignal emails');
    // Its button posts to the same signed link.
    expect(page.text).toContain(`<form action="${link}" method="post">`);
    // A forged signature, and the real one spelled differently (the last base64url character's
    // two spare bits set): neither unsubscribes.
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const signature = link.slice(link.lastIndexOf('.') + 1);
    const forgedLink = link.slice(0, -signature.length) + (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const respelled = link.slice(0, -1) + ALPHABET[ALPHABET.indexOf(link.at(-1)!) ^ 1];
    for (const bad of [forgedLink, respelled]) {
      const forged = await call(server, 'POST', bad, {
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(forged.status).toBe(400);
    }
    expect((await call(server, 'GET', '/api/user/profile', { token: ada.token })).json.profile.search_preferences.notificationsEnabled).toBe(true);

    // One-click (RFC 8058): the mail provider POSTs, without a session, from wherever it runs.
    const oneClick = await call(server, 'POST', link, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.text).toContain('You are unsubscribed');
    expect((await call(server, 'GET', '/api/user/profile', { token: ada.token })).json.profile.search_preferences.notificationsEnabled).toBe(false);
    expect((await trpc(server, ada.token, 'query', 'notifications.get')).data.email.status).toBe('off');

    // New signals still arrive in the app, but no email.
    world.items.push(published(NEW_POSTS[0]!, t(1, '12:00:00')));
    clock.set(t(2, '09:00:10'));
    await server.round();
    expect(box.messages).toHaveLength(1);
    expect(await count(db, `deliveries where channel = 'email'`)).toBe(1);
    const search = await trpc(server, ada.token, 'query', 'saved.getSearch', { id });
    expect(search.data.search.signals.find((s: { signal_id: string }) => s.signal_id === `reddit:${NEW_POSTS[0]!.nativeId}`)).toMatchObject({ is_new: true });
  });

  it('says "not configured" without SMTP_URL and EMAIL_FROM, and the Test button reports it', async () => {
    const { server } = await setup();
    const ada = await founder(server);
    const settings = await trpc(server, ada.token, 'query', 'notifications.get');
    expect(settings.data.email).toMatchObject({ status: 'not configured', missingSettings: ['SMTP_URL', 'EMAIL_FROM'] });
    const test = await trpc(server, ada.token, 'mutation', 'notifications.test', { channel: 'email' });
    expect(test.error).toMatchObject({ message: 'Email is not configured: set SMTP_URL and EMAIL_FROM', data: { httpStatus: 503 } });
    expect((await trpc(server, ada.token, 'query', 'config.status')).data.email).toEqual({ configured: false, missingSettings: ['SMTP_URL', 'EMAIL_FROM'] });
  });

  it('sends a test message, and tells the founder when the monitor pauses at the monthly limit', async () => {
    const box = await mailbox();
    const { server, clock } = await setup({ SMTP_URL: box.url, EMAIL_FROM: 'alerts@firstsignal.test' }, TWELVE.slice(0, 3));
    const ada = await founder(server, 'paused@example.com');
    const test = await trpc(server, ada.token, 'mutation', 'notifications.test', { channel: 'email' });
    expect(test.data).toEqual({ channel: 'email', ok: true, error: null });
    expect(box.messages.map((m) => m.subject)).toEqual(['FirstSignal test message']);

    await setBilling(server, ada.userId, { monthlyResultsUsed: 24, periodEnd: new Date(t(20, '00:00:00')) });
    await monitoredSearch(server, ada);
    clock.set(t(0, '09:00:10'));
    await server.round();
    const digest = box.messages[1]!;
    expect(digest.subject).toBe('1 new signal for "Invoice leads"');
    expect(digest.text).toContain('Paused: monthly limit reached');
    expect(digest.html).toContain(`href="${PUBLIC_URL}/settings/billing"`);
    expect(digest.text).toContain(`Upgrade ${PUBLIC_URL}/settings/billing`);
  });
});

describe('Slack', () => {
  it('posts Block Kit to the incoming webhook, retries a failure on schedule, and shows the last error until it recovers', async () => {
    const slack = await stand({
      'POST /services/T0/B0/dead': { status: 404, body: 'no_service' },
      'POST /services/T0/B0/live': [
        { status: 500, body: 'internal_error' },
        { status: 200, body: 'ok' },
      ],
    });
    const { server, clock } = await setup({}, TWELVE.slice(0, 2));
    const ada = await founder(server);
    const id = await monitoredSearch(server, ada);

    // Test button on a dead hook: the error at once, and in the channel's status.
    await trpc(server, ada.token, 'mutation', 'notifications.update', { slackWebhookUrl: `${slack.url}/services/T0/B0/dead` });
    const test = await trpc(server, ada.token, 'mutation', 'notifications.test', { channel: 'slack' });
    expect(test.data).toEqual({ channel: 'slack', ok: false, error: 'Slack answered HTTP 404: no_service' });
    expect((await trpc(server, ada.token, 'query', 'notifications.get')).data.slack).toMatchObject({
      status: 'failing',
      lastError: { message: 'Slack answered HTTP 404: no_service' },
    });

    await trpc(server, ada.token, 'mutation', 'notifications.update', { slackWebhookUrl: `${slack.url}/services/T0/B0/live` });
    clock.set(t(0, '09:00:10'));
    await server.round();
    let slackState = (await trpc(server, ada.token, 'query', 'notifications.get')).data;
    expect(slackState.slack).toMatchObject({ status: 'failing', lastError: { message: 'Slack answered HTTP 500: internal_error' } });
    expect(slackState.recent[0]).toMatchObject({ channel: 'slack', kind: 'digest', status: 'retrying', attempts: 1, nextAttemptAt: t(0, '09:00:40') });

    // Not before its time…
    clock.set(t(0, '09:00:39'));
    await server.round();
    expect(slack.callsTo('/services/T0/B0/live')).toHaveLength(1);
    // …then again, and through.
    clock.set(t(0, '09:00:40'));
    await server.round();
    const calls = slack.callsTo('/services/T0/B0/live');
    expect(calls).toHaveLength(2);
    slackState = (await trpc(server, ada.token, 'query', 'notifications.get')).data;
    expect(slackState.slack).toMatchObject({ status: 'on', lastError: null, lastSentAt: t(0, '09:00:40') });
    expect(slackState.recent[0]).toMatchObject({ status: 'sent', attempts: 2 });

    const message = JSON.parse(calls[1]!.body);
    expect(calls[1]!.body).toBe(calls[0]!.body);
    expect(message.text).toBe('2 new signals for "Invoice leads"');
    expect(message.blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: '2 new signals for "Invoice leads"', emoji: false } });
    const sections = message.blocks.filter((b: { type: string }) => b.type === 'section');
    expect(sections).toHaveLength(2);
    const shown = await labels(server, ada.token, id);
    expect(sections[0].text.text).toMatch(
      new RegExp(`^\\*<${TWELVE[0]!.url}\\|Which invoice tool do you use as a freelance designer\\?>\\*\\n${shown.get('reddit:mail000')}\\n>Looking for an invoice tool`),
    );
    expect(message.blocks.at(-1)).toEqual({
      type: 'actions',
      elements: [{ type: 'button', text: { type: 'plain_text', text: 'View all in FirstSignal' }, url: `${PUBLIC_URL}/signals/saved#saved-${id}`, style: 'primary' }],
    });
  });

  it('refuses a URL into a private network unless the operator allows it', async () => {
    const slack = await stand({ 'POST /hook': { status: 200, body: 'ok' } });
    const { server } = await setup({ WEBHOOK_ALLOW_PRIVATE_URLS: 'false' });
    const ada = await founder(server);
    // An address in a private range is refused as it is saved, and nothing is stored.
    const literal = await trpc(server, ada.token, 'mutation', 'notifications.update', { slackWebhookUrl: `${slack.url}/hook` });
    expect(literal.error).toMatchObject({ message: '127.0.0.1 points to a private network address, which is not allowed', data: { field: 'slackWebhookUrl' } });
    const view = await trpc(server, ada.token, 'query', 'notifications.get');
    expect(view.data.slack).toMatchObject({ status: 'off', url: null });
    // A host name is looked up when it is called: localhost is saved, and refused on Test.
    const named = slack.url.replace('127.0.0.1', 'localhost');
    await trpc(server, ada.token, 'mutation', 'notifications.update', { slackWebhookUrl: `${named}/hook` });
    const test = await trpc(server, ada.token, 'mutation', 'notifications.test', { channel: 'slack' });
    expect(test.data).toEqual({ channel: 'slack', ok: false, error: 'localhost points to a private network address, which is not allowed' });
    expect(slack.calls).toHaveLength(0);
    const bad = await trpc(server, ada.token, 'mutation', 'notifications.update', { slackWebhookUrl: 'ftp://hooks.slack.com/x' });
    expect(bad.error).toMatchObject({ message: 'The Slack webhook must be an http(s) URL from Slack → Incoming Webhooks', data: { field: 'slackWebhookUrl' } });
  });
});

describe('the webhook', () => {
  it('signs per Standard Webhooks, keeps its id across retries with backoff, and gives up visibly after five attempts', async () => {
    const hook = await stand({
      'POST /flaky': [{ status: 503, body: 'busy' }, { status: 503, body: 'busy' }, { status: 200 }],
      'POST /down': { status: 500, body: 'boom' },
    });
    const { server, clock, world } = await setup({}, TWELVE.slice(0, 1));
    const ada = await founder(server);
    await monitoredSearch(server, ada);
    const saved = await trpc(server, ada.token, 'mutation', 'notifications.update', { webhookUrl: `${hook.url}/flaky` });
    const secret = saved.data.webhook.secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    clock.set(t(0, '09:00:10'));
    await server.round();
    clock.set(t(0, '09:00:40'));
    await server.round();
    // The second failure waits 2 minutes.
    clock.set(t(0, '09:02:39'));
    await server.round();
    expect(hook.callsTo('/flaky')).toHaveLength(2);
    clock.set(t(0, '09:02:40'));
    await server.round();

    const calls = hook.callsTo('/flaky');
    expect(calls).toHaveLength(3);
    const ids = new Set(calls.map((c) => c.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const c of calls) {
      const timestamp = Number(c.headers['webhook-timestamp']);
      expect(c.headers['webhook-signature']).toBe(new Webhook(secret).sign(String(c.headers['webhook-id']), new Date(timestamp * 1000), c.body));
    }
    expect(calls.map((c) => Number(c.headers['webhook-timestamp']) * 1000)).toEqual([t(0, '09:00:10'), t(0, '09:00:40'), t(0, '09:02:40')].map(Date.parse));
    const event = JSON.parse(calls[2]!.body);
    expect(event).toMatchObject({ type: 'signals.new', data: { saved_search: { name: 'Invoice leads' }, paused: false } });
    expect(event.data.signals.map((s: { signal_id: string }) => s.signal_id)).toEqual(['reddit:mail000']);
    let state = (await trpc(server, ada.token, 'query', 'notifications.get')).data;
    expect(state.webhook).toMatchObject({ status: 'on', lastError: null });
    expect(state.recent[0]).toMatchObject({ channel: 'webhook', status: 'sent', attempts: 3 });

    // A receiver that stays down: five attempts (30 s, 2 min, 10 min, 1 h apart), then failed.
    await trpc(server, ada.token, 'mutation', 'notifications.update', { webhookUrl: `${hook.url}/down` });
    const test = await trpc(server, ada.token, 'mutation', 'notifications.test', { channel: 'webhook' });
    expect(test.data).toEqual({ channel: 'webhook', ok: false, error: 'The webhook answered HTTP 500: boom' });
    world.items.push(published(TWELVE[1]!, t(0, '12:00:00')));
    let at = Date.parse(t(1, '09:00:10'));
    for (const wait of [0, 30_000, 2 * MINUTE, 10 * MINUTE, 60 * MINUTE, 60 * MINUTE]) {
      at += wait;
      clock.set(new Date(at).toISOString());
      await server.round();
    }
    // The test message and five attempts of the digest; none after the last.
    expect(hook.callsTo('/down')).toHaveLength(6);
    state = (await trpc(server, ada.token, 'query', 'notifications.get')).data;
    expect(state.webhook).toMatchObject({ status: 'failing', lastError: { message: 'The webhook answered HTTP 500: boom' } });
    expect(state.recent[0]).toMatchObject({ channel: 'webhook', kind: 'digest', status: 'failed', attempts: 5, nextAttemptAt: null });
  });
});

describe('feeds', () => {
  it('serves Atom and RSS at a secret URL that can be replaced and revoked', async () => {
    const { server, clock } = await setup({}, TWELVE.slice(0, 3));
    const [ada, bo] = [await founder(server), await founder(server)];
    const id = await monitoredSearch(server, ada);
    clock.set(t(0, '09:00:10'));
    await server.round();

    const feed = (await trpc(server, ada.token, 'mutation', 'monitoring.createFeed', { id })).data;
    expect(feed.atomUrl).toMatch(/^https:\/\/app\.firstsignal\.test\/api\/feeds\/[\w-]{32}\/atom$/);
    const atom = await fetch(`${server.url}${local(feed.atomUrl)}`);
    expect(atom.status).toBe(200);
    expect(atom.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await atom.text();
    expect(xml).toContain('<title>FirstSignal: Invoice leads</title>');
    expect(xml.match(/<entry>/g)).toHaveLength(3);
    expect(xml).toContain(`<link href="${TWELVE[0]!.url}"/>`);
    expect(xml).toContain(`<summary type="html"><![CDATA[${(await labels(server, ada.token, id)).get('reddit:mail000')}.`);
    const rss = await (await fetch(`${server.url}${local(feed.rssUrl)}`)).text();
    expect(rss.match(/<item>/g)).toHaveLength(3);
    expect((await trpc(server, ada.token, 'query', 'monitoring.list')).data.monitors[0].feed).toBe(true);

    // A new URL replaces the old one; revoking ends it; another founder can do neither.
    const next = (await trpc(server, ada.token, 'mutation', 'monitoring.createFeed', { id })).data;
    expect((await fetch(`${server.url}${local(feed.atomUrl)}`)).status).toBe(404);
    expect((await fetch(`${server.url}${local(next.rssUrl)}`)).status).toBe(200);
    expect((await trpc(server, bo.token, 'mutation', 'monitoring.createFeed', { id })).error).toMatchObject({ data: { httpStatus: 404 } });
    expect((await trpc(server, bo.token, 'mutation', 'monitoring.revokeFeed', { id })).error).toMatchObject({ data: { httpStatus: 404 } });
    expect((await trpc(server, ada.token, 'mutation', 'monitoring.revokeFeed', { id })).data).toEqual({ success: true });
    expect((await fetch(`${server.url}${local(next.rssUrl)}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/feeds/not-a-token/atom`)).status).toBe(404);
  });
});

describe('account deletion', () => {
  it('removes monitors, runs, jobs, tokens and delivery logs', async () => {
    const hook = await stand({ 'POST /hook': { status: 200 } });
    const { server, clock, db } = await setup({}, TWELVE.slice(0, 2));
    const [ada, bo] = [await founder(server), await founder(server)];
    const id = await monitoredSearch(server, ada);
    await monitoredSearch(server, bo, { name: 'Bo keeps this' });
    await trpc(server, ada.token, 'mutation', 'notifications.update', { webhookUrl: `${hook.url}/hook` });
    await trpc(server, ada.token, 'mutation', 'monitoring.createFeed', { id });
    clock.set(t(0, '09:00:10'));
    await server.round();
    const mine = (table: string) => count(db, `${table} where user_id = '${ada.userId}'`);
    const jobsOf = async (userId: string) =>
      (await rows(db, `select data from pgboss.job where name like 'monitor-%'`)).filter((r) => JSON.stringify(r.data).includes(userId)).length;
    for (const table of ['monitors', 'monitor_runs', 'seen_signals', 'notification_settings', 'deliveries', 'feed_tokens']) {
      expect(await mine(table), table).toBeGreaterThan(0);
    }
    expect(await jobsOf(ada.userId)).toBeGreaterThan(0);

    expect((await call(server, 'DELETE', '/api/user/account', { token: ada.token })).status).toBe(200);
    for (const table of ['monitors', 'monitor_runs', 'seen_signals', 'notification_settings', 'deliveries', 'feed_tokens']) {
      expect(await mine(table), table).toBe(0);
    }
    expect(await jobsOf(ada.userId)).toBe(0);
    // Bo's monitor and runs stay.
    expect(await count(db, `monitor_runs where user_id = '${bo.userId}'`)).toBe(1);
  });
});
