import { badRequest } from './errors';

// The address syntax GoTrue accepts (local part per RFC 5322 atoms, dotted DNS labels).
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: trimmed, lower-cased, required, at most 255 characters, well-formed. */
export function validateEmail(raw: string | null | undefined): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL.test(email)) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email;
}
