import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../lib/trpc';

/** Whose themes: a stored run (the current search is one) or a saved search across its runs. */
export type InsightsSource = { kind: 'run'; id: string } | { kind: 'saved'; id: string };

/**
 * The themes of a run or a saved search, fetched while `enabled`. `version` changes when the
 * signals do (load more, a re-run): the themes then are stale, fetched again at once while
 * enabled, else when next enabled.
 */
export function useThemes(source: InsightsSource | null, version: number, enabled: boolean) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const run = trpc.search.themes.queryOptions(source?.kind === 'run' ? { id: source.id } : skipToken, { enabled });
  const saved = trpc.saved.searchThemes.queryOptions(source?.kind === 'saved' ? { id: source.id } : skipToken, { enabled });
  const runThemes = useQuery(run);
  const savedThemes = useQuery(saved);
  const { queryKey } = source?.kind === 'saved' ? saved : run;

  const fetchedFor = useRef(version);
  useEffect(() => {
    if (fetchedFor.current === version) return;
    fetchedFor.current = version;
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }, [version, queryClient, queryKey]);

  return source?.kind === 'saved' ? savedThemes : runThemes;
}

export type ThemesQuery = ReturnType<typeof useThemes>;
