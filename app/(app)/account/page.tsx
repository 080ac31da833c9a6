import type { Metadata } from 'next';
import { AccountScreen } from '@/components/app-shell/account-screen';
import { requireViewer } from '@/lib/auth/require-viewer';

export const metadata: Metadata = { title: 'Account' };

export default async function AccountPage() {
  const viewer = await requireViewer();
  return <AccountScreen userId={viewer.id} email={viewer.email} />;
}
