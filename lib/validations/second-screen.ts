import { z } from 'zod';

/** A phone claims a pairing with the link's token (from /second-screen/<token>) or the code typed. */
export const claimPairingSchema = z.union([
  z.object({ link: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'This link is not valid.') }).strict(),
  z.object({ code: z.string().trim().min(1, 'Type the code shown on your laptop.').max(20, 'That code is too long.') }).strict(),
]);
export type ClaimPairingBody = z.infer<typeof claimPairingSchema>;

/** Every paired device ends with the session that signs out, or changes its password. */
export const revokeAllDevicesSchema = z.object({ reason: z.enum(['signed_out', 'password_changed']) }).strict();

/** The device in /api/second-screen/devices/<id>. */
export const deviceIdSchema = z.string().uuid();
