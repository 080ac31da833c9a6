import { AUTH_MESSAGES } from './messages';

/**
 * Masks a testimonial author's e-mail, so no address is shown whole: the first 2 characters of
 * the local part stay, the rest of it becomes asterisks, the domain stays. A local part shorter
 * than 2 characters (or no address at all) gives 'Invalid email address'.
 */
export function maskEmail(email: string | null | undefined): string {
  const value = (email ?? '').trim();
  const at = value.lastIndexOf('@');
  const local = at === -1 ? value : value.slice(0, at);
  if (at === -1 || local.length < 2) return AUTH_MESSAGES.invalidEmailForMask;
  return `${local.slice(0, 2)}${'*'.repeat(local.length - 2)}${value.slice(at)}`;
}
