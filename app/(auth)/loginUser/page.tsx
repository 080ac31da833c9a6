import type { Metadata } from 'next';
import { AuthSplit } from '@/components/auth/auth-split';
import { LegalLinks } from '@/components/auth/legal-links';
import { SignInForm } from '@/components/auth/sign-in-form';
import { callbackErrorText } from '@/lib/auth/callback-errors';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';

export const metadata: Metadata = { title: 'Sign in' };

// /loginUser; /login and /LoginUser are rewrites to it (next.config.ts).
export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeRedirectPath(typeof params.next === 'string' ? params.next : undefined, '/');
  return (
    <AuthSplit title="Welcome back">
      <SignInForm next={next} initialError={callbackErrorText(params.error)} />
      <LegalLinks action="signing in" />
    </AuthSplit>
  );
}
