/**
 * The phone's device credential, kept in localStorage. Not an httpOnly cookie: the credential
 * goes in the first message of a WebSocket to the ws-server, another origin, where no cookie of
 * the web app is sent and no header can be set, so the page must be able to read it. It can do
 * nothing but view one candidate's live sessions (no Supabase token, no PostgREST, no Realtime),
 * and only for 12 hours or until Unpair; the link it came from is kept with it, so reopening that
 * link on this phone (already used) carries on instead of being refused.
 */
import { z } from 'zod';
import { deviceToken } from '@/lib/protocol/second-screen';

const KEY = 'cuecard.secondScreen.device';

const storedDevice = z.object({ token: deviceToken, link: z.string().max(64).optional(), expiresAt: z.iso.datetime({ offset: true }) });
export type StoredDevice = z.infer<typeof storedDevice>;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The credential this phone holds, unless it is gone, malformed or past its 12 hours. */
export function readStoredDevice(now = Date.now()): StoredDevice | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  const device = storedDevice.safeParse(parsed);
  return device.success && Date.parse(device.data.expiresAt) > now ? device.data : null;
}

export function storeDevice(device: StoredDevice): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(device));
  } catch {
    // Private mode or a full storage: the pairing lasts as long as this page.
  }
}

export function forgetDevice(): void {
  storage()?.removeItem(KEY);
}
