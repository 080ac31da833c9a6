import type { Metadata } from 'next';
import { LoginRedirectScreen } from '@/components/auth/login-redirect-screen';

export const metadata: Metadata = { title: 'Logging in', robots: { index: false } };

// The login-redirect screen: 'Logging in', then straight to /LoginUser. Its path is our choice.
export default function LoginRedirectPage() {
  return <LoginRedirectScreen />;
}
