/**
 * Registration and password sign-in, shared by the REST paths and tRPC. Messages are the
 * spec's; an unknown email and a wrong password answer alike so accounts cannot be probed.
 */
import { loginInput, registerInput } from '@firstsignal/core';
import { createAccount, EmailTakenError, findUserByEmail, publicUser, trackEvent, type Db, type PublicUser } from '@firstsignal/db';
import { HttpError, parseBody } from '../http/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import type { EmailLinks } from '../account/email-links';
import { AttemptLimiter, type AttemptStore, type AuthLimits } from './rate-limit';
import { createSession } from './session';

export interface SignedIn {
  user: PublicUser;
  token: string;
}

export function createAuthService(deps: { db: Db; attempts: AttemptStore; limits: AuthLimits; emailLinks: Pick<EmailLinks, 'sendFirstVerification'> }) {
  const { db, attempts, limits } = deps;
  const loginIp = new AttemptLimiter('login-ip', limits.loginPerIp, attempts);
  const loginEmail = new AttemptLimiter('login-email', limits.loginFailuresPerEmail, attempts);
  const registerIp = new AttemptLimiter('register-ip', limits.registerPerIp, attempts);

  return {
    close: () => attempts.close(),

    async register(body: unknown, ip: string): Promise<SignedIn> {
      await registerIp.enforce(ip);
      const input = parseBody(registerInput, body);
      const passwordHash = await hashPassword(input.password);
      try {
        const user = await createAccount(db, { ...input, passwordHash });
        const { token } = await createSession(db, user.id);
        await trackEvent(db, 'account_created', user.id, { method: 'password' });
        deps.emailLinks.sendFirstVerification(user);
        return { user: await publicUser(db, user), token };
      } catch (error) {
        if (error instanceof EmailTakenError) throw new HttpError(409, error.message, { field: 'email' });
        throw error;
      }
    },

    async login(body: unknown, ip: string): Promise<SignedIn> {
      const input = parseBody(loginInput, body);
      // Every attempt on an email counts until one succeeds: failures are the ones still counted then.
      await loginIp.enforce(ip);
      await loginEmail.enforce(input.email);
      const user = await findUserByEmail(db, input.email);
      const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
      if (!user || !ok) throw new HttpError(401, 'Invalid email or password');
      await loginEmail.reset(input.email);
      const { token } = await createSession(db, user.id);
      await trackEvent(db, 'login_successful', user.id, { method: 'password' });
      return { user: await publicUser(db, user), token };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
