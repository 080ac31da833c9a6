import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ApiError } from '@/lib/api/api-error';
import type { Database } from '@/lib/supabase/database';
import type { ClaimPairingBody } from '@/lib/validations/second-screen';
import { broadcastDeviceEvents } from './broadcast-device-events';
import { deviceNameOf } from './device-name';
import { normalizePairingCode } from './pairing-code';
import { DEVICE_TTL_SECONDS, MAX_DEVICES } from './pairing-limits';
import { hashSecret, newDeviceToken } from './pairing-secrets';
import { CLAIM_MESSAGES } from './claim-messages';

export interface ClaimedDevice {
  /** The phone's credential, given once: only its hash is kept. */
  device_token: string;
  expires_at: string;
}

/**
 * A phone opened a pairing link (or typed its code): the link is spent and a device made in
 * one database call, so of two phones only one gets a credential. The ws-servers are told at
 * once, so the candidate's running session starts publishing for it.
 */
export async function claimPairing(admin: SupabaseClient<Database>, body: ClaimPairingBody, userAgent: string | null): Promise<ClaimedDevice> {
  const secret = 'link' in body ? body.link : normalizePairingCode(body.code);
  if (!secret) throw new ApiError('not_found', CLAIM_MESSAGES.unknownCode);
  const deviceToken = newDeviceToken();
  const { data, error } = await admin
    .rpc('claim_second_screen_pairing', {
      ...('link' in body ? { p_token_hash: hashSecret(secret) } : { p_code_hash: hashSecret(secret) }),
      p_device_token_hash: hashSecret(deviceToken),
      p_device_name: deviceNameOf(userAgent),
      p_device_ttl_seconds: DEVICE_TTL_SECONDS,
      p_max_devices: MAX_DEVICES,
    })
    .single();
  if (error || !data) throw error ?? new Error('claim_second_screen_pairing returned nothing');
  switch (data.status) {
    case 'paired':
      await broadcastDeviceEvents(admin, data.profile_id);
      return { device_token: deviceToken, expires_at: new Date(data.expires_at).toISOString() };
    case 'used':
      throw new ApiError('gone', CLAIM_MESSAGES.used);
    case 'expired':
      throw new ApiError('gone', CLAIM_MESSAGES.expired);
    case 'too_many_devices':
      throw new ApiError('conflict', CLAIM_MESSAGES.tooManyDevices);
    default:
      throw new ApiError('not_found', 'link' in body ? CLAIM_MESSAGES.unknownLink : CLAIM_MESSAGES.unknownCode);
  }
}
