'use client';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { publicEnv } from '@/lib/env';
import { PHONE_CLOSE_CODES } from '@/lib/protocol/second-screen';
import { INITIAL_PHONE, INTERRUPTED_FOR_MS, phoneReducer } from '@/lib/second-screen/phone-reducer';
import { PhoneSocket } from '@/lib/second-screen/phone-socket';
import { phoneSocketUrl } from '@/lib/second-screen/phone-socket-url';

/**
 * The phone's live view: its socket to the ws-server (reconnecting as it must) folded into what
 * the page shows, "Answer now", and a clock that moves while the laptop is away, so a session
 * that never comes back is said to have ended.
 */
export function usePhoneSession(deviceToken: string) {
  const [state, dispatch] = useReducer(phoneReducer, INITIAL_PHONE);
  const [refusedConnection, setRefusedConnection] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const socket = useRef<PhoneSocket | null>(null);

  useEffect(() => {
    const phone = new PhoneSocket({
      url: phoneSocketUrl(publicEnv.NEXT_PUBLIC_WS_URL, window.location),
      deviceToken,
      onMessage: (message) => dispatch({ type: 'message', message, now: Date.now() }),
      onStatus: (status, code) => {
        if (status === 'connecting') dispatch({ type: 'connecting' });
        else if (status === 'closed') dispatch({ type: 'disconnected' });
        else if (code === PHONE_CLOSE_CODES.notPaired) dispatch({ type: 'message', message: { type: 'unpaired', reason: 'not_paired' }, now: Date.now() });
        else setRefusedConnection(true);
      },
    });
    socket.current = phone;
    phone.start();
    return () => phone.stop();
  }, [deviceToken]);

  // Only an interrupted session's line changes with time (it ends if the laptop does not come back).
  const interrupted = state.session?.state === 'interrupted';
  useEffect(() => {
    if (!interrupted) return;
    const timer = setInterval(() => setNow(Date.now()), Math.min(10_000, INTERRUPTED_FOR_MS));
    return () => clearInterval(timer);
  }, [interrupted]);

  const answerNow = useCallback(() => socket.current?.answerNow() ?? false, []);
  const dismissRefusal = useCallback(() => dispatch({ type: 'dismissRefusal' }), []);
  return { state, now, refusedConnection, answerNow, dismissRefusal };
}
