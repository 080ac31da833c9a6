import type { EmulatorContext } from '../context';
import { EMAIL_LINK_TTL_SECONDS } from './config';
import { renderAuthEmail, type EmailKind } from './email-templates';
import { tooManyRequests } from './errors';
import type { EmailLinkType } from './tokens';

/**
 * GoTrue's per-address e-mail frequency limit (SMTP max frequency): one e-mail of a kind
 * per address per window. Kept in memory: a restart of the emulator resets it.
 */
export class EmailRateLimiter {
  private readonly lastSent = new Map<string, number>();

  constructor(private readonly windowSeconds: number) {}

  /** Throws over_email_send_rate_limit when the previous e-mail is too recent. */
  check(kind: string, address: string, now: number): void {
    const last = this.lastSent.get(`${kind}:${address.toLowerCase()}`);
    if (last === undefined || this.windowSeconds === 0) return;
    const left = Math.ceil((last + this.windowSeconds * 1000 - now) / 1000);
    if (left > 0) {
      throw tooManyRequests('over_email_send_rate_limit', `For security purposes, you can only request this after ${left} seconds.`);
    }
  }

  record(kind: string, address: string, now: number): void {
    this.lastSent.set(`${kind}:${address.toLowerCase()}`, now);
  }
}

/** The /verify link an e-mail carries (GoTrue's ConfirmationURL). */
export function verifyLink(ctx: EmulatorContext, token: string, type: EmailLinkType, redirectTo: string): string {
  const q = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.publicUrl}/auth/v1/verify?${q.toString()}`;
}

/** Rate-limit bucket per e-mail kind, as GoTrue keeps one sent-at time per token column. */
export function rateLimitBucket(kind: EmailKind): string {
  return kind === 'magiclink' ? 'recovery' : kind === 'invite' ? 'confirmation' : kind;
}

export function sendAuthEmail(ctx: EmulatorContext, kind: EmailKind, to: string, link: string, otp: string): void {
  const mail = renderAuthEmail(kind, link, otp, Math.round(EMAIL_LINK_TTL_SECONDS / 60));
  ctx.mailbox.send({ to, ...mail });
}
