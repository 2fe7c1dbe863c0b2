/**
 * The user's own webhook, signed per the Standard Webhooks spec (the `standardwebhooks` package):
 * `webhook-id` (the delivery's id, the same on every retry, so receivers can drop repeats),
 * `webhook-timestamp` and `webhook-signature` over `id.timestamp.body`.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { postJson } from './http';

/** A new signing secret in the spec's format: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export async function sendWebhook(
  target: { url: string; secret: string },
  message: { id: string; type: string; data: unknown; at: Date },
  allowPrivate: boolean,
): Promise<void> {
  const body = JSON.stringify({ type: message.type, timestamp: message.at.toISOString(), data: message.data });
  const signature = new Webhook(target.secret).sign(message.id, message.at, body);
  await postJson(target.url, body, {
    allowPrivate,
    label: 'The webhook',
    headers: {
      'webhook-id': message.id,
      'webhook-timestamp': String(Math.floor(message.at.getTime() / 1000)),
      'webhook-signature': signature,
    },
  });
}
