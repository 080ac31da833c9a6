'use client';
import { readApiError } from '@/lib/api/read-api-error';
import { isRecord } from '@/lib/is-record';

/** What the pricing page asks of the server; the browser only ever goes to a URL the server returned. */
export type BillingCall =
  | { kind: 'checkout'; planId: number }
  | { kind: 'upgrade'; planId: number }
  | { kind: 'cancel' };

export type BillingCallResult = { ok: true; url: string } | { ok: false; status: number; message: string; code?: string };

const GENERIC_BILLING_ERROR = 'Something went wrong with your subscription request. Please try again.';

/** POSTs to /api/subscription or /api/update-subscription with the session cookie. */
export async function callBillingApi(call: BillingCall): Promise<BillingCallResult> {
  const [path, body] =
    call.kind === 'checkout'
      ? ['/api/subscription', { Id: call.planId }]
      : ['/api/update-subscription', call.kind === 'cancel' ? { allowCancel: true } : { subscriptionid: call.planId, allowCancel: false }];
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin', body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: 0, message: 'We could not reach the server. Check your connection and try again.' };
  }
  const json: unknown = await res.json().catch(() => null);
  if (res.ok && isRecord(json) && typeof json.url === 'string') return { ok: true, url: json.url };
  const { error, code } = readApiError(json);
  return { ok: false, status: res.status, message: error ?? GENERIC_BILLING_ERROR, code };
}
