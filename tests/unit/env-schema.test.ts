import { DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY, DEV_SUPABASE_URL } from '@/lib/dev-defaults';
import { assertProductionSafe, parseEnv, publicEnvSchema, serverEnvSchema } from '@/lib/env-schema';

describe('environment validation', () => {
  it('runs on the embedded defaults when nothing is set', () => {
    const env = parseEnv(publicEnvSchema, {}, 'public');
    expect(env.NEXT_PUBLIC_SUPABASE_URL).toBe(DEV_SUPABASE_URL);
    expect(env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY).toBe(DEV_PUBLISHABLE_KEY);
    expect(env.NEXT_PUBLIC_POSTHOG_KEY).toBeUndefined();
  });

  it('treats blank values as unset', () => {
    const env = parseEnv(publicEnvSchema, { NEXT_PUBLIC_SUPABASE_URL: '  ' }, 'public');
    expect(env.NEXT_PUBLIC_SUPABASE_URL).toBe(DEV_SUPABASE_URL);
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv(publicEnvSchema, { NEXT_PUBLIC_SUPABASE_URL: 'not a url' }, 'public')).toThrow(
      /NEXT_PUBLIC_SUPABASE_URL/,
    );
  });

  it('refuses the development keys in production', () => {
    const env = parseEnv(serverEnvSchema, {}, 'server');
    expect(env.SUPABASE_SECRET_KEY).toBe(DEV_SECRET_KEY);
    expect(() => assertProductionSafe(env, 'production')).toThrow(/SUPABASE_SECRET_KEY/);
    expect(() => assertProductionSafe(env, 'development')).not.toThrow();
    expect(() => assertProductionSafe({ SUPABASE_SECRET_KEY: 'sb_secret_real_project_key_123456' }, 'production')).not.toThrow();
  });
});
