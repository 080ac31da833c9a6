/** Codes /auth/callback and /auth/confirm put in ?error= on the sign-in page, and their text. */
export const CALLBACK_ERRORS = {
  link: 'That link could not sign you in here: it may have expired, or been opened in another browser. If you just confirmed your e-mail, sign in below; otherwise request a new link.',
  google: 'Google sign-in did not complete. Please try again.',
} as const;

export function callbackErrorText(code: string | string[] | undefined): string | undefined {
  return typeof code === 'string' && code in CALLBACK_ERRORS ? CALLBACK_ERRORS[code as keyof typeof CALLBACK_ERRORS] : undefined;
}
