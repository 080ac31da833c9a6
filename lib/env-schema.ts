import { z } from 'zod';
import {
  DEV_PUBLISHABLE_KEY,
  DEV_SECRET_KEY,
  DEV_SITE_URL,
  DEV_STRIPE_API_URL,
  DEV_STRIPE_SECRET_KEY,
  DEV_STRIPE_WEBHOOK_SECRET,
  DEV_SUPABASE_URL,
  DEV_WS_URL,
} from './dev-defaults';

/** Settings the browser may see (NEXT_PUBLIC_*). Defaults are the embedded emulators. */
export const publicEnvSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: z.url().default(DEV_SUPABASE_URL),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: z.string().min(20).default(DEV_PUBLISHABLE_KEY),
  NEXT_PUBLIC_SITE_URL: z.url().default(DEV_SITE_URL),
  NEXT_PUBLIC_WS_URL: z.url().default(DEV_WS_URL),
  NEXT_PUBLIC_POSTHOG_KEY: z.string().min(1).optional(),
  NEXT_PUBLIC_POSTHOG_HOST: z.url().default('https://us.i.posthog.com'),
});

/**
 * How many proxies of our own stand in front of the app and the ws-server, each appending to
 * X-Forwarded-For (lib/logging/client-ip.ts has the rule). 0, the default everywhere, ignores
 * the header: a client can write anything in it. Behind one reverse proxy, 1.
 */
export const trustedProxyHopsSchema = z.coerce.number().int().min(0).max(10);

/** Server-only settings: never import these into client components. */
export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SUPABASE_SECRET_KEY: z.string().min(20).default(DEV_SECRET_KEY),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').default(DEV_STRIPE_SECRET_KEY),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').default(DEV_STRIPE_WEBHOOK_SECRET),
  /** Where the Stripe API is: the embedded emulator by default; set to https://api.stripe.com with a real key. */
  STRIPE_API_URL: z.url().default(DEV_STRIPE_API_URL),
  /** PostHog's private API, to delete a person with their account: a personal API key (scope person:write) and the project id. Unset: skipped. */
  POSTHOG_PERSONAL_API_KEY: z.string().min(1).optional(),
  POSTHOG_PROJECT_ID: z.string().regex(/^\d+$/, 'a numeric PostHog project id').optional(),
  /** The PostHog app host (not the ingestion host NEXT_PUBLIC_POSTHOG_HOST). */
  POSTHOG_API_HOST: z.url().default('https://us.posthog.com'),
  TRUSTED_PROXY_HOPS: trustedProxyHopsSchema.default(0),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;
export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Keys that must never be used in production: they are public in this repository. */
const DEV_ONLY_VALUES = new Set<string>([DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY, DEV_STRIPE_SECRET_KEY, DEV_STRIPE_WEBHOOK_SECRET]);

/** Parses raw variables (blank values count as unset) and explains every problem by variable name. */
export function parseEnv<S extends z.ZodObject>(schema: S, raw: Record<string, string | undefined>, label: string): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid ${label} environment (see .env.example):\n${problems}`);
  }
  return result.data;
}

/** In production, refuses the emulator's dev keys and local URLs that only work on a laptop. */
export function assertProductionSafe(values: Record<string, unknown>, nodeEnv: string | undefined): void {
  // `next build` runs with NODE_ENV=production too; the check belongs to the running server.
  if (nodeEnv !== 'production' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Explicit, documented override for running a production build locally on the emulators.
  if (process.env.CUECARD_ALLOW_DEV_KEYS === '1') return;
  const offending = Object.entries(values)
    .filter(([, v]) => typeof v === 'string' && DEV_ONLY_VALUES.has(v))
    .map(([k]) => k);
  if (offending.length > 0) {
    throw new Error(
      `Refusing to start in production with the embedded development keys in ${offending.join(', ')}. ` +
        `Set them to your Supabase project's keys (Project Settings > API keys).`,
    );
  }
}
