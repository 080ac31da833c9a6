import type { Metadata } from 'next';
import { PaymentResult } from '@/components/billing/payment-result';
import { requireViewer } from '@/lib/auth/require-viewer';

export const metadata: Metadata = { title: 'Payment canceled' };

// /cancelled: Stripe Checkout's cancel_url. Nothing was paid, so nothing changes.
export default async function CancelledPage() {
  await requireViewer();
  return <PaymentResult title="Payment canceled. You have not been charged!" tone="neutral" continueHref="/subscription" />;
}
