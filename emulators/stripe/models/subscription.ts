import { addInterval } from '../clock';
import { newId } from '../ids';
import type { StripeObject } from '../store';
import { recurringOf, type StoredPrice } from './catalog';

export interface StoredItem {
  id: string;
  object: 'subscription_item';
  billing_thresholds: null;
  created: number;
  current_period_end: number;
  current_period_start: number;
  discounts: string[];
  metadata: Record<string, string>;
  /** A price id in storage; the API embeds the Price (and its legacy Plan) on the way out. */
  price: string;
  quantity: number;
  subscription: string;
  tax_rates: unknown[];
}

export interface StoredSubscription extends StripeObject {
  object: 'subscription';
  customer: string;
  status: string;
  items: { object: 'list'; data: StoredItem[]; has_more: boolean; total_count: number; url: string };
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice: string | null;
  currency: string;
  /** The subscription schedule holding a change for the period's end, if any. */
  schedule: string | null;
}

export function periodEnd(price: StoredPrice, start: number): number {
  const recurring = recurringOf(price);
  return addInterval(start, recurring.interval, recurring.interval_count);
}

export function newItem(subscriptionId: string, price: StoredPrice, quantity: number, now: number, start: number, end: number): StoredItem {
  return {
    id: newId('subscription_item'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: now,
    current_period_end: end,
    current_period_start: start,
    discounts: [],
    metadata: {},
    price: price.id,
    quantity,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

/** A new active subscription, as Checkout creates it after a successful first payment. */
export function buildSubscription(args: {
  customer: string;
  lines: { price: StoredPrice; quantity: number }[];
  metadata: Record<string, string>;
  now: number;
  paymentMethod: string;
}): StoredSubscription {
  const id = newId('subscription');
  const { now } = args;
  const end = periodEnd(args.lines[0].price, now);
  const items = args.lines.map((l) => newItem(id, l.price, l.quantity, now, now, end));
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: args.lines[0].price.currency,
    customer: args.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: args.paymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: { object: 'list', data: items, has_more: false, total_count: items.length, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: args.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
}

/** The current period (Stripe keeps it per item; all items of a subscription share it here). */
export function currentPeriod(sub: StoredSubscription): { start: number; end: number } {
  const item = sub.items.data[0];
  return { start: item.current_period_start, end: item.current_period_end };
}
