/** Personal API keys: their scopes and the inputs that make and revoke them (Settings → API keys). */
import { z } from 'zod';

/** `read`: look at runs, saved searches, usage; `search`: run searches (spends quota); `write`: save, monitor. */
export const API_KEY_SCOPES = ['read', 'search', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read: runs, saved searches, themes, usage',
  search: 'Search: run searches and re-runs (spends quota)',
  write: 'Write: save signals and searches, monitors, notifications',
};

/** Every key starts with this, so secret scanners can recognise a leaked one. */
export const API_KEY_PREFIX = 'fs_live_';
export const API_KEY_NAME_MAX = 60;
export const API_KEYS_PER_USER_MAX = 20;

export const apiKeyCreateInput = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(API_KEY_NAME_MAX, `Name must be at most ${API_KEY_NAME_MAX} characters`),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'Scopes are read, search and write' }), { error: 'Choose at least one scope' })
    .min(1, 'Choose at least one scope')
    .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
});
export type ApiKeyCreateInput = z.output<typeof apiKeyCreateInput>;

export const apiKeyIdInput = z.object({
  id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(64, 'id is too long'),
});
