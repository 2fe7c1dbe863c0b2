/**
 * Tokens that work without signing in. The unsubscribe link is signed (HMAC-SHA256 over the user's
 * id with a key the app creates once in the database, shared by every instance): it cannot be
 * forged or pointed at another user. Feed URLs carry a random token of which only the SHA-256 is
 * stored, so it can be revoked and never read back.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { appSecret, type DbOrTx } from '@firstsignal/db';

const UNSUBSCRIBE_KEY = 'unsubscribe-signing-key';

const b64 = (buffer: Buffer) => buffer.toString('base64url');

async function signingKey(db: DbOrTx): Promise<Buffer> {
  return Buffer.from(await appSecret(db, UNSUBSCRIBE_KEY, () => b64(randomBytes(32))), 'base64url');
}

function mac(key: Buffer, userId: string): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:${userId}`).digest();
}

export async function unsubscribeToken(db: DbOrTx, userId: string): Promise<string> {
  return `${b64(Buffer.from(userId))}.${b64(mac(await signingKey(db), userId))}`;
}

/** The user id a token was signed for, or undefined when it is not one of ours. */
export async function verifyUnsubscribeToken(db: DbOrTx, token: string): Promise<string | undefined> {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const userId = Buffer.from(match[1]!, 'base64url').toString('utf8');
  // Compared as text: decoding first would accept other spellings of the same bytes (the last
  // character's spare bits), so one link would have several valid forms.
  const expected = Buffer.from(b64(mac(await signingKey(db), userId)));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}

export function newFeedToken(): string {
  return b64(randomBytes(24));
}

export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
