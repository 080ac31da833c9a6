import type { EmailOtpType } from '@supabase/supabase-js';
import { z } from 'zod';

/** The `type` values Supabase's e-mail templates put in a link, as verifyOtp takes them. */
const EMAIL_LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const satisfies readonly EmailOtpType[];

/**
 * What an e-mail link to /auth/confirm carries (`{{ .TokenHash }}`, the type, an optional
 * `next` path), and what the confirm page's form posts back unchanged.
 */
export const emailLinkSchema = z.object({
  token_hash: z.string().min(6).max(512),
  type: z.enum(EMAIL_LINK_TYPES),
  next: z.string().max(2048).optional(),
});
export type EmailLink = z.infer<typeof emailLinkSchema>;
