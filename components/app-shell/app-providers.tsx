'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { initAnalytics } from '@/lib/analytics/analytics-client';
import type { AppUser } from '@/lib/profile/types';
import { AppShellProvider } from './app-shell-provider';
import { ShellModals } from './shell-modals';
import { UserProvider } from './user-provider';

/** Everything the pages with the app top bar share: data cache, user, shell state, analytics. */
export function AppProviders({ initialUser, children }: { initialUser: AppUser | null; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  useEffect(() => initAnalytics(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <UserProvider initialUser={initialUser}>
        <AppShellProvider>
          {children}
          <ShellModals />
        </AppShellProvider>
      </UserProvider>
    </QueryClientProvider>
  );
}
