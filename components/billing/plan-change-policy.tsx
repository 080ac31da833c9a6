/**
 * How plan changes are billed, in plain words under the cards. It must match the Stripe
 * portal settings in docs/deploy.md (upgrade: billing_cycle_anchor now, no prorations; cheaper
 * price: at the period's end; cancel: immediately) and what the webhook sync grants.
 */
export function PlanChangePolicy() {
  return (
    <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-slate-600">
      Upgrading starts a new billing period today: you pay the new plan&apos;s full price and get all of its minutes, and the rest of your
      current period is not refunded. Cancelling ends your plan at once without a refund, and a move to a cheaper plan takes effect when your
      current period ends.
    </p>
  );
}
