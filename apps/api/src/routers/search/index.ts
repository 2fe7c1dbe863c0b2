import { router } from '../../trpc/trpc';
import { exclude } from './exclude';
import { history } from './history';
import { run } from './run';
import { stored } from './stored';
import { audiences } from './audiences';
import { stream } from './stream';
import { themes } from './themes';

export const searchRouter = router({ run, stream, history, stored, themes, exclude, audiences });
