import { router } from '../../trpc/trpc';
import { history } from './history';
import { run } from './run';
import { stored } from './stored';
import { stream } from './stream';
import { themes } from './themes';

export const searchRouter = router({ run, stream, history, stored, themes });
