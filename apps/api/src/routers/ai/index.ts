import { router } from '../../trpc/trpc';
import { draftReply } from './draft-reply';

export const aiRouter = router({ draftReply });
