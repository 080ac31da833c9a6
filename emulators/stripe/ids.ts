import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random base62 text (rejection sampling, so every character is equally likely). */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** Id prefixes and lengths as Stripe issues them in test mode. */
const ID_FORMATS = {
  customer: ['cus_', 14],
  product: ['prod_', 14],
  price: ['price_', 24],
  checkout_session: ['cs_test_', 58],
  checkout_line_item: ['li_', 24],
  portal_session: ['bps_', 24],
  portal_configuration: ['bpc_', 24],
  subscription: ['sub_', 24],
  subscription_item: ['si_', 14],
  subscription_schedule: ['sub_sched_', 24],
  invoice: ['in_', 24],
  invoice_line_item: ['il_', 24],
  payment_method: ['pm_', 24],
  event: ['evt_', 24],
  request: ['req_', 14],
} as const;

export type IdKind = keyof typeof ID_FORMATS;

export function newId(kind: IdKind): string {
  const [prefix, length] = ID_FORMATS[kind];
  return prefix + randomBase62(length);
}
