import { router } from '../../trpc/trpc';
import { list } from './list';
import { set } from './set';

export const feedbackRouter = router({ list, set });
