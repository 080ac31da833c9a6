/** The profile row the client may read (supabase/migrations core_schema). */
export interface Profile {
  id: string;
  email: string | null;
  plan_id: number;
  credit_used: number;
  is_onboarded: boolean;
  guided_onboarded: boolean;
  has_resume: boolean;
  has_jobdescription: boolean;
}

export const PROFILE_COLUMNS = 'id, email, plan_id, credit_used, is_onboarded, guided_onboarded, has_resume, has_jobdescription';

/** SPEC §3: the client user merges the auth user (id, e-mail) with the profile. */
export interface AppUser {
  id: string;
  email: string | null;
  profile: Profile | null;
}
