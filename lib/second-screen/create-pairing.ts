import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ApiError } from '@/lib/api/api-error';
import type { Database } from '@/lib/supabase/database';
import { formatPairingCode } from './pairing-code';
import { LINK_TTL_SECONDS, LINK_WINDOW_SECONDS, LINKS_PER_WINDOW, MAX_OPEN_LINKS } from './pairing-limits';
import { hashSecret, newLinkToken, newPairingCode } from './pairing-secrets';

export interface NewPairing {
  /** The link the QR code holds: <origin>/second-screen/<token>. */
  url: string;
  /** The short code, grouped for reading ("ABCD-EFGH-JK"). */
  code: string;
  expires_at: string;
}

export const TOO_MANY_LINKS = 'You made many pairing links in a short time. Please wait a few minutes and try again.';

/**
 * A new pairing link and code for the signed-in user's screen (their sign-in session is named,
 * so the device it pairs ends with it). Only the hashes reach the database; the secrets are
 * returned once, to the dialog. Two random codes colliding is retried with fresh ones.
 */
export async function createPairing(admin: SupabaseClient<Database>, p: { userId: string; authSessionId: string | null; origin: string }): Promise<NewPairing> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const token = newLinkToken();
    const code = newPairingCode();
    const { data, error } = await admin
      .rpc('create_second_screen_pairing', {
        p_profile_id: p.userId,
        p_auth_session_id: p.authSessionId ?? undefined,
        p_token_hash: hashSecret(token),
        p_code_hash: hashSecret(code),
        p_ttl_seconds: LINK_TTL_SECONDS,
        p_max_open: MAX_OPEN_LINKS,
        p_max_per_window: LINKS_PER_WINDOW,
        p_window_seconds: LINK_WINDOW_SECONDS,
      })
      .single();
    if (error?.code === '23505') continue;
    if (error || !data) throw error ?? new Error('create_second_screen_pairing returned nothing');
    if (data.status === 'rate_limited') throw new ApiError('rate_limited', TOO_MANY_LINKS, { 'retry-after': String(LINK_WINDOW_SECONDS) });
    if (data.status !== 'created' || !data.expires_at) throw new ApiError('unauthorized', 'Please sign in again.');
    return { url: `${p.origin.replace(/\/$/, '')}/second-screen/${token}`, code: formatPairingCode(code), expires_at: new Date(data.expires_at).toISOString() };
  }
  throw new Error('create_second_screen_pairing: three code collisions in a row');
}
