import 'server-only';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { publicEnv } from '../env';
import { serverEnv } from '../env-server';
import type { Database } from './database';

let client: SupabaseClient<Database> | undefined;

/**
 * The service-role client: bypasses row-level security. Server code only, for writes the
 * database reserves to the server (usage, credits, billing) and admin auth calls.
 */
export function createAdminSupabase(): SupabaseClient<Database> {
  client ??= createClient<Database>(publicEnv.NEXT_PUBLIC_SUPABASE_URL, serverEnv.SUPABASE_SECRET_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}
