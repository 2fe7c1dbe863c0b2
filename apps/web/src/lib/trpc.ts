import type { AppRouter } from '@firstsignal/api/trpc';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export type { RouterInputs, RouterOutputs } from '@firstsignal/api/trpc';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function createClients() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  const trpcClient = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/trpc', fetch: (url, options) => fetch(url, { ...options, credentials: 'same-origin' }) })],
  });
  return { queryClient, trpcClient };
}
