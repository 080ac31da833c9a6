import type { StripeObject } from '../store';

/** A line of a session as stored: the price id, resolved when the session is presented or paid. */
export interface CheckoutLineItem {
  id: string;
  price: string;
  quantity: number;
}

/** A Checkout Session as the emulator stores it (resources/checkout-sessions.ts builds it). */
export interface StoredCheckoutSession extends StripeObject {
  object: 'checkout.session';
  cancel_url: string | null;
  customer: string | null;
  customer_email: string | null;
  expires_at: number;
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  url: string | null;
  /** Internal (dropped from API answers): the lines, expanded on demand as line_items. */
  __line_items: CheckoutLineItem[];
  /** Internal: subscription_data[metadata], copied onto the subscription Checkout creates. */
  __subscription_metadata: Record<string, string>;
}
