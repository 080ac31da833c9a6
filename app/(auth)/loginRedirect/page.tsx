import type { Metadata } from 'next';
import { LoginRedirectScreen } from '@/components/auth/login-redirect-screen';

export const metadata: Metadata = { title: 'Logging in', robots: { index: false } };

// The login-redirect screen of SPEC §2 (its path is not given there; this one is ours).
export default function LoginRedirectPage() {
  return <LoginRedirectScreen />;
}
