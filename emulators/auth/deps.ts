import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorContext } from '../context';
import type { AuthConfig } from './config';
import type { EmailRateLimiter } from './mailer';
import type { OAuthStates } from './oauth-state';
import type { KeyRole } from './request';

/** What every Auth route shares. */
export interface AuthDeps {
  ctx: EmulatorContext;
  config: AuthConfig;
  limiter: EmailRateLimiter;
  oauthStates: OAuthStates;
  /** The iss claim of access tokens: `${publicUrl}/auth/v1`, as on hosted Supabase. */
  issuer: string;
}

export type AuthRoute = (d: AuthDeps, req: IncomingMessage, res: ServerResponse, url: URL, keyRole: KeyRole) => Promise<void>;

export const nowSeconds = (d: AuthDeps) => Math.floor(d.ctx.now() / 1000);
