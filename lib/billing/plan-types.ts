/** A plan with its card bullets, as the pricing page shows it (tables plan and plan_feature). */
export interface PlanCard {
  id: number;
  /** The card title (SPEC §3 "description"). */
  description: string;
  price: number;
  /** Billing period: trial, month or year. */
  type: string;
  /** The credits line (SPEC §3 "descriptionDetail"). */
  descriptionDetail: string;
  credits: number;
  features: string[];
}

/** The plan id every profile starts on and returns to: not purchasable (SPEC §9). */
export const FREE_PLAN_ID = 1;
/** The plan that may carry 'Most Popular' (SPEC §9). */
export const MOST_POPULAR_PLAN_ID = 2;
