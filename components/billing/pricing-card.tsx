'use client';
import { buttonClasses } from '@/components/ui/button';
import { formatPlanPrice, type PlanCardView } from '@/lib/billing/plan-card-rules';
import type { PlanCard } from '@/lib/billing/plan-types';
import { Spinner } from './spinner';

function Tick() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 flex-none text-brand-600">
      <path d="M4.5 10.5 8 14l7.5-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface PricingCardProps {
  plan: PlanCard;
  view: PlanCardView;
  /** This card's button or link is waiting on the server. */
  pending: 'button' | 'manage' | null;
  /** Another card is waiting: everything else is held. */
  busy: boolean;
  onChoose: () => void;
  onManage: () => void;
  measureRef: (el: HTMLElement | null) => void;
}

/** One plan's card on the Subscription screen: badge, title, '$price/type', credits line, highlights, button. */
export function PricingCard({ plan, view, pending, busy, onChoose, onManage, measureRef }: PricingCardProps) {
  const highlighted = view.isCurrent || view.mostPopular;
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      ref={measureRef}
      aria-labelledby={titleId}
      data-testid={`plan-card-${plan.id}`}
      className={`relative flex flex-col rounded-3xl bg-white p-6 shadow-sm sm:p-8 ${highlighted ? 'ring-2 ring-brand-600' : 'ring-1 ring-slate-200'}`}
    >
      <div className="flex min-h-7 flex-wrap items-center gap-2">
        {view.isCurrent && <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">Current Plan</span>}
        {view.mostPopular && <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">Most Popular</span>}
      </div>
      <h2 id={titleId} className="mt-3 text-xl font-semibold text-ink">
        {plan.description}
      </h2>
      <p className="mt-3 text-4xl font-bold tracking-tight text-ink">{formatPlanPrice(plan.price, plan.type)}</p>
      <p className="mt-2 font-medium text-brand-700">{plan.descriptionDetail}</p>
      <ul className="mt-6 space-y-3 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Tick />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <button
          type="button"
          className={buttonClasses(view.disabled ? 'secondary' : 'primary', 'w-full')}
          disabled={view.disabled || busy}
          aria-busy={pending === 'button'}
          onClick={onChoose}
        >
          {pending === 'button' && <Spinner />}
          {view.label}
        </button>
        {view.showManageLink && (
          <button
            type="button"
            className="mt-4 inline-flex w-full items-center justify-center gap-2 text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
            disabled={busy}
            aria-busy={pending === 'manage'}
            onClick={onManage}
          >
            {pending === 'manage' && <Spinner />}
            Upgrade / Cancel
          </button>
        )}
      </div>
    </article>
  );
}
