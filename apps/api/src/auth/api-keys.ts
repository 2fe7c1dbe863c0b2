/**
 * Personal API keys: `fs_live_<id>_<secret>`. The id finds the row; only SHA-256 of the 256-bit
 * secret is stored and compared in constant time (a random secret needs no slow hash). A key
 * acts for its user within its scopes; the session-only actions refuse every key.
 */
import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEYS_PER_USER_MAX, type ApiKeyCreateInput, type ApiKeyScope } from '@firstsignal/core';
import { countApiKeys, deleteApiKey, findApiKeyWithUser, insertApiKey, touchApiKey, type ApiKeySummary, type Db, type UserRow } from '@firstsignal/db';
import { HttpError, notFound } from '../http/errors';
import { hashSecret, secretMatches } from './session';

/** What a request needs: a scope a key may hold, or a signed-in session (password, email, billing, deletion, keys). */
export type Access = ApiKeyScope | 'session';

/** last_used_at is written at most this often per key: "last used" needs minutes, not every request. */
export const LAST_USED_EVERY_MS = 60_000;

const ID_PATTERN = /^[0-9a-f]{16}$/;

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

/** The key's public part, shown in Settings so a user can tell their keys apart. */
export const keyHint = (id: string) => `${API_KEY_PREFIX}${id}…`;

export interface ApiKeyAuth {
  id: string;
  scopes: ApiKeyScope[];
}

export async function createApiKey(db: Db, userId: string, input: ApiKeyCreateInput): Promise<{ key: string; apiKey: ApiKeySummary }> {
  if ((await countApiKeys(db, userId)) >= API_KEYS_PER_USER_MAX) {
    throw new HttpError(409, `You can have at most ${API_KEYS_PER_USER_MAX} API keys. Revoke one you no longer use first.`);
  }
  const id = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const apiKey = await insertApiKey(db, { id, secretHash: hashSecret(secret), userId, name: input.name, scopes: input.scopes });
  return { key: `${API_KEY_PREFIX}${id}_${secret}`, apiKey };
}

export async function revokeApiKey(db: Db, userId: string, id: string): Promise<{ success: true }> {
  if (!(await deleteApiKey(db, userId, id))) throw notFound('API key not found');
  return { success: true };
}

/** The user and key behind a token, or null for anything malformed, unknown or revoked. */
export async function validateApiKey(db: Db, token: string, now: Date): Promise<{ user: UserRow; key: ApiKeyAuth } | null> {
  const rest = token.slice(API_KEY_PREFIX.length);
  const cut = rest.indexOf('_');
  const id = rest.slice(0, cut);
  const secret = rest.slice(cut + 1);
  if (cut < 0 || !ID_PATTERN.test(id) || !secret || secret.length > 128) return null;
  const found = await findApiKeyWithUser(db, id);
  if (!found) return null;
  if (!secretMatches(found.key.secretHash, secret)) return null;
  await touchApiKey(db, id, now, LAST_USED_EVERY_MS);
  return { user: found.user, key: { id, scopes: found.key.scopes } };
}

export const SESSION_ONLY_MESSAGE =
  'API keys cannot do this: changing the password, email, billing, deleting the account or managing API keys needs you signed in.';

/** Refuses a key that lacks `access` with a 403 that says what is missing; sessions may do everything. */
export function checkAccess(key: ApiKeyAuth | null, access: Access): void {
  if (!key) return;
  if (access === 'session') throw new HttpError(403, SESSION_ONLY_MESSAGE);
  if (!key.scopes.includes(access)) throw new HttpError(403, `This API key lacks the '${access}' scope.`);
}
