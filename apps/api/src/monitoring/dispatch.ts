/**
 * Sends one delivery (a job of the deliveries queue, or a Test button): claims it with a lease,
 * renders the channel's message from the payload fixed at delivery time, sends it, and records the
 * outcome. A failure that may pass is retried on the backoff schedule (30 s, 2 min, 10 min, 1 h)
 * up to DELIVERY_MAX_ATTEMPTS; the last error stays visible in Settings → Notifications.
 */
import { DELIVERY_MAX_ATTEMPTS, deliveryBackoffMs } from '@firstsignal/core';
import {
  claimDelivery,
  findProfile,
  getNotificationSettings,
  searchPreferencesOf,
  settleDelivery,
  userEmail,
  type Db,
  type DeliveryRow,
} from '@firstsignal/db';
import type { DigestPayload } from './deliver-run';
import { renderDigestEmail, renderTestEmail, type EmailLinks } from './channels/email';
import { DeliveryError } from './channels/errors';
import type { Mailer } from './channels/mailer';
import { sendSlack, slackDigest, slackTest } from './channels/slack';
import { sendWebhook } from './channels/webhook';
import type { AppLinks } from './links';
import { unsubscribeToken } from './tokens';

/** How long one send may take before another process may retry it. */
const DELIVERY_LEASE_MS = 2 * 60_000;

export interface DispatchDeps {
  db: Db;
  now: () => Date;
  links: AppLinks;
  /** Undefined when SMTP_URL and EMAIL_FROM are not both set. */
  mailer: Mailer | undefined;
  allowPrivateUrls: boolean;
}

/** Not an error: the user turned the channel off after the run delivered. */
class Cancelled extends Error {}

async function send(deps: DispatchDeps, delivery: DeliveryRow, at: Date): Promise<void> {
  const test = delivery.kind === 'test';
  const digest = delivery.payload as unknown as DigestPayload;
  const viewAll = test ? deps.links.base : deps.links.savedSearch(digest.savedSearch.id);
  const settings = await getNotificationSettings(deps.db, delivery.userId);
  switch (delivery.channel) {
    case 'email': {
      if (!deps.mailer) throw new DeliveryError('Email is not configured: set SMTP_URL and EMAIL_FROM', false);
      const prefs = searchPreferencesOf((await findProfile(deps.db, delivery.userId))?.searchPreferences);
      if (!test && !prefs.notificationsEnabled) throw new Cancelled('Email notifications for new signals are off');
      const to = await userEmail(deps.db, delivery.userId);
      if (!to) throw new Cancelled('The account is gone');
      const unsubscribe = deps.links.unsubscribe(await unsubscribeToken(deps.db, delivery.userId));
      const links: EmailLinks = { viewAll, upgrade: deps.links.billing, unsubscribe, settings: deps.links.notifications };
      await deps.mailer.send(to, test ? await renderTestEmail(links) : await renderDigestEmail(digest, links), unsubscribe);
      return;
    }
    case 'slack': {
      if (!settings.slackWebhookUrl) throw new Cancelled('Slack is not set up any more');
      const message = test ? slackTest({ settings: deps.links.notifications }) : slackDigest(digest, { viewAll, upgrade: deps.links.billing });
      await sendSlack(settings.slackWebhookUrl, message, deps.allowPrivateUrls);
      return;
    }
    case 'webhook': {
      if (!settings.webhookUrl || !settings.webhookSecret) throw new Cancelled('The webhook is not set up any more');
      const data = test
        ? { message: 'FirstSignal test message: webhook deliveries work.' }
        : { saved_search: { ...digest.savedSearch, url: viewAll }, signals: digest.signals, paused: digest.paused, slot_at: digest.slotAt };
      await sendWebhook(
        { url: settings.webhookUrl, secret: settings.webhookSecret },
        { id: delivery.id, type: test ? 'test' : 'signals.new', data, at },
        deps.allowPrivateUrls,
      );
      return;
    }
    default:
      throw new DeliveryError(`Unknown channel ${delivery.channel}`, false);
  }
}

/** Sends the delivery if it is due and nobody else has it; answers it as it ended up. */
export async function dispatchDelivery(deps: DispatchDeps, deliveryId: string): Promise<DeliveryRow | undefined> {
  const at = deps.now();
  const delivery = await claimDelivery(deps.db, deliveryId, at, new Date(at.getTime() + DELIVERY_LEASE_MS));
  if (!delivery) return undefined;
  try {
    await send(deps, delivery, at);
    return settleDelivery(deps.db, delivery.id, { status: 'sent', at: deps.now() });
  } catch (error) {
    if (error instanceof Cancelled) return settleDelivery(deps.db, delivery.id, { status: 'cancelled', error: error.message });
    const failure = error instanceof DeliveryError ? error : new DeliveryError(error instanceof Error ? error.message : String(error), true);
    // A Test button shows its outcome at once; only real deliveries wait and try again.
    if (failure.retryable && delivery.kind !== 'test' && delivery.attempts < DELIVERY_MAX_ATTEMPTS) {
      const nextAttemptAt = new Date(at.getTime() + deliveryBackoffMs(delivery.attempts));
      return settleDelivery(deps.db, delivery.id, { status: 'retrying', error: failure.message, nextAttemptAt });
    }
    return settleDelivery(deps.db, delivery.id, { status: 'failed', error: failure.message });
  }
}
