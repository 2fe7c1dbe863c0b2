/**
 * A real SMTP server in the test process (`smtp-server`), keeping every message it receives parsed
 * by `mailparser`: the app sends through nodemailer to it exactly as to a mail provider.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  messages: ParsedMail[];
  /** Envelope recipients of each message, in order. */
  recipients: string[][];
  close(): Promise<void>;
}

/** `skip`: mail a suite does not look at (accepted, not kept), e.g. the verification mail of each sign-up. */
export async function startSmtpServer(options: { skip?: (mail: ParsedMail) => boolean } = {}): Promise<Mailbox> {
  const messages: ParsedMail[] = [];
  const recipients: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (!options.skip?.(mail)) {
            messages.push(mail);
            recipients.push(session.envelope.rcptTo.map((r) => r.address));
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    recipients,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The messages sent to `to`, once at least `count` of them have arrived (mail may be sent after the answer). */
export function mailsTo(mailbox: Mailbox, to: string, count = 1): Promise<ParsedMail[]> {
  return vi.waitFor(
    () => {
      const found = mailbox.messages.filter((_, i) => mailbox.recipients[i]!.includes(to));
      if (found.length < count) throw new Error(`${found.length} of ${count} mails to ${to}`);
      return found;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** The token of the account link (verify or confirm a change) in a mail's text. */
export function linkTokenOf(mail: ParsedMail): string {
  const match = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return match[1]!;
}
