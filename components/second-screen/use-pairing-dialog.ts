'use client';
import { useCallback, useEffect, useState } from 'react';
import { createPairingLink, listPairedDevices, unpairDevice, type PairedDevice, type PairingLink } from '@/lib/second-screen/pairing-api';
import { createBrowserSupabase } from '@/lib/supabase/browser';

/** How often the open dialog looks for a device that just paired (one small read under row-level security). */
const DEVICES_EVERY_MS = 3_000;

/**
 * The Second screen dialog's state while it is open: a pairing link made on opening (and on
 * New link), the seconds it has left, and the paired devices, read again every few seconds so
 * a phone that pairs shows up, with Unpair.
 */
export function usePairingDialog(open: boolean) {
  const [link, setLink] = useState<PairingLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [devices, setDevices] = useState<PairedDevice[]>([]);
  const [unpairing, setUnpairing] = useState<string>();
  const [now, setNow] = useState(() => Date.now());

  const newLink = useCallback(async () => {
    const made = await createPairingLink();
    setError(made.ok ? null : made.message);
    if (made.ok) setLink(made.value);
  }, []);

  const refreshDevices = useCallback(async () => {
    try {
      setDevices(await listPairedDevices(createBrowserSupabase()));
    } catch {
      // The list stays as it was until the next read.
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    void (async () => {
      await Promise.all([newLink(), refreshDevices()]);
    })();
    const clock = setInterval(() => setNow(Date.now()), 1_000);
    const poll = setInterval(() => void refreshDevices(), DEVICES_EVERY_MS);
    return () => {
      clearInterval(clock);
      clearInterval(poll);
      setLink(null);
    };
  }, [open, newLink, refreshDevices]);

  const unpair = useCallback(
    async (id: string) => {
      setUnpairing(id);
      const done = await unpairDevice(id);
      if (!done.ok) setError(done.message);
      await refreshDevices();
      setUnpairing(undefined);
    },
    [refreshDevices],
  );

  const secondsLeft = link ? Math.max(0, Math.ceil((Date.parse(link.expires_at) - now) / 1000)) : 0;
  return { link, error, devices, unpairing, secondsLeft, newLink, unpair };
}
