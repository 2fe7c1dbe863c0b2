import { router } from '../../trpc/trpc';
import { status } from './status';

export const configRouter = router({ status });
