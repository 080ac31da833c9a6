import { newId } from '../ids';
import type { StripeObject } from '../store';
import { recurringOf, type StoredPrice } from './catalog';
import type { StoredCustomer } from './customer';
import type { StoredSubscription } from './subscription';

export type BillingReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update';

export interface InvoiceLine {
  price: StoredPrice;
  productName: string;
  quantity: number;
  amount: number;
  subscriptionItem: string;
  period: { start: number; end: number };
  proration: boolean;
}

/** An invoice as the emulator stores it (the fields its own code reads back). */
export interface StoredInvoice extends StripeObject {
  object: 'invoice';
  amount_due: number;
  attempt_count: number;
  status: 'paid' | 'open';
  status_transitions: { finalized_at: number; marked_uncollectible_at: null; paid_at: number | null; voided_at: null };
}

function money(cents: number, currency: string): string {
  return `${currency === 'usd' ? '$' : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;
}

/**
 * An invoice of a subscription, paid or open. As in Stripe, the invoice's own period_start/end
 * is the period that just ended (both equal to `created` for the first invoice) while each
 * line's period is the service period being charged; the subscription sits under
 * parent.subscription_details (API versions since 2025 have no top-level `subscription`).
 */
export function buildInvoice(args: {
  sub: StoredSubscription;
  customer: StoredCustomer;
  reason: BillingReason;
  lines: InvoiceLine[];
  paid: boolean;
  now: number;
  number: number;
  invoicePeriod: { start: number; end: number };
}): StoredInvoice {
  const { sub, customer, now } = args;
  const id = newId('invoice');
  const total = args.lines.reduce((sum, l) => sum + l.amount, 0);
  const lines = args.lines.map((l) => ({
    id: newId('invoice_line_item'),
    object: 'line_item',
    amount: l.amount,
    currency: sub.currency,
    description: l.proration
      ? `Remaining time on ${l.quantity} × ${l.productName} after ${new Date(now * 1000).toISOString().slice(0, 10)}`
      : `${l.quantity} × ${l.productName} (at ${money(l.price.unit_amount, sub.currency)} / ${recurringOf(l.price).interval})`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: { invoice_item: null, proration: l.proration, proration_details: { credited_items: null }, subscription: sub.id, subscription_item: l.subscriptionItem },
      type: 'subscription_item_details',
    },
    period: l.period,
    pretax_credit_amounts: [],
    pricing: { price_details: { price: l.price.id, product: l.price.product }, type: 'price_details', unit_amount_decimal: String(l.price.unit_amount) },
    quantity: l.quantity,
    quantity_decimal: String(l.quantity),
    subscription: sub.id,
    subtotal: l.amount,
    taxes: [],
  }));
  const paidAmount = args.paid ? total : 0;
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Cuecard AI (Stripe emulator)',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: paidAmount,
    amount_remaining: total - paidAmount,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    auto_advance: !args.paid,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: args.reason,
    collection_method: 'charge_automatically',
    created: now,
    currency: sub.currency,
    custom_fields: null,
    customer: customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: customer.email ?? null,
    customer_name: customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, total_count: lines.length, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: args.paid ? null : now + 3 * 86_400,
    number: `${customer.invoice_prefix}-${String(args.number).padStart(4, '0')}`,
    on_behalf_of: null,
    parent: { quote_details: null, subscription_details: { metadata: sub.metadata, subscription: sub.id }, type: 'subscription_details' },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: args.invoicePeriod.end,
    period_start: args.invoicePeriod.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: args.paid ? 'paid' : 'open',
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: args.paid ? now : null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: now,
  };
}
