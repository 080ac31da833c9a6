import { escapeHtml } from '../http';

/** The auth e-mails, written as Cuecard AI sends them (hosted Supabase uses the same wording in its templates). */
export type EmailKind = 'confirmation' | 'recovery' | 'magiclink' | 'email_change' | 'invite';

interface Template {
  subject: string;
  heading: string;
  intro: string;
  action: string;
  outro: string;
}

const TEMPLATES: Record<EmailKind, Template> = {
  confirmation: {
    subject: 'Confirm your signup',
    heading: 'Welcome to Cuecard AI',
    intro: 'Thanks for signing up. Confirm your e-mail address to start practising and running live interviews.',
    action: 'Confirm your email',
    outro: "If you didn't create a Cuecard AI account, you can ignore this e-mail.",
  },
  recovery: {
    subject: 'Reset your password',
    heading: 'Reset your Cuecard AI password',
    intro: 'We received a request to reset the password of your Cuecard AI account.',
    action: 'Reset password',
    outro: "If you didn't ask for this, you can ignore this e-mail: your password stays the same.",
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Sign in to Cuecard AI',
    intro: 'Use this link to sign in to Cuecard AI. It works once.',
    action: 'Sign in',
    outro: "If you didn't try to sign in, you can ignore this e-mail.",
  },
  email_change: {
    subject: 'Confirm email change',
    heading: 'Confirm your new e-mail address',
    intro: 'Confirm that you want to use this address for your Cuecard AI account.',
    action: 'Change email',
    outro: "If you didn't ask for this change, contact support.",
  },
  invite: {
    subject: 'You have been invited',
    heading: "You're invited to Cuecard AI",
    intro: 'You have been invited to create a Cuecard AI account.',
    action: 'Accept the invite',
    outro: "If you weren't expecting this, you can ignore this e-mail.",
  },
};

export function renderAuthEmail(kind: EmailKind, link: string, otp: string, expiresInMinutes: number): { subject: string; text: string; html: string } {
  const t = TEMPLATES[kind];
  const text = [
    t.heading,
    '',
    t.intro,
    '',
    `${t.action}: ${link}`,
    '',
    `Or enter this code: ${otp}`,
    '',
    `The link and code expire in ${expiresInMinutes} minutes.`,
    t.outro,
    '',
    '— The Cuecard AI team',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:700;font-size:18px;margin:0 0 16px">Cuecard AI</p>
<h1 style="font-size:22px">${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p>Or enter this code: <strong>${escapeHtml(otp)}</strong></p>
<p style="color:#4b5563;font-size:14px">The link and code expire in ${expiresInMinutes} minutes. ${escapeHtml(t.outro)}</p>
<p style="color:#4b5563;font-size:14px">— The Cuecard AI team</p>
</body></html>`;
  return { subject: t.subject, text, html };
}
