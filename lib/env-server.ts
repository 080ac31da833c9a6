import 'server-only';
import { assertProductionSafe, parseEnv, serverEnvSchema, type ServerEnv } from './env-schema';

/** Server-only settings, validated once at start-up. */
export const serverEnv: ServerEnv = parseEnv(
  serverEnvSchema,
  {
    NODE_ENV: process.env.NODE_ENV,
    SUPABASE_SECRET_KEY: process.env.SUPABASE_SECRET_KEY ?? process.env.SUPABASE_SERVICE_ROLE_KEY,
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: process.env.STRIPE_API_URL,
    POSTHOG_PERSONAL_API_KEY: process.env.POSTHOG_PERSONAL_API_KEY,
    POSTHOG_PROJECT_ID: process.env.POSTHOG_PROJECT_ID,
    POSTHOG_API_HOST: process.env.POSTHOG_API_HOST,
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS,
  },
  'server',
);

assertProductionSafe(serverEnv, process.env.NODE_ENV);
