// What the interview screen's Second screen dialog asks of the web app and the database: a new
// pairing link, the devices paired (read as the user, under row-level security), and Unpair.
import type { SupabaseClient } from '@supabase/supabase-js';
import { readApiError } from '@/lib/api/read-api-error';
import type { Database } from '@/lib/supabase/database';

export interface PairingLink {
  url: string;
  code: string;
  expires_at: string;
}

export interface PairedDevice {
  id: string;
  name: string;
  created_at: string;
  last_seen_at: string | null;
}

export type ApiOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

const FAILED = 'Something went wrong. Please try again.';

async function call<T>(path: string, init: RequestInit, read: (json: unknown) => T): Promise<ApiOutcome<T>> {
  try {
    const response = await fetch(path, { ...init, cache: 'no-store' });
    const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    return response.ok ? { ok: true, value: read(json) } : { ok: false, message: readApiError(json).error ?? FAILED };
  } catch {
    return { ok: false, message: FAILED };
  }
}

export function createPairingLink(): Promise<ApiOutcome<PairingLink>> {
  return call('/api/second-screen/pairings', { method: 'POST' }, (json) => json as PairingLink);
}

export function unpairDevice(id: string): Promise<ApiOutcome<null>> {
  return call(`/api/second-screen/devices/${encodeURIComponent(id)}`, { method: 'DELETE' }, () => null);
}

/** The devices that may view now, oldest first. */
export async function listPairedDevices(supabase: SupabaseClient<Database>): Promise<PairedDevice[]> {
  const { data, error } = await supabase
    .from('second_screen_device')
    .select('id, name, created_at, last_seen_at')
    .is('revoked_at', null)
    .gt('expires_at', new Date().toISOString())
    .order('created_at');
  if (error) throw error;
  return data ?? [];
}
