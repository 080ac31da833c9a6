import type { AppUser } from './types';

/**
 * The session details kept in local storage are e-mail, id, subscription id and
 * is_onboarded. Never tokens: the session itself lives in the auth cookies.
 */
const KEY = 'cuecard.user';

export function saveLocalUser(user: AppUser | null): void {
  try {
    if (!user) localStorage.removeItem(KEY);
    else
      localStorage.setItem(
        KEY,
        JSON.stringify({
          email: user.email,
          id: user.id,
          subscription_id: user.profile?.plan_id ?? null,
          is_onboarded: user.profile?.is_onboarded ?? false,
        }),
      );
  } catch {
    // Storage can be unavailable (private mode, quota): the cookies remain the source of truth.
  }
}
