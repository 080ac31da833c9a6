import crypto from 'node:crypto';

/**
 * The `Stripe-Signature` header exactly as Stripe builds it: `t=<unix seconds>,v1=<hex>`,
 * where v1 is HMAC-SHA256 over `${t}.${payload}` keyed with the endpoint's signing secret
 * (the whole `whsec_…` string). stripe-node's webhooks.constructEvent verifies it.
 */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
