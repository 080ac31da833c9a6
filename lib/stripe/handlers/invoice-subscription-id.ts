import type Stripe from 'stripe';
import { isRecord } from '@/lib/is-record';

/** The subscription an invoice bills: under parent.subscription_details since 2025, top level before. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const ref = invoice.parent?.subscription_details?.subscription ?? legacySubscription(invoice);
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

/** The top-level `subscription` of API versions before 2025 (gone from stripe-node's types): an id, or the expanded object. */
function legacySubscription(invoice: Stripe.Invoice): string | { id: string } | null {
  const value = 'subscription' in invoice ? invoice.subscription : null;
  if (typeof value === 'string') return value;
  return isRecord(value) && typeof value.id === 'string' ? { id: value.id } : null;
}
