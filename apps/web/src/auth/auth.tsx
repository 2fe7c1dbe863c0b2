/**
 * Auth state for the SPA (spec §4): loading, then signed in or not. The session lives in an
 * HttpOnly cookie; the SPA only ever learns who the user is from the server.
 */
import { MESSAGES } from '@firstsignal/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { apiFetch } from '../lib/http';
import { useTRPC, type RouterOutputs } from '../lib/trpc';

export type User = NonNullable<RouterOutputs['auth']['me']>;

interface AuthState {
  status: 'loading' | 'authenticated' | 'unauthenticated';
  user: User | null;
  login(email: string, password: string): Promise<User>;
  register(input: { email: string; password: string; name?: string }): Promise<User>;
  logout(): Promise<void>;
  /** Re-reads the session; the usage call uses it once after a 401 (spec §4). */
  refresh(): Promise<User | null>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Listeners for SIGNED_IN-like moments (sign-in, session refresh) that should refresh usage. */
const signedInListeners = new Set<() => void>();
export function onSignedIn(listener: () => void) {
  signedInListeners.add(listener);
  return () => void signedInListeners.delete(listener);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const meKey = trpc.auth.me.queryKey();
  const me = useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: Infinity, retry: false }));

  const signedIn = useCallback(
    (user: User) => {
      queryClient.setQueryData(meKey, user);
      signedInListeners.forEach((l) => l());
      return user;
    },
    [queryClient, meKey],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      const res = await apiFetch<{ user?: User }>('/api/auth/login', { body: { email, password } });
      if (!res?.user) throw new Error(MESSAGES.loginFailed);
      return signedIn(res.user);
    },
    [signedIn],
  );

  const register = useCallback(
    async (input: { email: string; password: string; name?: string }) => {
      const res = await apiFetch<{ user?: User }>('/api/auth/register', { body: input });
      if (!res?.user) throw new Error(MESSAGES.registrationFailed);
      return signedIn(res.user);
    },
    [signedIn],
  );

  const logout = useCallback(async () => {
    try {
      await apiFetch('/api/auth/logout', { method: 'POST', body: {} });
    } finally {
      // The auth query stays (observers hold it); everything else belonged to the old user.
      queryClient.setQueryData(meKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meKey[0] });
    }
  }, [queryClient, meKey]);

  const refresh = useCallback(async () => {
    const user = await queryClient.fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 });
    if (user) signedInListeners.forEach((l) => l());
    return user;
  }, [queryClient, trpc]);

  const value = useMemo<AuthState>(
    () => ({
      status: me.isPending ? 'loading' : me.data ? 'authenticated' : 'unauthenticated',
      user: me.data ?? null,
      login,
      register,
      logout,
      refresh,
    }),
    [me.isPending, me.data, login, register, logout, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside AuthProvider');
  return state;
}

/** Spec §3: the full name, else the name, else 'User'. */
export function displayName(user: User | null): string {
  return user?.user_metadata.full_name || user?.user_metadata.name || user?.name || 'User';
}
