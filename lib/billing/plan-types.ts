/** A plan with its card bullets, as the pricing page shows it (tables plan and plan_feature). */
export interface PlanCard {
  id: number;
  /** The card title (the plan's description). */
  description: string;
  price: number;
  /** Billing period: trial, month or year. */
  type: string;
  /** The credits line under the price. */
  descriptionDetail: string;
  credits: number;
  features: string[];
}

/** The plan id every profile starts on and returns to: not purchasable. */
export const FREE_PLAN_ID = 1;
/** The plan that may carry 'Most Popular' (for visitors and users on plan 1 or 2 but not on it). */
export const MOST_POPULAR_PLAN_ID = 2;
