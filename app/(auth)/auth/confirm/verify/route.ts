// POST /auth/confirm/verify: the confirm page's button; spends the e-mail link's token_hash and signs the user in
import type { NextRequest } from 'next/server';
import { parseRouteForm } from '@/lib/api/parse-route-body';
import { isSameOriginRequest } from '@/lib/auth/same-origin';
import { LINK_ERROR_PATH, verifyEmailLink } from '@/lib/auth/verify-email-link';
import { emailLinkSchema } from '@/lib/validations/email-link';

/**
 * 303 so the browser follows with a GET. The Location is a path: the browser resolves it
 * against the address it posted to, so the session cookies just set on this host go along.
 */
const seeOther = (path: string) => new Response(null, { status: 303, headers: { Location: path } });

export async function POST(request: NextRequest) {
  // Another site must not post its own token here and sign the visitor into its account.
  if (!isSameOriginRequest(request)) return seeOther(LINK_ERROR_PATH);
  const form = await parseRouteForm(request, { maxBytes: 4096 }).catch(() => null);
  const parsed = emailLinkSchema.safeParse({
    token_hash: form?.get('token_hash'),
    type: form?.get('type'),
    next: form?.get('next') ?? undefined,
  });
  if (!parsed.success) return seeOther(LINK_ERROR_PATH);
  return seeOther(await verifyEmailLink(parsed.data));
}
