/**
 * The user's monthly usage (spec §7 GET /api/user/usage), polled every 30 s and refreshed on
 * sign-in. A failed read keeps the last known usage (default 0 of 25 on free) and is only logged
 * with the spec's internal states (§8). A 401 refreshes the session once and retries once (§4).
 */
import { FREE_RESULTS_LIMIT, remainingResults } from '@firstsignal/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSignedIn, useAuth } from '../auth/auth';
import { errorStatus, isInvalidJson } from '../lib/errors';
import { useTRPC, useTRPCClient, type RouterOutputs } from '../lib/trpc';

export const USAGE_POLL_MS = 30_000;

type UsageAnswer = RouterOutputs['usage']['get'];

export interface Usage {
  used: number;
  limit: number;
  /** Never below 0. */
  remaining: number;
  planType: string;
  planStatus: string;
  nextBillingDate: string | null;
}

export const FALLBACK_USAGE: Usage = {
  used: 0,
  limit: FREE_RESULTS_LIMIT,
  remaining: FREE_RESULTS_LIMIT,
  planType: 'free',
  planStatus: 'active',
  nextBillingDate: null,
};

class InvalidUsageAnswer extends Error {}

function checked(answer: unknown): UsageAnswer {
  const data = (answer as { data?: Record<string, unknown> } | null)?.data;
  if (!data || typeof data.results_used !== 'number' || typeof data.results_limit !== 'number') {
    throw new InvalidUsageAnswer('Invalid response structure');
  }
  return answer as UsageAnswer;
}

/** The internal state names of spec §8, logged and never shown. */
function failureState(error: unknown): string {
  if (error instanceof InvalidUsageAnswer) return 'Invalid response structure';
  const status = errorStatus(error);
  if (status !== undefined) return `API Error: ${status}`;
  if (isInvalidJson(error)) return 'Invalid JSON response';
  return 'Network error';
}

export function usageFrom(answer: UsageAnswer | undefined): Usage {
  if (!answer) return FALLBACK_USAGE;
  const d = answer.data;
  return {
    used: d.results_used,
    limit: d.results_limit,
    remaining: Math.max(0, d.results_remaining ?? remainingResults(d.results_used, d.results_limit)),
    planType: d.plan_type || 'free',
    planStatus: d.plan_status || 'active',
    nextBillingDate: d.next_billing_date ?? null,
  };
}

/** `poll: false` reads the shared usage without adding another 30 s timer (the usage bar polls). */
export function useUsage({ poll = true }: { poll?: boolean } = {}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const queryKey = trpc.usage.get.queryKey();

  const query = useQuery({
    queryKey,
    queryFn: async (): Promise<UsageAnswer> => {
      const read = async () => checked(await client.usage.get.query());
      try {
        return await read();
      } catch (error) {
        if (errorStatus(error) !== 401) {
          console.error(failureState(error));
          throw error;
        }
      }
      let user;
      try {
        user = await refresh();
      } catch (error) {
        console.error('Session error');
        throw error;
      }
      if (!user) {
        console.error('No session');
        throw new Error('No session');
      }
      try {
        return await read();
      } catch (error) {
        console.error(failureState(error));
        throw error;
      }
    },
    refetchInterval: poll ? USAGE_POLL_MS : false,
    retry: false,
    staleTime: 0,
  });

  // A sign-in or session refresh re-reads usage, joining a read already under way.
  useEffect(
    () => onSignedIn(() => void queryClient.invalidateQueries({ queryKey: trpc.usage.get.queryKey() }, { cancelRefetch: false })),
    [queryClient, trpc],
  );

  return { usage: usageFrom(query.data), known: query.data !== undefined, isLoading: query.isPending };
}
