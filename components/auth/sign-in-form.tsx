'use client';
import Link from 'next/link';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { authCallbackUrl } from '@/lib/auth/site-url';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { signInSchema } from '@/lib/validations/auth';
import { firstError } from '@/lib/validations/first-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';
import { useAuthForm } from './use-auth-form';

/**
 * E-mail and password sign-in, both required. On success the browser loads `next`
 * (already validated by the page), by default the root, which proxy.ts sends on to
 * /interview or /onboarding. An unconfirmed e-mail gets a new confirmation link.
 */
export function SignInForm({ next, initialError }: { next: string; initialError?: string }) {
  const form = useAuthForm(initialError);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = signInSchema.safeParse({ email: data.get('email'), password: data.get('password') });
    if (!parsed.success) return form.setError(firstError(parsed.error));
    form.setError('');
    form.setSubmitting(true);
    const supabase = createBrowserSupabase();
    const { data: result, error } = await supabase.auth.signInWithPassword(parsed.data);
    if (error?.code === 'email_not_confirmed' || error?.message === 'Email not confirmed') {
      form.setError(AUTH_MESSAGES.emailNotConfirmed);
      await supabase.auth.resend({ type: 'signup', email: parsed.data.email, options: { emailRedirectTo: authCallbackUrl('/') } });
      form.setSubmitting(false);
      return;
    }
    if (error || !result.session) {
      form.setError(error ? authErrorMessage(error, AUTH_MESSAGES.signInFailed) : AUTH_MESSAGES.signInFailed);
      form.setSubmitting(false);
      return;
    }
    window.location.replace(next);
  };

  return (
    <div>
      <GoogleButton next={next} />
      <OrDivider />
      <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4" aria-describedby={form.error ? 'signin-error' : undefined}>
        {form.error && (
          <div id="signin-error">
            <Alert message={form.error} onDismiss={() => form.setError('')} />
          </div>
        )}
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" />
        <div className="flex justify-end">
          <Link href="/ResetPassword" className="text-sm font-medium text-brand-700 hover:underline">
            Forgot Password?
          </Link>
        </div>
        <Button type="submit" disabled={form.submitting} className="w-full">
          {form.submitting ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        Don&apos;t have an account?{' '}
        <Link href="/registerUser" className="font-semibold text-brand-700 hover:underline">
          Sign Up Now
        </Link>
      </p>
    </div>
  );
}
