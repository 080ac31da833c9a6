import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import type { PlanCard } from './plan-types';

/**
 * Every active plan with its features, both ordered by sort order. Plans and
 * features are public read, so any client (visitor or user) may run this.
 */
export async function fetchPlanCards(supabase: SupabaseClient<Database>): Promise<PlanCard[]> {
  const { data, error } = await supabase
    .from('plan')
    .select('id, description, price, type, description_detail, credits, sort_order, plan_feature(feature, sort_order)')
    .eq('is_active', true)
    .order('sort_order', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw new Error(`plan: ${error.message}`);
  return (data ?? []).map((row) => ({
    id: row.id,
    description: row.description,
    price: Number(row.price),
    type: row.type,
    descriptionDetail: row.description_detail,
    credits: Number(row.credits),
    features: [...(row.plan_feature ?? [])].sort((a, b) => a.sort_order - b.sort_order).map((f) => f.feature),
  }));
}
