/**
 * Settings of the emulated Auth service, named after the GoTrue variables they stand for.
 * Defaults match a hosted project with e-mail confirmation on.
 */
export interface AuthConfig {
  /** GOTRUE_MAILER_AUTOCONFIRM: sign-ups are confirmed at once (no e-mail). Off by default. */
  mailerAutoconfirm: boolean;
  /** GOTRUE_SMTP_MAX_FREQUENCY: seconds between two auth e-mails of one kind to one address. */
  emailMaxFrequencySeconds: number;
  /**
   * bcrypt cost of new password hashes; GoTrue uses 10. EMULATOR_AUTH_BCRYPT_COST lowers it for
   * test runs that create thousands of users (4, bcrypt's least, hashes about 60 times faster);
   * a stored hash carries its own cost, so sign-in checks any hash the same way.
   */
  bcryptCost: number;
  /**
   * Requests per five minutes per client address, after a burst of 30, as GoTrue's limiters:
   * GOTRUE_RATE_LIMIT_TOKEN_REFRESH (POST /token, every grant), GOTRUE_RATE_LIMIT_VERIFY
   * (/verify) and GOTRUE_RATE_LIMIT_OTP (/otp, /magiclink and /recover, each its own bucket).
   */
  rateLimits: { tokenRefresh: number; verify: number; otp: number };
}

/** GoTrue's defaults for the limits above. */
const DEFAULT_RATE_LIMITS: AuthConfig['rateLimits'] = { tokenRefresh: 150, verify: 30, otp: 30 };

/** Access tokens live one hour (GOTRUE_JWT_EXP). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** Confirmation links expire in 15 minutes (GOTRUE_MAILER_OTP_EXP); so does every other e-mail link. */
export const EMAIL_LINK_TTL_SECONDS = 15 * 60;
/** A revoked refresh token presented within this window returns the current session instead of being treated as theft (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL). */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;
/** A PKCE flow must be completed within this time (GoTrue's flow state expiry). */
export const FLOW_STATE_TTL_SECONDS = 300;
/** The consent page must be submitted within this time. */
export const OAUTH_STATE_TTL_SECONDS = 600;
/** GOTRUE_PASSWORD_MIN_LENGTH. */
export const PASSWORD_MIN_LENGTH = 6;

function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

function bcryptCostFromEnv(): number | undefined {
  const cost = envNumber('EMULATOR_AUTH_BCRYPT_COST');
  if (cost !== undefined && (!Number.isInteger(cost) || cost < 4 || cost > 31)) {
    throw new Error(`EMULATOR_AUTH_BCRYPT_COST must be a whole number from 4 to 31 (bcrypt's range), got "${process.env.EMULATOR_AUTH_BCRYPT_COST}"`);
  }
  return cost;
}

/** Options passed to createAuthHandler win over the environment, which wins over defaults. */
export function resolveAuthConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  return {
    mailerAutoconfirm: overrides.mailerAutoconfirm ?? process.env.EMULATOR_AUTH_MAILER_AUTOCONFIRM === 'true',
    emailMaxFrequencySeconds: overrides.emailMaxFrequencySeconds ?? envNumber('EMULATOR_AUTH_EMAIL_MAX_FREQUENCY_SECONDS') ?? 60,
    bcryptCost: overrides.bcryptCost ?? bcryptCostFromEnv() ?? 10,
    rateLimits: overrides.rateLimits ?? {
      tokenRefresh: envNumber('EMULATOR_AUTH_RATE_LIMIT_TOKEN_REFRESH') ?? DEFAULT_RATE_LIMITS.tokenRefresh,
      verify: envNumber('EMULATOR_AUTH_RATE_LIMIT_VERIFY') ?? DEFAULT_RATE_LIMITS.verify,
      otp: envNumber('EMULATOR_AUTH_RATE_LIMIT_OTP') ?? DEFAULT_RATE_LIMITS.otp,
    },
  };
}
