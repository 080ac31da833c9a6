import { AuthApiError, AuthRetryableFetchError, AuthSessionMissingError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { authErrorMessage } from '@/lib/auth/auth-error-message';

const fallback = 'Error Logging user. Please try again.';

describe('authErrorMessage', () => {
  it('shows only the screen fallback for wrong credentials and unknown errors', () => {
    expect(authErrorMessage(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), fallback)).toBe(fallback);
    expect(authErrorMessage(new AuthApiError('boom', 500, 'unexpected_failure'), fallback)).toBe(fallback);
  });

  it('adds a plain second line when the user can act on the cause', () => {
    expect(authErrorMessage(new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']), 'Error Registering. Please try again.')).toBe(
      'Error Registering. Please try again.\nPassword should be at least 6 characters.',
    );
    expect(authErrorMessage(new AuthRetryableFetchError('fetch failed', 0), fallback)).toBe(`${fallback}\nWe could not reach the server. Check your connection.`);
    expect(authErrorMessage(new AuthSessionMissingError(), 'Error resetting password. Please try again.')).toContain('Request a new one');
  });
});
