/**
 * Registration and password sign-in, shared by the REST paths and tRPC. Messages are the
 * spec's; an unknown email and a wrong password answer alike so accounts cannot be probed.
 */
import { loginInput, registerInput } from '@firstsignal/core';
import { createAccount, EmailTakenError, findUserByEmail, publicUser, trackEvent, type Db, type PublicUser } from '@firstsignal/db';
import { HttpError, parseBody } from '../http/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { AttemptLimiter, DEFAULT_AUTH_LIMITS, type AuthLimits } from './rate-limit';
import { createSession } from './session';

export interface SignedIn {
  user: PublicUser;
  token: string;
}

function tooMany(seconds: number): HttpError {
  return new HttpError(429, `Too many attempts. Please try again in ${seconds} seconds.`, { retryAfter: seconds });
}

export function createAuthService(db: Db, limits: AuthLimits = DEFAULT_AUTH_LIMITS) {
  const loginIp = new AttemptLimiter(limits.loginPerIp);
  const loginEmail = new AttemptLimiter(limits.loginFailuresPerEmail);
  const registerIp = new AttemptLimiter(limits.registerPerIp);

  return {
    async register(body: unknown, ip: string): Promise<SignedIn> {
      const wait = registerIp.retryAfter(ip);
      if (wait) throw tooMany(wait);
      registerIp.hit(ip);
      const input = parseBody(registerInput, body);
      const passwordHash = await hashPassword(input.password);
      try {
        const user = await createAccount(db, { ...input, passwordHash });
        const { token } = await createSession(db, user.id);
        await trackEvent(db, 'account_created', user.id, { method: 'password' });
        return { user: await publicUser(db, user), token };
      } catch (error) {
        if (error instanceof EmailTakenError) throw new HttpError(409, error.message, { field: 'email' });
        throw error;
      }
    },

    async login(body: unknown, ip: string): Promise<SignedIn> {
      const input = parseBody(loginInput, body);
      const wait = Math.max(loginIp.retryAfter(ip), loginEmail.retryAfter(input.email));
      if (wait) throw tooMany(wait);
      loginIp.hit(ip);
      const user = await findUserByEmail(db, input.email);
      const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
      if (!user || !ok) {
        loginEmail.hit(input.email);
        throw new HttpError(401, 'Invalid email or password');
      }
      loginEmail.reset(input.email);
      const { token } = await createSession(db, user.id);
      await trackEvent(db, 'login_successful', user.id, { method: 'password' });
      return { user: await publicUser(db, user), token };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
