/**
 * Slack through an incoming webhook, as Block Kit: the headline, the pause notice with Upgrade,
 * one section per signal (up to 10) and a "View all in FirstSignal" button.
 */
import { truncate } from '@firstsignal/core';
import type { DigestPayload } from '../deliver-run';
import { headline, MESSAGE_SIGNALS, moreLine, PAUSED_DETAIL, PAUSED_NOTICE, signalLine } from '../message';
import { postJson } from './http';

/** Slack's mrkdwn needs only these three escaped. */
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function slackDigest(digest: DigestPayload, links: { viewAll: string; upgrade: string }) {
  const title = headline(digest);
  const blocks: object[] = [{ type: 'header', text: { type: 'plain_text', text: truncate(title, 150), emoji: false } }];
  if (digest.paused) {
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: `*${PAUSED_NOTICE}*\n${PAUSED_DETAIL} <${links.upgrade}|Upgrade>` } });
  }
  for (const line of digest.signals.slice(0, MESSAGE_SIGNALS).map(signalLine)) {
    const evidence = line.evidence ? `\n>${esc(truncate(line.evidence, 600)).replace(/\n/g, ' ')}` : '';
    const post = line.postUrl ? ` · <${line.postUrl}|View Post>` : '';
    blocks.push({
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: `*<${line.url}|${esc(truncate(line.title, 200))}>*\n${line.type} · ${line.urgency} urgency · Score ${line.score}% · ${line.platform}${post}${evidence}`,
      },
    });
  }
  const more = moreLine(digest);
  if (more) blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: esc(more) }] });
  blocks.push({
    type: 'actions',
    elements: [{ type: 'button', text: { type: 'plain_text', text: 'View all in FirstSignal' }, url: links.viewAll, style: 'primary' }],
  });
  return { text: title, blocks };
}

export function slackTest(links: { settings: string }) {
  const text = 'FirstSignal test message: Slack notifications work.';
  return { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text: `${text}\n<${links.settings}|Notification settings>` } }] };
}

export async function sendSlack(url: string, message: object, allowPrivate: boolean): Promise<void> {
  await postJson(url, JSON.stringify(message), { allowPrivate, label: 'Slack' });
}
