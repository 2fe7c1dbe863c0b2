/**
 * Saving from the results screens (spec §2, §4, §8): one signal from its card, all signals, the
 * search, or the search with its signals. The toasts are the spec's, word for word; the
 * idle → saving → saved (10 s) → idle machine behind 'Save All Signals' and 'Save Signals' is
 * `useTimedSave`, shared by every screen that shows it.
 */
import { SAVED_SEARCH_SIGNALS_MAX, signalToPayload, type Signal } from '@firstsignal/core';
import { toast } from '@firstsignal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTRPC, useTRPCClient, type RouterOutputs } from '../lib/trpc';
import type { SearchParamsBody } from '../search/types';

export type SavedSearch = RouterOutputs['saved']['listSearches']['searches'][number];

export const SAVE_MESSAGES = {
  signalSaved: (title: string) => `Signal "${title}" saved successfully!`,
  signalFailed: 'Failed to save signal. Please try again.',
  allSaved: (n: number) => `Successfully saved ${n} signals!`,
  allFailed: 'Failed to save some signals. Please try again.',
  searchAndSignalsSaved: (n: number) => `Successfully saved ${n} signals and search!`,
  searchAndSignalsFailed: 'Failed to save. Please try again.',
} as const;

/** Spec §9: the saved state and its banner last 10 s. */
export const SAVED_STATE_MS = 10_000;

/** Spec §5: 'Search - ' plus the current date. */
export function defaultSearchName(date = new Date()): string {
  return `Search - ${date.toLocaleDateString()}`;
}

export type SaveStatus = 'idle' | 'saving' | 'saved';

/**
 * Spec §4 Save-all: idle, saving, saved for 10 s, idle. `run` saves once at a time, toasts the
 * outcome and settles back to idle on failure.
 */
export function useTimedSave() {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async <T>(save: () => Promise<T>, messages: { success: (result: T) => string; failure: string }) => {
    if (busy.current) return;
    busy.current = true;
    clearTimeout(timer.current);
    setStatus('saving');
    try {
      const result = await save();
      toast({ title: messages.success(result), variant: 'success' });
      setStatus('saved');
      timer.current = setTimeout(() => setStatus('idle'), SAVED_STATE_MS);
    } catch (error) {
      console.error(messages.failure, error);
      toast({ title: messages.failure, variant: 'destructive' });
      setStatus('idle');
    } finally {
      busy.current = false;
    }
  }, []);

  return { status, run };
}

/** The Saved Searches list reloads after anything changes it. */
export function useRefreshSavedSearches() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.saved.listSearches.queryKey() }),
    [queryClient, trpc],
  );
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Save All Signals on the results view and in the Current Signals footer. */
export function useSaveAllSignals() {
  const client = useTRPCClient();
  const { status, run } = useTimedSave();
  const saveAll = useCallback(
    (signals: readonly Signal[]) =>
      run(
        async () => {
          let saved = 0;
          // One request carries at most 200 signals; a long result list goes in several.
          for (const part of chunks(signals, SAVED_SEARCH_SIGNALS_MAX)) {
            saved += (await client.saved.saveSignals.mutate({ signals: part.map(signalToPayload) })).saved;
          }
          return saved;
        },
        { success: SAVE_MESSAGES.allSaved, failure: SAVE_MESSAGES.allFailed },
      ),
    [client, run],
  );
  return { status, saveAll };
}

/** A card's save action: the spec's toasts; resolves whether it saved. */
export function useSaveSignal() {
  const client = useTRPCClient();
  return useCallback(
    async (signal: Signal) => {
      try {
        await client.saved.saveSignal.mutate(signalToPayload(signal));
        toast({ title: SAVE_MESSAGES.signalSaved(signal.title), variant: 'success' });
        return true;
      } catch (error) {
        console.error(SAVE_MESSAGES.signalFailed, error);
        toast({ title: SAVE_MESSAGES.signalFailed, variant: 'destructive' });
        return false;
      }
    },
    [client],
  );
}

/**
 * Creates a saved search with the current parameters and (at most 200 of) its signals; with the
 * current search's id, its thumbs up / thumbs down carry over.
 */
export function useCreateSavedSearch() {
  const client = useTRPCClient();
  const refresh = useRefreshSavedSearches();
  return useCallback(
    async (name: string, params: SearchParamsBody, signals: readonly Signal[], searchId?: string) => {
      const { search } = await client.saved.createSearch.mutate({
        name,
        searchParams: { ...params },
        signals: signals.slice(0, SAVED_SEARCH_SIGNALS_MAX).map(signalToPayload),
        ...(searchId ? { searchId } : {}),
      });
      void refresh();
      return search;
    },
    [client, refresh],
  );
}
