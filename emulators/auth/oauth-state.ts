import crypto from 'node:crypto';
import { OAUTH_STATE_TTL_SECONDS } from './config';

/** An OAuth sign-in waiting on the consent page (what GoTrue carries in its signed `state`). */
export interface PendingOAuth {
  provider: 'google';
  redirectTo: string;
  /** Set for PKCE flows: the flow_state row that will receive the auth code. */
  flowStateId?: string;
  expiresAt: number;
}

/** Pending consents, in memory: they live minutes and are worthless after a restart. */
export class OAuthStates {
  private readonly pending = new Map<string, PendingOAuth>();

  create(entry: Omit<PendingOAuth, 'expiresAt'>, now: number): string {
    for (const [id, e] of this.pending) if (e.expiresAt < now) this.pending.delete(id);
    const id = crypto.randomBytes(24).toString('base64url');
    this.pending.set(id, { ...entry, expiresAt: now + OAUTH_STATE_TTL_SECONDS * 1000 });
    return id;
  }

  peek(id: string, now: number): PendingOAuth | undefined {
    const e = this.pending.get(id);
    return e && e.expiresAt >= now ? e : undefined;
  }

  /** Consumes the state: a consent form can be submitted once. */
  take(id: string, now: number): PendingOAuth | undefined {
    const e = this.peek(id, now);
    this.pending.delete(id);
    return e;
  }
}
