import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import type Stripe from 'stripe';
import { errorCode } from '@/lib/errors/error-code';

interface CustomerOwner {
  id: string;
  email: string | null;
}

async function liveCustomer(stripe: Stripe, id: string): Promise<boolean> {
  try {
    const customer = await stripe.customers.retrieve(id);
    return !customer.deleted;
  } catch (err) {
    if (errorCode(err) === 'resource_missing') return false;
    throw err;
  }
}

/**
 * The user's Stripe customer, created and stored before their first checkout so every later
 * checkout and portal session reuses it.
 * The idempotency key makes two simultaneous first clicks create one customer. A stored id
 * that Stripe no longer knows (another account, a reset test mode) is replaced.
 */
export async function ensureStripeCustomer(stripe: Stripe, admin: SupabaseClient<Database>, user: CustomerOwner): Promise<string> {
  const { data, error } = await admin.from('billing_customer').select('stripe_customer_id').eq('profile_id', user.id).maybeSingle();
  if (error) throw new Error(`billing_customer: ${error.message}`);
  const stored = data?.stripe_customer_id ?? null;
  if (stored && (await liveCustomer(stripe, stored))) return stored;

  const customer = await stripe.customers.create(
    { email: user.email ?? undefined, metadata: { user_id: user.id } },
    { idempotencyKey: `cuecard-customer-${user.id}-${stored ?? 'first'}` },
  );
  const { error: saveError } = stored
    ? await admin.from('billing_customer').update({ stripe_customer_id: customer.id }).eq('profile_id', user.id)
    : await admin.from('billing_customer').upsert({ profile_id: user.id, stripe_customer_id: customer.id }, { onConflict: 'profile_id', ignoreDuplicates: true });
  if (saveError) throw new Error(`billing_customer: ${saveError.message}`);
  if (stored) return customer.id;
  // A concurrent first request may have stored its customer first: the stored row wins.
  const { data: row, error: readError } = await admin.from('billing_customer').select('stripe_customer_id').eq('profile_id', user.id).single();
  if (readError) throw new Error(`billing_customer: ${readError.message}`);
  return row.stripe_customer_id;
}
