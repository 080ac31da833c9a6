'use client';
import { createBrowserClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { publicEnv } from '../env';
import type { Database } from './database';

let client: SupabaseClient<Database> | undefined;

/** The browser's Supabase client (publishable key; session in cookies shared with the server). One per tab. */
export function createBrowserSupabase(): SupabaseClient<Database> {
  client ??= createBrowserClient<Database>(publicEnv.NEXT_PUBLIC_SUPABASE_URL, publicEnv.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY);
  return client;
}
