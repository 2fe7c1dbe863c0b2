import { router } from '../../trpc/trpc';
import { createFeed } from './create-feed';
import { list } from './list';
import { markSeen } from './mark-seen';
import { newCount } from './new-count';
import { revokeFeed } from './revoke-feed';
import { set } from './set';

export const monitoringRouter = router({ list, newCount, set, markSeen, createFeed, revokeFeed });
