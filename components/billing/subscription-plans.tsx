'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { captureEvent } from '@/lib/analytics/analytics-client';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { LOGIN_PATH } from '@/lib/auth/route-rules';
import { callBillingApi, type BillingCall } from '@/lib/billing/billing-api';
import { planCardView } from '@/lib/billing/plan-card-rules';
import type { PlanCard } from '@/lib/billing/plan-types';
import { logMessage } from '@/lib/logging/log-message';
import { saveLocalUser } from '@/lib/profile/local-user';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { PricingCard } from './pricing-card';
import { useEqualHeights } from './use-equal-heights';

interface Pending {
  planId: number;
  part: 'button' | 'manage';
}

/**
 * The cards of the Subscription screen and what their buttons do:
 * a visitor signs in, a free user checks out, a paid user upgrades in the portal, and the
 * 'Upgrade / Cancel' link opens the portal to cancel. The browser goes only to URLs the
 * server returned. A 401 signs the user out; other failures are shown and logged.
 */
export function SubscriptionPlans({ plans, userPlanId, email }: { plans: PlanCard[]; userPlanId: number | null; email: string | null }) {
  const router = useRouter();
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const measure = useEqualHeights<HTMLElement>([plans, userPlanId]);

  // Back from Stripe through the browser's cache: the page is live again, not waiting.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setPending(null);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  async function run(call: BillingCall, next: Pending) {
    setPending(next);
    setError(null);
    const result = await callBillingApi(call);
    if (result.ok) {
      window.location.assign(result.url);
      return;
    }
    if (result.status === 401) {
      // The server already said the session ended. Sign this tab out locally: a global sign-out sends
      // the server a request first, and if that request fails (a busy server) the session stays here.
      await createBrowserSupabase().auth.signOut({ scope: 'local' }).catch(() => undefined);
      saveLocalUser(null);
      window.location.replace(LOGIN_PATH);
      return;
    }
    logMessage({ type: 'error', component: 'Subscription', email, message: { source: `subscription.${call.kind}`, status: result.status, code: result.code ?? null } });
    setError(result.message);
    setPending(null);
  }

  function choose(plan: PlanCard) {
    const view = planCardView(plan.id, userPlanId);
    if (view.action === 'login') {
      captureEvent(ANALYTICS_EVENTS.subscription, view.label, email);
      setPending({ planId: plan.id, part: 'button' });
      router.push(LOGIN_PATH);
    } else if (view.action === 'checkout') {
      captureEvent(ANALYTICS_EVENTS.subscription, view.label, email);
      void run({ kind: 'checkout', planId: plan.id }, { planId: plan.id, part: 'button' });
    } else if (view.action === 'upgrade') {
      captureEvent(ANALYTICS_EVENTS.subscriptionUpgrade, view.label, email);
      void run({ kind: 'upgrade', planId: plan.id }, { planId: plan.id, part: 'button' });
    }
  }

  function manage(plan: PlanCard) {
    captureEvent(ANALYTICS_EVENTS.subscriptionCancel, 'Upgrade / Cancel', email);
    void run({ kind: 'cancel' }, { planId: plan.id, part: 'manage' });
  }

  return (
    <>
      {error && (
        <div className="mx-auto mt-8 max-w-3xl">
          <Alert message={error} onDismiss={() => setError(null)} />
        </div>
      )}
      <div className="mx-auto mt-10 grid max-w-6xl items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan) => (
          <PricingCard
            key={plan.id}
            plan={plan}
            view={planCardView(plan.id, userPlanId)}
            pending={pending?.planId === plan.id ? pending.part : null}
            busy={pending !== null}
            onChoose={() => choose(plan)}
            onManage={() => manage(plan)}
            measureRef={measure(String(plan.id))}
          />
        ))}
      </div>
    </>
  );
}
