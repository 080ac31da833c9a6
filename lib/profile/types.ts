import type { Tables } from '@/lib/supabase/database';

/** The columns of the profile row the client reads (PROFILE_COLUMNS). */
export type Profile = Pick<
  Tables<'profile'>,
  'id' | 'email' | 'plan_id' | 'credit_used' | 'is_onboarded' | 'guided_onboarded' | 'has_resume' | 'has_jobdescription'
>;

export const PROFILE_COLUMNS = 'id, email, plan_id, credit_used, is_onboarded, guided_onboarded, has_resume, has_jobdescription';

/** The client user merges the auth user (id, e-mail) with the profile. */
export interface AppUser {
  id: string;
  email: string | null;
  profile: Profile | null;
}
