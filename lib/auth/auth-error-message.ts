import { isAuthWeakPasswordError, type AuthError } from '@supabase/supabase-js';
import { AUTH_MESSAGES } from './messages';

/**
 * The text shown for an auth error: the screen's fallback ('Error Logging user. Please try
 * again.' etc.), with a plain second line where the cause is something the user can fix.
 */
export function authErrorMessage(error: AuthError, fallback: string): string {
  const code = error.code ?? '';
  const plain = (detail: string) => `${fallback}\n${detail}`;
  if (error.message === AUTH_MESSAGES.emailOrPhoneRequired) return error.message;
  switch (code) {
    case 'weak_password': {
      const reasons = isAuthWeakPasswordError(error) ? error.reasons : undefined;
      return plain(error.message || `Your password is too weak${reasons?.length ? ` (${reasons.join(', ')})` : ''}.`);
    }
    case 'over_email_send_rate_limit':
    case 'over_request_rate_limit':
    case 'email_address_invalid':
      return plain(error.message);
    case 'validation_failed':
      return plain('Please check the e-mail address and password.');
    case 'user_already_exists':
    case 'email_exists':
      return plain('An account with this e-mail already exists. Sign in instead.');
    case 'same_password':
      return plain('Your new password must be different from the old one.');
    case 'session_not_found':
    case 'session_expired':
      return plain('Your reset link has expired. Request a new one.');
  }
  if (error.name === 'AuthSessionMissingError') return plain('Your reset link has expired. Request a new one.');
  if (error.name === 'AuthRetryableFetchError' || error.status === 0) return plain('We could not reach the server. Check your connection.');
  return fallback;
}
