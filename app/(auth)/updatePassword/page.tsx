import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthSplit } from '@/components/auth/auth-split';
import { UpdatePasswordForm } from '@/components/auth/update-password-form';
import { getViewer } from '@/lib/auth/get-viewer';

export const metadata: Metadata = { title: 'Choose a new password' };

// /updatePassword, the target of the reset e-mail (through /auth/callback);
// /interviewUpdatePassword is a rewrite to it (next.config.ts).
export default async function UpdatePasswordPage() {
  const viewer = await getViewer();
  return (
    <AuthSplit title="Choose a new password">
      {viewer ? (
        <p className="mb-6 text-slate-700">
          Setting a new password for <strong>{viewer.email}</strong>.
        </p>
      ) : (
        <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Open the link from your password reset e-mail to set a new password. If it has expired,{' '}
          <Link href="/ResetPassword" className="font-semibold underline">
            request a new one
          </Link>
          .
        </p>
      )}
      <UpdatePasswordForm />
    </AuthSplit>
  );
}
