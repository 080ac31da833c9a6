import type { SupabaseClient } from '@supabase/supabase-js';
import type { PlanCard } from './plan-types';

interface PlanRow {
  id: number;
  description: string;
  price: number | string;
  type: string;
  description_detail: string;
  credits: number | string;
  sort_order: number;
  plan_feature: { feature: string; sort_order: number }[] | null;
}

/**
 * SPEC §7: every active plan with its features, both ordered by sort order. Plans and
 * features are public read, so any client (visitor or user) may run this.
 */
export async function fetchPlanCards(supabase: SupabaseClient): Promise<PlanCard[]> {
  const { data, error } = await supabase
    .from('plan')
    .select('id, description, price, type, description_detail, credits, sort_order, plan_feature(feature, sort_order)')
    .eq('is_active', true)
    .order('sort_order', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw new Error(`plan: ${error.message}`);
  return ((data ?? []) as PlanRow[]).map((row) => ({
    id: row.id,
    description: row.description,
    price: Number(row.price),
    type: row.type,
    descriptionDetail: row.description_detail,
    credits: Number(row.credits),
    features: [...(row.plan_feature ?? [])].sort((a, b) => a.sort_order - b.sort_order).map((f) => f.feature),
  }));
}
