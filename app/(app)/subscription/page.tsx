import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SubscriptionScreen } from '@/components/billing/subscription-screen';
import { getViewer } from '@/lib/auth/get-viewer';
import { refreshUserBilling } from '@/lib/stripe/refresh-user-billing';

export const metadata: Metadata = { title: 'Subscriptions' };

// /subscription: public (visitors compare plans); ?refresh=1 is where the Billing Portal returns.
export default async function SubscriptionPage({ searchParams }: { searchParams: Promise<{ refresh?: string }> }) {
  const viewer = await getViewer();
  if ((await searchParams).refresh !== undefined) {
    if (viewer) await refreshUserBilling(viewer.id);
    redirect('/subscription');
  }
  return <SubscriptionScreen viewer={viewer} />;
}
