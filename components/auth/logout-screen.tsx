'use client';
import { useEffect } from 'react';
import { LOGIN_PATH } from '@/lib/auth/route-rules';
import { saveLocalUser } from '@/lib/profile/local-user';
import { endPairedDevices } from '@/lib/second-screen/end-paired-devices';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { useUser } from '@/components/app-shell/user-provider';
import { StatusScreen } from '@/components/ui/status-screen';

/** 'Logging out': signs out on load and whenever the user changes, then /LoginUser. */
export function LogoutScreen() {
  const { user } = useUser();
  const userId = user?.id;
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      // The phones paired as second screens end with the sign-out, while the session can still say whose they are.
      await endPairedDevices('signed_out');
      // A 401/403/404 means the server already dropped the session: ignore it, the local one goes anyway.
      const auth = createBrowserSupabase().auth;
      const signedOut = await auth.signOut().catch((error: unknown) => ({ error }));
      // The server could not be reached (or failed): this device signs out anyway, without it.
      if (signedOut.error) await auth.signOut({ scope: 'local' }).catch(() => undefined);
      saveLocalUser(null);
      if (!cancelled) window.location.replace(LOGIN_PATH);
    })();
    return () => {
      cancelled = true;
    };
  }, [userId]);
  return <StatusScreen text="Logging out" />;
}

