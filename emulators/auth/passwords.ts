import bcrypt from 'bcryptjs';
import { PASSWORD_MIN_LENGTH } from './config';
import { weakPassword } from './errors';

/** GoTrue's default password policy: only a minimum length (no required character classes). */
export function checkPasswordStrength(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw weakPassword(`Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, ['length']);
  }
}

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return bcrypt.compare(password, hash);
}
