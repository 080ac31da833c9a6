'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { claimDevice } from '@/lib/second-screen/claim-device';
import { normalizePairingCode } from '@/lib/second-screen/pairing-code';
import { PHONE_TEXT } from '@/lib/second-screen/phone-text';
import { forgetDevice, readStoredDevice, storeDevice } from '@/lib/second-screen/stored-device';

export type Pairing = { step: 'checking' } | { step: 'refused'; message: string } | { step: 'code'; error?: string; busy?: boolean } | { step: 'paired'; deviceToken: string };

/** Where the page is once paired: the link's token leaves the address bar (and the history). */
const PAIRED_PATH = '/second-screen';

/**
 * How this phone comes to hold a device credential: the one it kept, else the pairing link it
 * opened (spent once, at the web app), else a code typed. The link is claimed by the page's
 * script, never by loading it: a chat app's link preview that fetches the page spends nothing.
 */
export function usePairing(linkToken?: string) {
  const [pairing, setPairing] = useState<Pairing>({ step: 'checking' });
  // Once per page: React's development double effect must not spend the link twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Read after hydration (the server render has no storage), and decided in one async step.
    void (async () => {
      const stored = readStoredDevice();
      if (!linkToken) return setPairing(stored ? { step: 'paired', deviceToken: stored.token } : { step: 'code' });
      if (stored?.link === linkToken) {
        window.history.replaceState(null, '', PAIRED_PATH);
        return setPairing({ step: 'paired', deviceToken: stored.token });
      }
      const outcome = await claimDevice({ link: linkToken });
      if (!outcome.ok) return setPairing({ step: 'refused', message: outcome.message });
      storeDevice({ token: outcome.deviceToken, link: linkToken, expiresAt: outcome.expiresAt });
      window.history.replaceState(null, '', PAIRED_PATH);
      setPairing({ step: 'paired', deviceToken: outcome.deviceToken });
    })();
  }, [linkToken]);

  const submitCode = useCallback(async (typed: string) => {
    const code = normalizePairingCode(typed);
    if (!code) return setPairing({ step: 'code', error: PHONE_TEXT.codeInvalid });
    setPairing({ step: 'code', busy: true });
    const outcome = await claimDevice({ code });
    if (!outcome.ok) return setPairing({ step: 'code', error: outcome.message });
    storeDevice({ token: outcome.deviceToken, expiresAt: outcome.expiresAt });
    setPairing({ step: 'paired', deviceToken: outcome.deviceToken });
  }, []);

  /** The device was unpaired: its credential is forgotten, and a new link or code pairs it again. */
  const forget = useCallback(() => forgetDevice(), []);

  return { pairing, submitCode, forget };
}
