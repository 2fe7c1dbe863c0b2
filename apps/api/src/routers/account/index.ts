import { router } from '../../trpc/trpc';
import { deleteAccount } from './delete';
import { get } from './get';
import { update } from './update';

export const accountRouter = router({ get, update, delete: deleteAccount });
