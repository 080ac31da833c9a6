import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthSplit } from '@/components/auth/auth-split';
import { CheckEmailButton } from '@/components/auth/check-email-button';

export const metadata: Metadata = { title: 'Confirm your e-mail' };

// /registerUserSuccess; /RegisterUserSuccess is a rewrite to it (next.config.ts).
export default function RegisterSuccessPage() {
  return (
    <AuthSplit title="Check your email to confirm">
      <p className="mb-6 text-slate-700">
        We sent you a confirmation link. Open it on this device to finish creating your account. The link expires in 15 minutes.
      </p>
      <CheckEmailButton />
      <p className="mt-6 text-sm text-slate-700">
        Already confirmed?{' '}
        <Link href="/loginUser" className="font-semibold text-brand-700 hover:underline">
          Sign In
        </Link>
      </p>
    </AuthSplit>
  );
}
