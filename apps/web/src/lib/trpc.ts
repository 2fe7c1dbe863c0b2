import type { AppRouter } from '@firstsignal/api/trpc';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpBatchStreamLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export type { RouterInputs, RouterOutputs } from '@firstsignal/api/trpc';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

const sameOrigin = (url: URL | RequestInfo, options?: RequestInit) => fetch(url, { ...options, credentials: 'same-origin' });

export function createClients() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      // A search streams its first signals before it completes (search.stream); the rest answer whole.
      splitLink({
        condition: (op) => op.path === 'search.stream',
        true: httpBatchStreamLink({ url: '/trpc', fetch: sameOrigin }),
        false: httpBatchLink({ url: '/trpc', fetch: sameOrigin }),
      }),
    ],
  });
  return { queryClient, trpcClient };
}
