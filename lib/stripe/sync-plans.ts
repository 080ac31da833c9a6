import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import { errorCode } from '@/lib/errors/error-code';
import type { Database, Tables } from '@/lib/supabase/database';

type PlanRow = Pick<Tables<'plan'>, 'id' | 'description' | 'price' | 'type' | 'stripe_price_id' | 'stripe_product_id' | 'lookup_key'>;

export interface PlanSyncResult {
  planId: number;
  lookupKey: string;
  priceId: string;
  productId: string;
  /** created: a new price; updated: ids written back to the plan row; unchanged: nothing to do. */
  outcome: 'created' | 'updated' | 'unchanged';
}

const INTERVALS: Record<string, Stripe.PriceCreateParams.Recurring.Interval> = { month: 'month', year: 'year' };

const cents = (price: number) => Math.round(Number(price) * 100);

function matches(price: Stripe.Price, plan: PlanRow): boolean {
  return price.active && price.currency === 'usd' && price.unit_amount === cents(plan.price) && price.recurring?.interval === INTERVALS[plan.type] && price.recurring?.interval_count === 1;
}

async function findProduct(stripe: Stripe, id: string | null): Promise<Stripe.Product | null> {
  if (!id) return null;
  try {
    const product = await stripe.products.retrieve(id);
    return product.deleted ? null : product;
  } catch (err) {
    if (errorCode(err) === 'resource_missing') return null;
    throw err;
  }
}

/** An expanded product that has not been deleted (a price's `product` is an id unless expanded). */
function isLiveProduct(product: string | Stripe.Product | Stripe.DeletedProduct): product is Stripe.Product {
  return typeof product === 'object' && !product.deleted;
}

/**
 * Makes Stripe sell every paid plan of the plan table (npm run stripe:sync-plans, and lazily
 * against the embedded Stripe): one product per plan and one recurring USD price found by
 * the plan's lookup key. An existing price with the right amount and period is reused; a
 * changed plan gets a new price that takes over the lookup key (Stripe prices are
 * immutable), and the old one is archived. The ids are stored back on the plan row.
 * Idempotent: a second run changes nothing.
 */
export async function syncPlansToStripe(stripe: Stripe, admin: SupabaseClient<Database>): Promise<PlanSyncResult[]> {
  const { data, error } = await admin
    .from('plan')
    .select('id, description, price, type, stripe_price_id, stripe_product_id, lookup_key')
    .gt('price', 0)
    .eq('is_active', true)
    .order('id');
  if (error) throw new Error(`Reading the plan table failed: ${error.message}`);
  const plans = (data ?? []).filter((p) => INTERVALS[p.type]);
  if (plans.length === 0) return [];
  const keyOf = (p: PlanRow) => p.lookup_key || `cuecard_plan_${p.id}_${p.type}ly`;
  const existing = await stripe.prices.list({ lookup_keys: plans.map(keyOf), expand: ['data.product'], limit: 100 });

  const results: PlanSyncResult[] = [];
  for (const plan of plans) {
    const lookupKey = keyOf(plan);
    const found = existing.data.find((p) => p.lookup_key === lookupKey);
    let price = found && matches(found, plan) ? found : null;
    let created = false;
    if (!price) {
      const foundProduct = found && isLiveProduct(found.product) ? found.product : null;
      const product =
        foundProduct ??
        (await findProduct(stripe, plan.stripe_product_id)) ??
        (await stripe.products.create({ name: `Cuecard AI ${plan.description}`, metadata: { plan_id: String(plan.id) } }));
      price = await stripe.prices.create({
        product: product.id,
        currency: 'usd',
        unit_amount: cents(plan.price),
        recurring: { interval: INTERVALS[plan.type] },
        lookup_key: lookupKey,
        transfer_lookup_key: true,
        metadata: { plan_id: String(plan.id) },
      });
      created = true;
      if (found && found.active) await stripe.prices.update(found.id, { active: false });
    }
    const productId = typeof price.product === 'string' ? price.product : price.product.id;
    const changed = plan.stripe_price_id !== price.id || plan.stripe_product_id !== productId || plan.lookup_key !== lookupKey;
    if (changed) {
      const { error: updateError } = await admin
        .from('plan')
        .update({ stripe_price_id: price.id, stripe_product_id: productId, lookup_key: lookupKey })
        .eq('id', plan.id);
      if (updateError) throw new Error(`Storing the Stripe ids of plan ${plan.id} failed: ${updateError.message}`);
    }
    results.push({ planId: plan.id, lookupKey, priceId: price.id, productId, outcome: created ? 'created' : changed ? 'updated' : 'unchanged' });
  }
  return results;
}
