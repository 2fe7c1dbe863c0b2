/**
 * Proving email addresses (issue 23). A password account's address is verified by following a
 * mailed link; an email change takes effect only when a link sent to the new address is followed,
 * and the answer to the request is the same whether or not the address is taken. A link carries
 * 32 random bytes, of which only the SHA-256 is stored; it works once, for 24 hours. Without SMTP
 * none of this can be mailed: addresses stay unverified and email changes apply at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  deleteEmailToken,
  findUserByEmail,
  insertEmailToken,
  redeemEmailToken,
  type Db,
  type EmailTokenPurpose,
  type Redeemed,
} from '@firstsignal/db';
import { AttemptLimiter, type AttemptStore, type AuthLimits } from '../auth/rate-limit';
import { HttpError } from '../http/errors';
import type { Mailer } from '../monitoring/channels/mailer';
import type { RenderedEmail } from '../monitoring/channels/email';
import type { AppLinks } from '../monitoring/links';
import { addressTakenEmail, confirmChangeEmail, emailChangedEmail, verifyEmail } from './emails';

const LINK_HOURS = 24;
const LINK_TTL_MS = LINK_HOURS * 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

type Refused = Exclude<Redeemed, { status: 'verified' | 'changed' }>['status'];

/** What a link that did nothing says, and its status. */
export const LINK_REFUSED: Record<Refused, { status: number; message: string }> = {
  invalid: { status: 400, message: 'This link is not valid. Check that you opened the whole link from the email.' },
  stale: { status: 400, message: 'This link is for an email address your account no longer uses.' },
  used: { status: 410, message: 'This link has already been used.' },
  expired: { status: 410, message: `This link has expired (links work for ${LINK_HOURS} hours). Ask for a new one in FirstSignal.` },
  taken: { status: 409, message: 'That address now belongs to another account, so your email was not changed.' },
};

export const EMAIL_NOT_CONFIGURED = 'This server cannot send email (set SMTP_URL and EMAIL_FROM), so email addresses cannot be verified.';
const SEND_FAILED = 'The email could not be sent. Please try again later.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface EmailLinkDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer | undefined;
  links: AppLinks;
  attempts: AttemptStore;
  limits: AuthLimits;
  supportEmail: string;
  /** Mail sent after the fact (notices), whose failure no request waits for. */
  logFailure(error: unknown, message: string): void;
}

export function createEmailLinks(deps: EmailLinkDeps) {
  const { db, now, mailer, links } = deps;
  const verificationMails = new AttemptLimiter('verify-mail-user', deps.limits.verificationMailsPerUser, deps.attempts);
  const changesPerUser = new AttemptLimiter('email-change-user', deps.limits.emailChangesPerUser, deps.attempts);
  const changesPerAddress = new AttemptLimiter('email-change-address', deps.limits.emailChangesPerAddress, deps.attempts);

  async function send(to: string, email: RenderedEmail): Promise<void> {
    if (!mailer) throw new HttpError(503, EMAIL_NOT_CONFIGURED);
    try {
      await mailer.send(to, email);
    } catch (error) {
      deps.logFailure(error, 'account email failed');
      throw new HttpError(502, SEND_FAILED);
    }
  }

  /** Stores a new link and mails what `render` makes of it; a link whose mail failed is dropped. */
  async function mailLink(userId: string, purpose: EmailTokenPurpose, email: string, render: (link: string) => Promise<RenderedEmail>) {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    await insertEmailToken(db, { tokenHash, userId, purpose, email, expiresAt: new Date(now().getTime() + LINK_TTL_MS) }, now());
    try {
      await send(email, await render(links.confirmEmail(token)));
    } catch (error) {
      await deleteEmailToken(db, tokenHash);
      throw error;
    }
  }

  const verification = (user: { id: string; email: string }) =>
    mailLink(user.id, 'verify', user.email, (link) => verifyEmail(user.email, link, LINK_HOURS));

  return {
    /** Whether links can be mailed at all (SMTP_URL and EMAIL_FROM are set). */
    configured: mailer !== undefined,

    /** After registration: the first link. Registration never waits on or fails for the mail. */
    sendFirstVerification(user: { id: string; email: string }): void {
      if (!mailer) return;
      verification(user).catch((error: unknown) => deps.logFailure(error, 'verification email failed'));
    },

    /** "Resend": a new link to the account's address, a few an hour. */
    async resendVerification(user: { id: string; email: string; emailVerifiedAt: Date | null }): Promise<{ sent_to: string }> {
      if (!mailer) throw new HttpError(503, EMAIL_NOT_CONFIGURED);
      if (user.emailVerifiedAt) throw new HttpError(400, 'Your email address is already verified.');
      await verificationMails.enforce(user.id, 'Too many verification emails.');
      await verification(user);
      return { sent_to: user.email };
    },

    /**
     * Every change of address counts, per user and per new address, before anything is looked
     * up: a few an hour, so that even where a change answers "taken" (no SMTP) nobody can probe
     * many addresses.
     */
    async limitChange(userId: string, newEmail: string): Promise<void> {
      await changesPerUser.enforce(userId, 'Too many email changes.');
      await changesPerAddress.enforce(newEmail, 'Too many email changes.');
    },

    /**
     * Mails the new address a link that makes the change, or, when the address already has an
     * account, a notice that nothing changed. Either way the pending change is recorded, so the
     * requester sees the same answer (and the same time spent mailing).
     */
    async requestChange(userId: string, newEmail: string): Promise<void> {
      const taken = (await findUserByEmail(db, newEmail)) !== undefined;
      await mailLink(userId, 'change', newEmail, (link) => (taken ? addressTakenEmail(newEmail) : confirmChangeEmail(newEmail, link, LINK_HOURS)));
    },

    /** Follows a link: the address is verified or becomes the account's; the old address is told. */
    async confirm(token: string): Promise<{ status: 'verified' | 'changed'; email: string }> {
      const result: Redeemed = TOKEN.test(token) ? await redeemEmailToken(db, hashToken(token), now()) : { status: 'invalid' };
      if (result.status !== 'verified' && result.status !== 'changed') {
        const refused = LINK_REFUSED[result.status];
        throw new HttpError(refused.status, refused.message, { field: 'token' });
      }
      // The change is made: a notice that cannot be sent (logged by send) does not undo it.
      if (result.status === 'changed') await send(result.previousEmail, await emailChangedEmail(result.email, deps.supportEmail)).catch(() => {});
      return { status: result.status, email: result.email };
    },
  };
}

export type EmailLinks = ReturnType<typeof createEmailLinks>;
