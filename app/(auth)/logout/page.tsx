import type { Metadata } from 'next';
import { LogoutScreen } from '@/components/auth/logout-screen';

export const metadata: Metadata = { title: 'Logging out', robots: { index: false } };

export default function LogoutPage() {
  return <LogoutScreen />;
}
