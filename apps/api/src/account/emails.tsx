/**
 * Account mail (issue 23): the link that verifies an address, the link that confirms a new one,
 * the notice to an address that already has an account, and the notice to the old address once
 * the change took effect. Rendered like the digest (React Email), without List-Unsubscribe.
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import type { ReactNode } from 'react';
import { card, muted, page, type RenderedEmail } from '../monitoring/channels/email';

function Mail({ title, children, footer }: { title: string; children: ReactNode; footer: string }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{title}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Heading as="h1" style={{ fontSize: 20, margin: '0 0 8px' }}>
            {title}
          </Heading>
          {children}
          <Hr />
          <Text style={muted}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

const button = { backgroundColor: '#4f46e5', color: '#ffffff', borderRadius: 6, padding: '10px 16px' };
const NOT_YOU = 'If you did not ask for this, you can ignore this email.';

async function rendered(subject: string, element: React.ReactElement): Promise<RenderedEmail> {
  return { subject, html: await render(element), text: await render(element, { plainText: true }) };
}

export function verifyEmail(email: string, link: string, hours: number) {
  return rendered(
    'Verify your email address for FirstSignal',
    <Mail title="Verify your email address" footer={NOT_YOU}>
      <Text>Follow this link to confirm that {email} is yours. It works once, for {hours} hours.</Text>
      <Button href={link} style={button}>
        Verify {email}
      </Button>
      <Text style={muted}>Or paste this address into your browser: {link}</Text>
    </Mail>,
  );
}

export function confirmChangeEmail(email: string, link: string, hours: number) {
  return rendered(
    'Confirm your new email address for FirstSignal',
    <Mail title="Confirm your new email address" footer={`${NOT_YOU} Nothing changes until the link is followed.`}>
      <Text>
        Someone signed in to FirstSignal asked to use {email} as their account's email. Follow this link to confirm the change. It works once, for {hours}{' '}
        hours.
      </Text>
      <Button href={link} style={button}>
        Use {email}
      </Button>
      <Text style={muted}>Or paste this address into your browser: {link}</Text>
    </Mail>,
  );
}

export function addressTakenEmail(email: string) {
  return rendered(
    'Your email address was entered on FirstSignal',
    <Mail title="This address already has an account" footer={NOT_YOU}>
      <Text>
        Someone signed in to FirstSignal asked to use {email} as their account's email. It already belongs to an account, so nothing changed. If it was you, sign in
        to that account instead.
      </Text>
    </Mail>,
  );
}

export function emailChangedEmail(newEmail: string, supportEmail: string) {
  return rendered(
    'Your FirstSignal email address was changed',
    <Mail title="Your email address was changed" footer={`If you did not make this change, write to ${supportEmail} at once.`}>
      <Text>Your FirstSignal account now uses {newEmail}. Sign-in and notifications go to that address from now on.</Text>
    </Mail>,
  );
}
