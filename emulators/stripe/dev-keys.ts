/**
 * Fixed development keys of the embedded Stripe. Public by design (they are in this
 * repository) and valid only against the emulator: the app must refuse them when
 * NODE_ENV=production, as it refuses the Supabase dev keys.
 */

import { DEV_STRIPE_SECRET_KEY, DEV_STRIPE_WEBHOOK_SECRET } from '../../lib/dev-defaults';

/** Secret API key the emulator accepts (`Authorization: Bearer …`); defined with the app's defaults. */
export const STRIPE_DEV_SECRET_KEY = DEV_STRIPE_SECRET_KEY;

/** Publishable key, for code that wants one (Stripe.js is never loaded against the emulator). */
export const STRIPE_DEV_PUBLISHABLE_KEY = 'pk_test_cuecard_local_dev_00000000000000000000';

/** Secret that signs webhook deliveries (`Stripe-Signature`), as an endpoint's signing secret does. */
export const STRIPE_DEV_WEBHOOK_SECRET = DEV_STRIPE_WEBHOOK_SECRET;

export const ALL_STRIPE_DEV_KEYS: readonly string[] = [STRIPE_DEV_SECRET_KEY, STRIPE_DEV_PUBLISHABLE_KEY, STRIPE_DEV_WEBHOOK_SECRET];
