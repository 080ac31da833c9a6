'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchProfile } from '@/lib/profile/profile-queries';
import { profileKeys } from '@/lib/profile/query-keys';
import { saveLocalUser } from '@/lib/profile/local-user';
import type { AppUser } from '@/lib/profile/types';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { syncSessionCookie } from './sync-session-cookie';

interface UserState {
  /** The auth user merged with the profile; null for a visitor. */
  user: AppUser | null;
  refreshProfile: () => Promise<void>;
}

const UserContext = createContext<UserState>({ user: null, refreshProfile: async () => undefined });

/**
 * Holds the signed-in user for the app shell. Starts from what the server rendered (no
 * flash), then follows the auth events: SIGNED_OUT clears the user, SIGNED_IN
 * and INITIAL_SESSION reload the profile.
 */
export function UserProvider({ initialUser, children }: { initialUser: AppUser | null; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [authUser, setAuthUser] = useState(initialUser ? { id: initialUser.id, email: initialUser.email } : null);
  const userId = authUser?.id;
  const profile = useQuery({
    queryKey: profileKeys.profile(userId ?? 'visitor'),
    queryFn: () => fetchProfile(createBrowserSupabase(), userId as string),
    enabled: Boolean(userId),
    initialData: userId && userId === initialUser?.id ? (initialUser.profile ?? undefined) : undefined,
    staleTime: 30_000,
  });

  useEffect(() => {
    const supabase = createBrowserSupabase();
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      syncSessionCookie(event, session);
      if (event === 'SIGNED_OUT') {
        setAuthUser(null);
        saveLocalUser(null);
        queryClient.removeQueries();
      } else if (session?.user && (event === 'SIGNED_IN' || event === 'INITIAL_SESSION' || event === 'USER_UPDATED')) {
        const next = { id: session.user.id, email: session.user.email ?? null };
        setAuthUser((prev) => (prev?.id === next.id && prev.email === next.email ? prev : next));
        // Never await Supabase calls inside this callback (it holds the auth lock): defer.
        if (event !== 'USER_UPDATED') setTimeout(() => void queryClient.invalidateQueries({ queryKey: profileKeys.profile(next.id) }), 0);
      }
    });
    return () => data.subscription.unsubscribe();
  }, [queryClient]);

  const user = useMemo<AppUser | null>(
    () => (authUser ? { ...authUser, profile: profile.data ?? null } : null),
    [authUser, profile.data],
  );
  useEffect(() => {
    if (user) saveLocalUser(user);
  }, [user]);

  const value = useMemo<UserState>(
    () => ({
      user,
      refreshProfile: async () => {
        if (userId) await queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId) });
      },
    }),
    [user, userId, queryClient],
  );
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

export function useUser(): UserState {
  return useContext(UserContext);
}
