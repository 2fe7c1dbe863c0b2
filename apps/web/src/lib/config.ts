import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** Which optional features the server has settings for (Google, billing, platforms). */
export function useConfigStatus() {
  const trpc = useTRPC();
  return useQuery(trpc.config.status.queryOptions(undefined, { staleTime: Infinity }));
}
