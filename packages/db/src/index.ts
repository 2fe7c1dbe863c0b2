export * from './client';
export * as schema from './schema';
export type { SearchPreferences } from './schema';
export * from './queries/errors';
export * from './queries/accounts';
export * from './queries/sessions';
