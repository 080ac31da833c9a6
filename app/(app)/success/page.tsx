import type { Metadata } from 'next';
import { TestimonialsPanel } from '@/components/auth/testimonials-panel';
import { PaymentResult } from '@/components/billing/payment-result';
import { requireViewer } from '@/lib/auth/require-viewer';
import { confirmCheckout } from '@/lib/stripe/confirm-checkout';

export const metadata: Metadata = { title: 'Payment successful' };

// /success?session_id=cs_…: Stripe Checkout's success_url.
export default async function SuccessPage({ searchParams }: { searchParams: Promise<{ session_id?: string }> }) {
  const viewer = await requireViewer();
  const result = await confirmCheckout((await searchParams).session_id, viewer.id);
  if (result.status === 'rate_limited') {
    return (
      <PaymentResult title="Checking your payment" tone="neutral" continueHref="/subscription">
        Your plan will show on the Subscription page as soon as Stripe confirms the payment.
      </PaymentResult>
    );
  }
  if (result.status === 'not_found') {
    return (
      <PaymentResult title="We could not find this payment" tone="neutral" continueHref="/subscription">
        If you were charged, your plan will show on the Subscription page in a moment.
      </PaymentResult>
    );
  }
  return (
    <div className="mx-auto max-w-5xl pb-12">
      <PaymentResult title="Payment successfully processed" tone="success" continueHref="/interview">
        {result.status === 'synced' ? 'Your new plan is active. Thank you!' : 'Your plan will be active in a moment.'}
      </PaymentResult>
      <div className="px-4">
        <TestimonialsPanel />
      </div>
    </div>
  );
}
