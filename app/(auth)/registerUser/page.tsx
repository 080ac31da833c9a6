import type { Metadata } from 'next';
import { AuthSplit } from '@/components/auth/auth-split';
import { LegalLinks } from '@/components/auth/legal-links';
import { RegisterForm } from '@/components/auth/register-form';

export const metadata: Metadata = { title: 'Sign up' };

export default function RegisterPage() {
  return (
    <AuthSplit title="Get Started">
      <RegisterForm />
      <LegalLinks action="signing up" />
    </AuthSplit>
  );
}
