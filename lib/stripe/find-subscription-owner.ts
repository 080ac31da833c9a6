import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import type Stripe from 'stripe';
import { customerIdOf } from './subscription-state';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function profileExists(admin: SupabaseClient<Database>, id: string): Promise<boolean> {
  const { data, error } = await admin.from('profile').select('id').eq('id', id).maybeSingle();
  if (error) throw new Error(`profile: ${error.message}`);
  return Boolean(data);
}

/**
 * Whose subscription this is: the user id our checkout wrote into the subscription's
 * metadata (only the server sets it, and it came back from Stripe, not from a browser),
 * else the customer we stored for a user (billing_customer), else the user id in the
 * customer's metadata. Null for a subscription this app did not create.
 */
export async function findSubscriptionOwner(stripe: Stripe, admin: SupabaseClient<Database>, sub: Stripe.Subscription): Promise<string | null> {
  const fromSubscription = sub.metadata?.user_id;
  // A missing profile is reported by apply_subscription_state itself (P0002).
  if (fromSubscription && UUID.test(fromSubscription)) return fromSubscription;

  const customerId = customerIdOf(sub);
  const { data, error } = await admin.from('billing_customer').select('profile_id').eq('stripe_customer_id', customerId).maybeSingle();
  if (error) throw new Error(`billing_customer: ${error.message}`);
  if (data?.profile_id) return data.profile_id;

  const customer = typeof sub.customer === 'string' ? await stripe.customers.retrieve(customerId) : sub.customer;
  const fromCustomer = customer.deleted ? undefined : customer.metadata?.user_id;
  if (fromCustomer && UUID.test(fromCustomer) && (await profileExists(admin, fromCustomer))) return fromCustomer;
  return null;
}
