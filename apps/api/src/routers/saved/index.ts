import { router } from '../../trpc/trpc';
import { createSearch } from './create-search';
import { deleteSearch } from './delete-search';
import { getSearch } from './get-search';
import { listSearches } from './list-searches';
import { rerunSearch } from './rerun-search';
import { saveSignal } from './save-signal';
import { saveSignals } from './save-signals';
import { searchAudiences } from './search-audiences';
import { searchThemes } from './search-themes';
import { setExclusions } from './set-exclusions';

export const savedRouter = router({ saveSignal, saveSignals, createSearch, listSearches, getSearch, deleteSearch, rerunSearch, searchThemes, setExclusions, searchAudiences });
