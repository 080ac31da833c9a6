import type Stripe from 'stripe';

type Line = Stripe.InvoiceLineItem & { proration?: boolean; price?: { id: string } | string | null };

/** Whether a line is a proration: under parent since 2025, at the top level before. */
function isProration(line: Line): boolean {
  return line.parent?.subscription_item_details?.proration ?? line.parent?.invoice_item_details?.proration ?? line.proration ?? false;
}

/** The price a line charges: under pricing.price_details since 2025, `price` before. */
function linePriceId(line: Line): string | null {
  const price = line.pricing?.price_details?.price ?? line.price ?? null;
  if (!price) return null;
  return typeof price === 'string' ? price : price.id;
}

/**
 * The price of the newest billing period the subscription has paid for in full: the line that
 * is not a proration on its newest paid invoice that has one. A proration charges part of a
 * period at a difference of prices, so it never counts as a paid period. Null when the
 * subscription has paid for no period.
 */
export async function lastPaidPeriodPriceId(stripe: Stripe, subscriptionId: string): Promise<string | null> {
  for await (const invoice of stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 10 })) {
    for (const line of invoice.lines.data as Line[]) {
      const price = linePriceId(line);
      if (price && !isProration(line)) return price;
    }
  }
  return null;
}
