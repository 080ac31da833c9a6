// The bench's candidates: users made with the Auth admin API (sign-in's own rate limits would
// refuse hundreds of password grants), access tokens signed with the emulator's development key,
// and one phone paired with each through the same SQL functions the web app's routes call.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { DEV_SECRET_KEY } from '../../emulators/dev-keys';
import { signAccessToken } from '../../emulators/jwt';
import { DEVICE_TTL_SECONDS, LINK_TTL_SECONDS, LINK_WINDOW_SECONDS, LINKS_PER_WINDOW, MAX_DEVICES, MAX_OPEN_LINKS } from '../../lib/second-screen/pairing-limits';
import { hashSecret, newDeviceToken, newLinkToken, newPairingCode } from '../../lib/second-screen/pairing-secrets';

export interface BenchUser {
  userId: string;
  accessToken: string;
  deviceToken: string;
}

/** `pair` false: the same user with no device, for the cost of the sessions alone. */
export async function pairedUser(emulatorUrl: string, pair = true): Promise<BenchUser> {
  const admin = createClient(emulatorUrl, DEV_SECRET_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const created = await admin.auth.admin.createUser({ email: `ss-${randomUUID()}@example.com`, password: 'correct horse battery staple', email_confirm: true });
  if (created.error || !created.data.user) throw new Error(`createUser: ${created.error?.message}`);
  const userId = created.data.user.id;
  const now = Math.floor(Date.now() / 1000);
  const accessToken = signAccessToken({ sub: userId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 });
  if (!pair) return { userId, accessToken, deviceToken: '' };
  const link = newLinkToken();
  const made = await admin.rpc('create_second_screen_pairing', {
    p_profile_id: userId,
    p_token_hash: hashSecret(link),
    p_code_hash: hashSecret(newPairingCode()),
    p_ttl_seconds: LINK_TTL_SECONDS,
    p_max_open: MAX_OPEN_LINKS,
    p_max_per_window: LINKS_PER_WINDOW,
    p_window_seconds: LINK_WINDOW_SECONDS,
  });
  if (made.error) throw new Error(`create_second_screen_pairing: ${made.error.message}`);
  const deviceToken = newDeviceToken();
  const claimed = await admin.rpc('claim_second_screen_pairing', {
    p_token_hash: hashSecret(link),
    p_device_token_hash: hashSecret(deviceToken),
    p_device_name: 'Bench phone',
    p_device_ttl_seconds: DEVICE_TTL_SECONDS,
    p_max_devices: MAX_DEVICES,
  });
  if (claimed.error || claimed.data?.[0]?.status !== 'paired') throw new Error(`claim_second_screen_pairing: ${claimed.error?.message ?? claimed.data?.[0]?.status}`);
  return { userId, accessToken, deviceToken };
}
