import { router } from '../../trpc/trpc';
import { create } from './create';
import { list } from './list';
import { revoke } from './revoke';

/** Personal API keys: session-only, so no key can make or revoke keys. */
export const apiKeysRouter = router({ list, create, revoke });
