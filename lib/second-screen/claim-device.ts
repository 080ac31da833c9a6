import { readApiError } from '@/lib/api/read-api-error';
import { CLAIM_MESSAGES } from './claim-messages';

export type ClaimOutcome = { ok: true; deviceToken: string; expiresAt: string } | { ok: false; status: number; message: string };

const FAILED = 'The phone could not be paired. Check your connection and try again.';

/** The phone spends a pairing link (or a typed code) at the web app and gets its device credential. */
export async function claimDevice(body: { link: string } | { code: string }): Promise<ClaimOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/second-screen/claim', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), cache: 'no-store' });
  } catch {
    return { ok: false, status: 0, message: FAILED };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok && json && typeof json === 'object' && 'device_token' in json && 'expires_at' in json) {
    return { ok: true, deviceToken: String(json.device_token), expiresAt: String(json.expires_at) };
  }
  const message = readApiError(json).error ?? (response.status === 429 ? CLAIM_MESSAGES.rateLimited : FAILED);
  return { ok: false, status: response.status, message };
}
