import { router } from '../../trpc/trpc';
import { history } from './history';
import { run } from './run';
import { stored } from './stored';

export const searchRouter = router({ run, history, stored });
