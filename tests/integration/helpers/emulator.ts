import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from '../../../emulators/dev-keys';
import type { Database } from '../../../lib/supabase/database';
import { startEmulators, type EmulatorOptions, type RunningEmulator } from '../../../emulators/server';

/** Starts an emulator on a free port with a fresh in-memory database. */
export function startTestEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulators({ port: 0, ...options });
}

/** A supabase-js client as the browser uses it (publishable key), with no session persistence. */
export function anonClient(emulator: RunningEmulator): SupabaseClient {
  return createClient(emulator.url, DEV_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A signed-in user's own client (their access token, so row-level security applies), as in the browser. */
export function userClient(emulator: RunningEmulator, accessToken: string): SupabaseClient<Database> {
  return createClient<Database>(emulator.url, DEV_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}

/** A supabase-js client with the secret key (service role), as server code uses it. */
export function serviceClient(emulator: RunningEmulator): SupabaseClient {
  return createClient(emulator.url, DEV_SECRET_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
