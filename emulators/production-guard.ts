/**
 * The emulators serve fixed public keys, an inbox anyone can read, a consent page that signs in
 * as any Google address and payment pages that accept test cards: a production server must never
 * run them. A production build tried on a laptop (npm start on the embedded defaults, the e2e
 * suite) already needs CUECARD_ALLOW_DEV_KEYS=1 for the app to accept the development keys;
 * the same opt-in lets the emulators start there.
 */
export function assertEmulatorAllowed(env: Record<string, string | undefined>): void {
  if (env.NODE_ENV !== 'production' || env.CUECARD_ALLOW_DEV_KEYS === '1') return;
  throw new Error(
    'Refusing to start the embedded emulators with NODE_ENV=production: they serve public development keys, ' +
      'an open mail inbox and test payment pages. Point NEXT_PUBLIC_SUPABASE_URL and STRIPE_API_URL at your ' +
      'Supabase project and Stripe, or set CUECARD_ALLOW_DEV_KEYS=1 to try a production build on this machine.',
  );
}
