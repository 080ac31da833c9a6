import type { SupabaseClient } from '@supabase/supabase-js';

export interface PlanLimit {
  credits: number;
  expireMsg: string;
}

/** SPEC §7: select credits, expire_msg of the user's plan (public read). */
export async function fetchPlanLimit(supabase: SupabaseClient, planId: number): Promise<PlanLimit> {
  const { data, error } = await supabase.from('plan').select('credits, expire_msg').eq('id', planId).single();
  if (error) throw new Error(`plan: ${error.message}`);
  return { credits: Number(data.credits), expireMsg: (data.expire_msg as string | null) ?? '' };
}
