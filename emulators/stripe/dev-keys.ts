/**
 * Fixed development keys of the embedded Stripe. Public by design (they are in this
 * repository) and valid only against the emulator: the app must refuse them when
 * NODE_ENV=production, as it refuses the Supabase dev keys.
 */

import { DEV_STRIPE_SECRET_KEY, DEV_STRIPE_WEBHOOK_SECRET } from '../../lib/dev-defaults';

/** Secret API key the emulator accepts (`Authorization: Bearer …`); defined with the app's defaults. */
export const STRIPE_DEV_SECRET_KEY = DEV_STRIPE_SECRET_KEY;

/** Secret that signs webhook deliveries (`Stripe-Signature`), as an endpoint's signing secret does. */
export const STRIPE_DEV_WEBHOOK_SECRET = DEV_STRIPE_WEBHOOK_SECRET;
