/**
 * The email digest, rendered to HTML and plain text with React Email: up to 10 new signals, each
 * with its type, urgency, score, evidence and links, "View all in FirstSignal", the pause notice
 * with Upgrade when the monitor paused, and the unsubscribe link.
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import { truncate } from '@firstsignal/core';
import type { DigestPayload } from '../deliver-run';
import { headline, MESSAGE_SIGNALS, moreLine, PAUSED_DETAIL, PAUSED_NOTICE, searchName, signalLine, type SignalLine } from '../message';

export interface EmailLinks {
  viewAll: string;
  upgrade: string;
  unsubscribe: string;
  settings: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The look every FirstSignal email shares (account mail too). */
export const page = { backgroundColor: '#f8fafc', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' };
export const card = { backgroundColor: '#ffffff', border: '1px solid #e2e8f0', borderRadius: 8, padding: '24px', maxWidth: 600 };
export const muted = { color: '#64748b', fontSize: 13, margin: '4px 0' };
/** React Email's Preview keeps this many UTF-16 units by `substring`, which can halve an emoji: we cut first. */
const PREVIEW_MAX = 150;

function Signal({ line, n }: { line: SignalLine; n: number }) {
  return (
    <Section style={{ borderTop: '1px solid #e2e8f0', padding: '12px 0' }}>
      <Text style={{ fontSize: 15, fontWeight: 600, margin: 0 }}>
        {n}. <Link href={line.url}>{line.title}</Link>
      </Text>
      <Text style={muted}>
        {line.type} · {line.urgency} urgency · Score {line.score}% · {line.platform}
      </Text>
      {line.evidence && <Text style={{ fontSize: 14, fontStyle: 'italic', margin: '6px 0', color: '#334155' }}>“{line.evidence}”</Text>}
      <Text style={muted}>
        <Link href={line.url}>Open the conversation</Link>
        {line.postUrl && (
          <>
            {' · '}
            <Link href={line.postUrl}>View Post</Link>
          </>
        )}
      </Text>
    </Section>
  );
}

export function DigestEmail({ digest, links }: { digest: DigestPayload; links: EmailLinks }) {
  const lines = digest.signals.slice(0, MESSAGE_SIGNALS).map(signalLine);
  const more = moreLine(digest);
  return (
    <Html lang="en">
      <Head />
      <Preview>{truncate(headline(digest), PREVIEW_MAX)}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Heading as="h1" style={{ fontSize: 20, margin: '0 0 8px' }}>
            {headline(digest)}
          </Heading>
          {digest.paused && (
            <Section style={{ backgroundColor: '#fef3c7', borderRadius: 6, padding: '8px 12px', margin: '8px 0' }}>
              <Text style={{ fontWeight: 600, margin: 0 }}>{PAUSED_NOTICE}</Text>
              <Text style={{ margin: '4px 0' }}>
                {PAUSED_DETAIL} <Link href={links.upgrade}>Upgrade</Link>
              </Text>
            </Section>
          )}
          {lines.map((line, i) => (
            <Signal key={line.url} line={line} n={i + 1} />
          ))}
          {more && <Text style={muted}>{more}</Text>}
          <Section style={{ padding: '12px 0' }}>
            <Button href={links.viewAll} style={{ backgroundColor: '#4f46e5', color: '#ffffff', borderRadius: 6, padding: '10px 16px' }}>
              View all in FirstSignal
            </Button>
          </Section>
          <Hr />
          <Text style={muted}>
            You get this email because monitoring is on for “{searchName(digest)}”.{' '}
            <Link href={links.settings}>Notification settings</Link> · <Link href={links.unsubscribe}>Unsubscribe</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function TestEmail({ links }: { links: EmailLinks }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>FirstSignal test message</Preview>
      <Body style={page}>
        <Container style={card}>
          <Heading as="h1" style={{ fontSize: 20 }}>
            Email notifications work
          </Heading>
          <Text>This is a test from FirstSignal. New signals from your monitored searches will arrive like this.</Text>
          <Hr />
          <Text style={muted}>
            <Link href={links.settings}>Notification settings</Link> · <Link href={links.unsubscribe}>Unsubscribe</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** Both parts of a digest; an empty one (no signals, no pause) is refused. */
export async function renderDigestEmail(digest: DigestPayload, links: EmailLinks): Promise<RenderedEmail> {
  if (digest.signals.length === 0 && !digest.paused) throw new Error('refusing to render an empty digest');
  const element = <DigestEmail digest={digest} links={links} />;
  return { subject: headline(digest), html: await render(element), text: await render(element, { plainText: true }) };
}

export async function renderTestEmail(links: EmailLinks): Promise<RenderedEmail> {
  const element = <TestEmail links={links} />;
  return { subject: 'FirstSignal test message', html: await render(element), text: await render(element, { plainText: true }) };
}
