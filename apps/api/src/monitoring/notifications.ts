/**
 * Settings → Notifications: each channel's status, its last delivery error and a Test button
 * (email, Slack, the user's webhook), and overage for monitoring with its monthly cap.
 */
import { notificationSettingsInput, notificationTestInput, overageFor, overageResultsWithin, type NotificationChannel } from '@firstsignal/core';
import {
  addDeliveries,
  findProfile,
  getNotificationSettings,
  getUsage,
  lastDeliveryErrors,
  monitorOverageUsed,
  recentDeliveries,
  searchPreferencesOf,
  updateNotificationSettings,
  userEmail,
  type Db,
} from '@firstsignal/db';
import { badRequest, HttpError, notFound, parseBody } from '../http/errors';
import { namesPrivateHost, privateAddressMessage } from './channels/safe-url';
import { newWebhookSecret } from './channels/webhook';
import { dispatchDelivery, type DispatchDeps } from './dispatch';

export type ChannelStatus = 'not configured' | 'off' | 'on' | 'failing';

export async function notificationsView(deps: DispatchDeps & { missingEmailSettings: string[] }, userId: string) {
  const { db } = deps;
  const at = deps.now();
  const [settings, errors, recent, profile, email, usage] = await Promise.all([
    getNotificationSettings(db, userId),
    lastDeliveryErrors(db, userId),
    recentDeliveries(db, userId, 20),
    findProfile(db, userId),
    userEmail(db, userId),
    getUsage(db, userId, at),
  ]);
  if (!usage || !email) throw notFound('Account not found');
  const lastSent = (channel: string) => recent.find((d) => d.channel === channel && d.status === 'sent')?.sentAt?.toISOString() ?? null;
  const status = (channel: NotificationChannel, on: boolean): ChannelStatus => (on ? (errors.has(channel) ? 'failing' : 'on') : 'off');
  const lastError = (channel: string) => {
    const e = errors.get(channel);
    return e ? { message: e.error, at: e.at.toISOString() } : null;
  };
  const emailOn = searchPreferencesOf(profile?.searchPreferences).notificationsEnabled;
  const overageUsed = await monitorOverageUsed(db, userId, usage.periodStart);
  return {
    email: {
      status: deps.missingEmailSettings.length ? ('not configured' as ChannelStatus) : status('email', emailOn),
      missingSettings: deps.missingEmailSettings,
      enabled: emailOn,
      address: email,
      lastError: lastError('email'),
      lastSentAt: lastSent('email'),
    },
    slack: { status: status('slack', Boolean(settings.slackWebhookUrl)), url: settings.slackWebhookUrl, lastError: lastError('slack'), lastSentAt: lastSent('slack') },
    webhook: {
      status: status('webhook', Boolean(settings.webhookUrl)),
      url: settings.webhookUrl,
      secret: settings.webhookUrl ? settings.webhookSecret : null,
      lastError: lastError('webhook'),
      lastSentAt: lastSent('webhook'),
    },
    overage: {
      paid: usage.paid,
      allowed: settings.allowMonitorOverage,
      capUsd: settings.monitorOverageCapUsd,
      capResults: overageResultsWithin(settings.monitorOverageCapUsd),
      usedResults: overageUsed,
      usedUsd: overageFor(overageUsed).costUsd,
    },
    recent: recent.map((d) => ({
      id: d.id,
      channel: d.channel,
      kind: d.kind,
      status: d.status,
      attempts: d.attempts,
      lastError: d.lastError,
      nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
      createdAt: d.createdAt.toISOString(),
      sentAt: d.sentAt?.toISOString() ?? null,
    })),
  };
}

export async function updateNotifications(db: Db, userId: string, body: unknown, at: Date, allowPrivateUrls: boolean) {
  const input = parseBody(notificationSettingsInput, body);
  if (!allowPrivateUrls) {
    for (const field of ['slackWebhookUrl', 'webhookUrl'] as const) {
      const host = input[field] ? namesPrivateHost(input[field]) : null;
      if (host) throw badRequest(privateAddressMessage(host), field);
    }
  }
  const current = await getNotificationSettings(db, userId);
  const wantsWebhook = input.webhookUrl !== undefined ? input.webhookUrl !== null : Boolean(current.webhookUrl);
  await updateNotificationSettings(
    db,
    userId,
    {
      slackWebhookUrl: input.slackWebhookUrl,
      webhookUrl: input.webhookUrl,
      // A webhook gets its signing secret when it is first set, and a new one on request.
      webhookSecret: wantsWebhook && (!current.webhookSecret || input.rotateWebhookSecret) ? newWebhookSecret() : undefined,
      allowMonitorOverage: input.allowMonitorOverage,
      monitorOverageCapUsd: input.monitorOverageCapUsd,
    },
    at,
  );
}

/** The Test button: one message to the channel now, its outcome answered at once. */
export async function testChannel(deps: DispatchDeps & { missingEmailSettings: string[] }, userId: string, body: unknown) {
  const { channel } = parseBody(notificationTestInput, body);
  const settings = await getNotificationSettings(deps.db, userId);
  if (channel === 'email' && deps.missingEmailSettings.length) {
    throw new HttpError(503, `Email is not configured: set ${deps.missingEmailSettings.join(' and ')}`, { body: { missingSettings: deps.missingEmailSettings } });
  }
  if (channel === 'slack' && !settings.slackWebhookUrl) throw badRequest('Add a Slack incoming webhook URL first', 'slackWebhookUrl');
  if (channel === 'webhook' && !settings.webhookUrl) throw badRequest('Add a webhook URL first', 'webhookUrl');
  const [delivery] = await addDeliveries(deps.db, [{ userId, channel, kind: 'test', payload: {} }]);
  const sent = delivery && (await dispatchDelivery(deps, delivery.id));
  return { channel, ok: sent?.status === 'sent', error: sent?.status === 'sent' ? null : (sent?.lastError ?? 'The test message could not be sent') };
}
