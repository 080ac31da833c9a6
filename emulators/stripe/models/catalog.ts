import type { Interval } from '../clock';
import type { StripeObject } from '../store';

export interface PriceRecurring {
  interval: Interval;
  interval_count: number;
  meter: null;
  trial_period_days: number | null;
  usage_type: 'licensed' | 'metered';
}

/** A Price as the emulator stores it (resources/prices.ts builds it). */
export interface StoredPrice extends StripeObject {
  object: 'price';
  active: boolean;
  currency: string;
  lookup_key: string | null;
  metadata: Record<string, string>;
  nickname: string | null;
  product: string;
  /** Null for a one-time price. */
  recurring: PriceRecurring | null;
  type: 'one_time' | 'recurring';
  unit_amount: number;
}

/** A Product as the emulator stores it (resources/products.ts builds it). */
export interface StoredProduct extends StripeObject {
  object: 'product';
  active: boolean;
  default_price: string | null;
  metadata: Record<string, string>;
  name: string;
}

/**
 * The billing terms of a price on a subscription. Checkout and subscription updates accept
 * recurring prices only, so a one-time price here is a bug in the emulator.
 */
export function recurringOf(price: StoredPrice): PriceRecurring {
  if (!price.recurring) throw new Error(`stripe emulator: price ${price.id} is not recurring`);
  return price.recurring;
}
