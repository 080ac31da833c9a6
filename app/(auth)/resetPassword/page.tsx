import type { Metadata } from 'next';
import { AuthSplit } from '@/components/auth/auth-split';
import { ResetRequestForm } from '@/components/auth/reset-request-form';

export const metadata: Metadata = { title: 'Reset your password' };

// /resetPassword; /ResetPassword is a rewrite to it (next.config.ts).
export default function ResetPasswordPage() {
  return (
    <AuthSplit title="Reset your password">
      <p className="mb-6 text-slate-700">Enter the e-mail you signed up with and we will send you a link to choose a new password.</p>
      <ResetRequestForm />
    </AuthSplit>
  );
}
