import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import type Stripe from 'stripe';

export interface PlanPrice {
  id: number;
  price: number;
  stripePriceId: string | null;
  lookupKey: string | null;
  isActive: boolean;
}

const CACHE_MS = 30_000;
const cache = new WeakMap<SupabaseClient<Database>, { at: number; plans: PlanPrice[] }>();

/**
 * Every plan's Stripe price id and lookup key (service role or public read), cached for
 * 30 s per client: webhooks come in bursts. A stale entry still maps a new price, through
 * the lookup key and plan_id metadata that stripe:sync-plans puts on every price.
 */
export async function loadPlanPrices(supabase: SupabaseClient<Database>, { fresh = false } = {}): Promise<PlanPrice[]> {
  const hit = cache.get(supabase);
  if (!fresh && hit && Date.now() - hit.at < CACHE_MS) return hit.plans;
  const plans = await readPlanPrices(supabase);
  cache.set(supabase, { at: Date.now(), plans });
  return plans;
}

async function readPlanPrices(supabase: SupabaseClient<Database>): Promise<PlanPrice[]> {
  const { data, error } = await supabase.from('plan').select('id, price, stripe_price_id, lookup_key, is_active').order('id');
  if (error) throw new Error(`plan: ${error.message}`);
  return (data ?? []).map((r) => ({
    id: r.id,
    price: Number(r.price),
    stripePriceId: r.stripe_price_id,
    lookupKey: r.lookup_key,
    isActive: r.is_active,
  }));
}

/**
 * Our plan for a Stripe price: by price id, else by lookup key (a price recreated by
 * stripe:sync-plans keeps the key), else by the plan_id metadata the sync writes.
 */
export function planIdForPrice(plans: PlanPrice[], price: Pick<Stripe.Price, 'id' | 'lookup_key' | 'metadata'> | string | null | undefined): number | null {
  if (!price) return null;
  const id = typeof price === 'string' ? price : price.id;
  const byId = plans.find((p) => p.stripePriceId === id);
  if (byId) return byId.id;
  if (typeof price === 'string') return null;
  const byKey = price.lookup_key ? plans.find((p) => p.lookupKey === price.lookup_key) : undefined;
  if (byKey) return byKey.id;
  const fromMetadata = Number(price.metadata?.plan_id);
  return plans.some((p) => p.id === fromMetadata) ? fromMetadata : null;
}
