import { router } from '../../trpc/trpc';
import { me } from './me';

export const authRouter = router({ me });
