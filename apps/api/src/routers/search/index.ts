import { router } from '../../trpc/trpc';
import { exclude } from './exclude';
import { history } from './history';
import { run } from './run';
import { stored } from './stored';
import { audiences } from './audiences';
import { themes } from './themes';

export const searchRouter = router({ run, history, stored, themes, exclude, audiences });
