'use client';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { LOGIN_PATH } from '@/lib/auth/route-rules';
import { saveLocalUser } from '@/lib/profile/local-user';
import { endPairedDevices } from '@/lib/second-screen/end-paired-devices';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { updatePasswordSchema } from '@/lib/validations/auth';
import { firstError } from '@/lib/validations/first-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useAuthForm } from './use-auth-form';

/**
 * Sets a new password (both fields required and matching) for the session the reset link
 * opened. On success the user is signed out everywhere and sent to /LoginUser to sign in with
 * the new password.
 */
export function UpdatePasswordForm() {
  const form = useAuthForm();

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = updatePasswordSchema.safeParse({ password: data.get('password'), confirmPassword: data.get('confirmPassword') });
    if (!parsed.success) return form.setError(firstError(parsed.error));
    form.setError('');
    form.setSubmitting(true);
    const supabase = createBrowserSupabase();
    const { error } = await supabase.auth.updateUser({ password: parsed.data.password });
    if (error) {
      form.setError(authErrorMessage(error, AUTH_MESSAGES.resetFailed));
      form.setSubmitting(false);
      return;
    }
    await endPairedDevices('password_changed');
    await supabase.auth.signOut().catch(() => undefined);
    saveLocalUser(null);
    window.location.replace(LOGIN_PATH);
  };

  return (
    <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
      {form.error && <Alert message={form.error} onDismiss={() => form.setError('')} />}
      <TextField label="Password" name="password" type="password" autoComplete="new-password" />
      <TextField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" />
      <Button type="submit" disabled={form.submitting} className="w-full">
        {form.submitting ? 'Updating…' : 'Update Password'}
      </Button>
    </form>
  );
}
