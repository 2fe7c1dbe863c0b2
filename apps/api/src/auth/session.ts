/**
 * Sessions, the lucia way without lucia: the token is `id.secret`; the database keeps only a
 * SHA-256 of the secret, compared in constant time; expiry slides forward while in use.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { deleteSession, extendSession, findSessionWithUser, insertSession, type Db, type UserRow } from '@firstsignal/db';

export const SESSION_COOKIE = 'fs_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Extend once less than half the lifetime is left, so active users are not written to on every request. */
const RENEW_BELOW_MS = SESSION_TTL_MS / 2;

/** SHA-256 is enough for a random 256-bit secret: nothing to guess, so no slow hash. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether `secret` hashes to the stored hex hash, compared in constant time. */
export function secretMatches(storedHash: string, secret: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashSecret(secret), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
}

export async function createSession(db: Db, userId: string, now = new Date()): Promise<{ token: string; session: Session }> {
  const id = randomBytes(15).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, { id, secretHash: hashSecret(secret), userId, expiresAt });
  return { token: `${id}.${secret}`, session: { id, userId, expiresAt } };
}

/** The user and session behind a token, or null for anything malformed, unknown or expired. */
export async function validateSessionToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ session: Session; user: UserRow } | null> {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 128) return null;
  const found = await findSessionWithUser(db, id);
  if (!found) return null;
  const { session: row, user } = found;
  if (!secretMatches(row.secretHash, secret)) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await deleteSession(db, id);
    return null;
  }
  let expiresAt = row.expiresAt;
  if (expiresAt.getTime() - now.getTime() < RENEW_BELOW_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await extendSession(db, id, expiresAt);
  }
  return { session: { id, userId: row.userId, expiresAt }, user };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

/** The session token from the cookie or, for scripts and REST clients, the bearer header. */
export function tokenFromRequest(headers: { authorization?: string | undefined }, cookies: Record<string, string | undefined>): string | null {
  const auth = headers.authorization;
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || null;
  return cookies[SESSION_COOKIE] ?? null;
}
