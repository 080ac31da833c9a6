import type { EmailLink } from '@/lib/validations/email-link';

/** The confirm page's heading and sentence for each kind of e-mail link. */
export const CONFIRM_LINK_COPY: Record<EmailLink['type'], { title: string; text: string }> = {
  signup: { title: 'Confirm your e-mail', text: 'Press Confirm to finish creating your account and sign in.' },
  email: { title: 'Confirm your e-mail', text: 'Press Confirm to finish creating your account and sign in.' },
  invite: { title: 'Accept your invitation', text: 'Press Confirm to accept the invitation and sign in.' },
  magiclink: { title: 'Sign in', text: 'Press Confirm to sign in with this link.' },
  recovery: { title: 'Reset your password', text: 'Press Confirm to go on to choosing a new password.' },
  email_change: { title: 'Confirm your new e-mail', text: "Press Confirm to change your account's e-mail address." },
};
