import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';

export interface PlanLimit {
  credits: number;
  expireMsg: string;
}

/** The credits and expiry message of the user's plan (plans are public read). */
export async function fetchPlanLimit(supabase: SupabaseClient<Database>, planId: number): Promise<PlanLimit> {
  const { data, error } = await supabase.from('plan').select('credits, expire_msg').eq('id', planId).single();
  if (error) throw new Error(`plan: ${error.message}`);
  return { credits: Number(data.credits), expireMsg: data.expire_msg };
}
