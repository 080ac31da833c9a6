import { z } from 'zod';
import { AUTH_MESSAGES } from '@/lib/auth/messages';

// Shared by the account forms and any server code that takes the same input: one schema each.
// Field order matters: 'Please fill all the fields' must win over the mismatch message.

const filled = z.string().trim().min(1, AUTH_MESSAGES.fillAllFields);
const password = z.string().min(1, AUTH_MESSAGES.fillAllFields).max(72, 'Passwords can be at most 72 characters.');

export const signInSchema = z.object({ email: filled.max(320), password });
export type SignInInput = z.infer<typeof signInSchema>;

export const registerSchema = z
  .object({ email: filled.max(320), password, confirmPassword: password })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordsDontMatch, path: ['confirmPassword'] });
export type RegisterInput = z.infer<typeof registerSchema>;

/** The reset form has no emptiness check (the e-mail input's own type check applies). */
export const resetRequestSchema = z.object({ email: z.string().trim().max(320) });

export const updatePasswordSchema = z
  .object({ password, confirmPassword: password })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordsDontMatchTryAgain, path: ['confirmPassword'] });
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;
