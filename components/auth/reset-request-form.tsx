'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { authCallbackUrl, UPDATE_PASSWORD_PATH } from '@/lib/auth/site-url';
import { saveLocalUser } from '@/lib/profile/local-user';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { resetRequestSchema } from '@/lib/validations/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useAuthForm } from './use-auth-form';

const SENT = 'If an account exists for that e-mail, we sent a link to reset your password. Check your inbox.';
/** How long the confirmation stays before the browser goes to / (where a reset request ends). */
const SENT_NOTICE_MS = 4000;

/**
 * Reset request. The local user is cleared and the browser goes to /, after a
 * short notice so the user knows the e-mail is on its way. The auth session is not signed
 * out: that would delete the PKCE verifier the link needs.
 */
export function ResetRequestForm() {
  const router = useRouter();
  const form = useAuthForm();
  const sent = form.notice !== '';
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => router.replace('/'), SENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [sent, router]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email } = resetRequestSchema.parse({ email: new FormData(event.currentTarget).get('email') ?? '' });
    form.setError('');
    form.setSubmitting(true);
    const { error } = await createBrowserSupabase().auth.resetPasswordForEmail(email, { redirectTo: authCallbackUrl(UPDATE_PASSWORD_PATH) });
    form.setSubmitting(false);
    if (error) return form.setError(authErrorMessage(error, AUTH_MESSAGES.resetFailed));
    saveLocalUser(null);
    form.setNotice(SENT);
  };

  return (
    <div>
      <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
        {form.error && <Alert message={form.error} onDismiss={() => form.setError('')} />}
        {sent && <Alert tone="success" message={form.notice} />}
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <Button type="submit" disabled={form.submitting || sent} className="w-full">
          {form.submitting ? 'Sending…' : 'Reset Password'}
        </Button>
      </form>
      <div className="mt-6 flex flex-wrap justify-between gap-2 text-sm text-slate-700">
        <Link href="/registerUser" className="font-semibold text-brand-700 hover:underline">
          Sign Up Now
        </Link>
        <Link href="/loginUser" className="font-semibold text-brand-700 hover:underline">
          Back to Sign In
        </Link>
      </div>
    </div>
  );
}
