/**
 * A real SMTP server in the test process (`smtp-server`), keeping every message it receives parsed
 * by `mailparser`: the app sends through nodemailer to it exactly as to a mail provider.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  messages: ParsedMail[];
  /** Envelope recipients of each message, in order. */
  recipients: string[][];
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<Mailbox> {
  const messages: ParsedMail[] = [];
  const recipients: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          recipients.push(session.envelope.rcptTo.map((r) => r.address));
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
