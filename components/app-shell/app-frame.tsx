import type { ReactNode } from 'react';
import { getViewer } from '@/lib/auth/get-viewer';
import { AppProviders } from './app-providers';
import { TopBar } from './top-bar';

/**
 * The frame of every page with the app top bar (every route but the public marketing pages,
 * which have none). Reads the user on the server, so the first paint already has the right
 * menu. Reading the session cookies also makes these pages per-request, which the nonce-based
 * Content-Security-Policy of proxy.ts needs.
 */
export async function AppFrame({ children }: { children: ReactNode }) {
  const viewer = await getViewer();
  return (
    <AppProviders initialUser={viewer}>
      <TopBar />
      <main id="main" className="min-h-[calc(100vh-4rem)] bg-slate-50">
        {children}
      </main>
    </AppProviders>
  );
}
