import { router } from '../../trpc/trpc';
import { track } from './track';

export const eventsRouter = router({ track });
