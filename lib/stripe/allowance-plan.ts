/**
 * The plan whose minutes a subscription grants now: the plan of its current price, but never
 * above the plan of the last billing period paid for in full. A move to a higher price that
 * was not paid as a full period (a prorated charge, an unpaid invoice, a change with no charge)
 * waits for a paid period; a move to a lower price counts at once. Null grants nothing.
 */
export function allowancePlanId(pricePlanId: number | null, paidPlanId: number | null): number | null {
  if (pricePlanId === null || paidPlanId === null) return null;
  return Math.min(pricePlanId, paidPlanId);
}
