'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { authCallbackUrl } from '@/lib/auth/site-url';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { registerSchema } from '@/lib/validations/auth';
import { firstError } from '@/lib/validations/first-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';
import { useAuthForm } from './use-auth-form';

/** Sign-up: e-mail, password and a matching confirmation, all required; success goes to /RegisterUserSuccess. */
export function RegisterForm() {
  const router = useRouter();
  const form = useAuthForm();

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = registerSchema.safeParse({
      email: data.get('email'),
      password: data.get('password'),
      confirmPassword: data.get('confirmPassword'),
    });
    if (!parsed.success) return form.setError(firstError(parsed.error));
    form.setError('');
    form.setSubmitting(true);
    const { data: result, error } = await createBrowserSupabase().auth.signUp({
      email: parsed.data.email,
      password: parsed.data.password,
      options: { emailRedirectTo: authCallbackUrl('/') },
    });
    if (error) {
      form.setError(authErrorMessage(error, AUTH_MESSAGES.registerFailed));
      form.setSubmitting(false);
      return;
    }
    // A project without e-mail confirmation signs the user in at once.
    if (result.session) window.location.replace('/');
    else router.push('/RegisterUserSuccess');
  };

  return (
    <div>
      <GoogleButton next="/" label="Sign up with Google" />
      <OrDivider />
      <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
        {form.error && <Alert message={form.error} onDismiss={() => form.setError('')} />}
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <TextField label="Password" name="password" type="password" autoComplete="new-password" />
        <TextField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" />
        <Button type="submit" disabled={form.submitting} className="w-full">
          {form.submitting ? 'Creating your account…' : 'Sign Up'}
        </Button>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        Already have an account?{' '}
        <Link href="/loginUser" className="font-semibold text-brand-700 hover:underline">
          Sign In
        </Link>
      </p>
    </div>
  );
}
