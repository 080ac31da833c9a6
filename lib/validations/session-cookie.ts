import { z } from 'zod';

/** Body of POST /api/set-supabase-cookie. Only the tokens are read: never a user object. */
export const sessionCookieSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.enum(['SIGNED_IN', 'TOKEN_REFRESHED']),
    session: z.object({
      access_token: z.string().min(20).max(8192),
      refresh_token: z.string().min(1).max(1024),
    }),
  }),
  z.object({ event: z.literal('SIGNED_OUT'), session: z.unknown().optional() }),
]);
export type SessionCookieInput = z.infer<typeof sessionCookieSchema>;
