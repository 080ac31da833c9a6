'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { LOGIN_PATH } from '@/lib/auth/route-rules';
import { StatusScreen } from '@/components/ui/status-screen';

/** The login-redirect screen shows 'Logging in' and goes straight to /LoginUser. */
export function LoginRedirectScreen() {
  const router = useRouter();
  useEffect(() => router.replace(LOGIN_PATH), [router]);
  return <StatusScreen text="Logging in" />;
}
