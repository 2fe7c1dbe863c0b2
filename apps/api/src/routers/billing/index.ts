import { router } from '../../trpc/trpc';
import { summary } from './summary';

export const billingRouter = router({ summary });
