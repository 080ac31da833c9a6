import type Stripe from 'stripe';
import { isRecord } from '@/lib/is-record';

type Line = Stripe.InvoiceLineItem;

/** Whether a line is a proration: under parent since 2025, at the top level before (gone from stripe-node's types). */
function isProration(line: Line): boolean {
  const legacy = 'proration' in line && typeof line.proration === 'boolean' ? line.proration : undefined;
  return line.parent?.subscription_item_details?.proration ?? line.parent?.invoice_item_details?.proration ?? legacy ?? false;
}

/** The price a line charges: under pricing.price_details since 2025, `price` before (an id or the expanded Price). */
function linePriceId(line: Line): string | null {
  const price = line.pricing?.price_details?.price ?? ('price' in line ? line.price : null);
  if (typeof price === 'string') return price || null;
  return isRecord(price) && typeof price.id === 'string' ? price.id : null;
}

/**
 * The price of the newest billing period the subscription has paid for in full: the line that
 * is not a proration on its newest paid invoice that has one. A proration charges part of a
 * period at a difference of prices, so it never counts as a paid period. Null when the
 * subscription has paid for no period.
 */
export async function lastPaidPeriodPriceId(stripe: Stripe, subscriptionId: string): Promise<string | null> {
  for await (const invoice of stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 10 })) {
    for (const line of invoice.lines.data) {
      const price = linePriceId(line);
      if (price && !isProration(line)) return price;
    }
  }
  return null;
}
