/**
 * Email through SMTP with nodemailer (SMTP_URL, EMAIL_FROM). Notifications carry List-Unsubscribe
 * with one-click unsubscribe (RFC 8058): mail clients POST to the signed link, no sign-in needed.
 * Account mail (address links, change notices) has none: it is not a subscription.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { DeliveryError } from './errors';
import type { RenderedEmail } from './email';

export interface Mailer {
  send(to: string, email: RenderedEmail, unsubscribeUrl?: string): Promise<void>;
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  let transport: Transporter | undefined;
  return {
    async send(to, email, unsubscribeUrl) {
      transport ??= nodemailer.createTransport(smtpUrl);
      try {
        await transport.sendMail({
          from,
          to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          ...(unsubscribeUrl
            ? { list: { unsubscribe: unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
            : {}),
        });
      } catch (error) {
        const { responseCode, code, message } = error as { responseCode?: number; code?: string; message?: string };
        // 5xx SMTP answers are final (bad address, refused); connection trouble and 4xx may pass.
        const final = typeof responseCode === 'number' && responseCode >= 500;
        throw new DeliveryError(`The email could not be sent: ${responseCode ?? code ?? ''} ${message ?? ''}`.replace(/\s+/g, ' ').trim(), !final);
      }
    },
  };
}
