/** The one portal configuration the emulator has. */
export const PORTAL_CONFIGURATION_ID = 'bpc_cuecard_local_dev';

/**
 * The embedded portal's one configuration, set as docs/deploy.md asks an operator to set the live
 * portal (Settings > Billing > Customer portal): a move to a dearer price starts a new billing
 * period now at the full price (billing_cycle_anchor now, no prorations), a move to a cheaper
 * one waits for the period's end (schedule_at_period_end), and cancelling is immediate.
 */
export const PORTAL_CONFIGURATION = {
  id: PORTAL_CONFIGURATION_ID,
  object: 'billing_portal.configuration',
  active: true,
  application: null,
  business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
  created: 0,
  default_return_url: null,
  features: {
    customer_update: { allowed_updates: [], enabled: false },
    invoice_history: { enabled: true },
    payment_method_update: { enabled: false, payment_method_configuration: null },
    subscription_cancel: {
      cancellation_reason: { enabled: false, feedback_options: null, options: [] },
      enabled: true,
      mode: 'immediately',
      proration_behavior: 'none',
    },
    subscription_pause: { enabled: false },
    subscription_update: {
      billing_cycle_anchor: 'now',
      default_allowed_updates: ['price'],
      enabled: true,
      products: null,
      proration_behavior: 'none',
      schedule_at_period_end: { conditions: [{ type: 'decreasing_item_amount' }] },
      trial_update_behavior: 'end_trial',
    },
  },
  is_default: true,
  livemode: false,
  login_page: { enabled: false, url: null },
  metadata: {},
  name: null,
  updated: 0,
} as const;

/** Whether the portal defers a change to the period's end: the schedule_at_period_end conditions above. */
export function changeWaitsForPeriodEnd(oldAmount: number, newAmount: number): boolean {
  const { conditions } = PORTAL_CONFIGURATION.features.subscription_update.schedule_at_period_end;
  return conditions.some((c) => c.type === 'decreasing_item_amount') && newAmount < oldAmount;
}
