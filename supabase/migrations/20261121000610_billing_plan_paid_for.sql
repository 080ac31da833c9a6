-- billing_subscription.plan_id is the plan whose minutes the subscription grants, which the
-- webhook sync now derives from what was paid (lib/stripe/granted-plan.ts), not from the price
-- alone: a higher price that was not paid as a full billing period (a prorated upgrade, an
-- unpaid invoice) grants its minutes only from the next paid period.
comment on column public.billing_subscription.plan_id is 'The plan whose minutes this subscription grants: the plan of its subscribed price, but never above the plan of its last billing period paid in full; null if the price matches no plan or no period was paid.';
