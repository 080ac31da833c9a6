import { FREE_PLAN_ID, MOST_POPULAR_PLAN_ID } from './plan-types';

/** What pressing a card's button does. */
export type PlanAction = 'login' | 'checkout' | 'upgrade' | 'none';

export interface PlanCardView {
  label: string;
  disabled: boolean;
  isCurrent: boolean;
  mostPopular: boolean;
  /** The 'Upgrade / Cancel' link at the bottom of the current paid plan. */
  showManageLink: boolean;
  action: PlanAction;
}

/**
 * The badges, label, disabled state and action of one pricing card. Only higher plans can be
 * chosen, so a user never downgrades here. `userPlanId` is null for a visitor: every paid
 * button is enabled and sends them to sign in.
 */
export function planCardView(planId: number, userPlanId: number | null): PlanCardView {
  const isCurrent = userPlanId !== null && planId === userPlanId;
  const isFree = planId === FREE_PLAN_ID;
  const label = isFree ? 'Free Plan' : isCurrent ? 'Current Plan' : userPlanId === null || userPlanId === FREE_PLAN_ID ? 'Subscribe' : 'Upgrade';
  const belowUserPlan = userPlanId !== null && planId < userPlanId;
  // Plan 1 is never bought: for a user it is always current or below; a visitor's press signs them in.
  const disabled = isCurrent || belowUserPlan;
  const mostPopular = planId === MOST_POPULAR_PLAN_ID && !isCurrent && (userPlanId === null || userPlanId === FREE_PLAN_ID || userPlanId === MOST_POPULAR_PLAN_ID);
  let action: PlanAction = 'none';
  if (!disabled) action = userPlanId === null ? 'login' : userPlanId === FREE_PLAN_ID ? 'checkout' : 'upgrade';
  return { label, disabled, isCurrent, mostPopular, showManageLink: isCurrent && !isFree, action };
}

/** '$29/month', the card's '$price/type' form; cents only when there are some. */
export function formatPlanPrice(price: number, type: string): string {
  const amount = Number.isInteger(price) ? String(price) : price.toFixed(2);
  return `$${amount}/${type}`;
}
