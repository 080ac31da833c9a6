// GET /auth/v1/authorize?provider=google: start Google sign-in; the emulator's consent page
// stands in for accounts.google.com and POST /auth/v1/callback completes the flow.
import { redirect, sendHtml, sendJson } from '../http';
import { renderConsentPage } from './consent-page';
import type { AuthRoute } from './deps';
import { validateEmail } from './email-address';
import { AuthError, badRequest } from './errors';
import { upsertGoogleUser } from './google-user';
import { createFlowState, issueAuthCode, parsePkceParams } from './pkce';
import { errorRedirect, implicitRedirect, pkceRedirect, resolveRedirect } from './redirects';
import { parseForm } from './request';
import { createSession } from './sessions';

export const CONSENT_PATH = '/auth/v1/emulator/google/consent';

export const authorize: AuthRoute = async (d, _req, res, url) => {
  const provider = url.searchParams.get('provider');
  if (provider !== 'google') throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
  const redirectTo = resolveRedirect(d.ctx, url.searchParams.get('redirect_to'));
  const pkce = parsePkceParams(url.searchParams.get('code_challenge'), url.searchParams.get('code_challenge_method'));
  const now = d.ctx.now();
  const flowStateId = pkce
    ? await createFlowState(d.ctx.db, { userId: null, challenge: pkce.challenge, method: pkce.method, providerType: 'google', authMethod: 'oauth', now })
    : undefined;
  const state = d.oauthStates.create({ provider: 'google', redirectTo, flowStateId }, now);
  const consentUrl = `${d.ctx.publicUrl}${CONSENT_PATH}?${new URLSearchParams({ state })}`;
  // skip_http_redirect: GoTrue answers with the provider URL as JSON instead of redirecting.
  if (url.searchParams.get('skip_http_redirect') === 'true') return sendJson(res, 200, { url: consentUrl });
  redirect(res, consentUrl, 302);
};

export const consentPage: AuthRoute = async (d, _req, res, url) => {
  const state = url.searchParams.get('state') ?? '';
  const pending = d.oauthStates.peek(state, d.ctx.now());
  if (!pending) return sendHtml(res, 400, expiredPage());
  sendHtml(res, 200, renderConsentPage({ state, action: `${d.ctx.publicUrl}/auth/v1/callback`, appHost: new URL(pending.redirectTo).host }), {
    'cache-control': 'no-store',
  });
};

export const callback: AuthRoute = async (d, req, res) => {
  const form = await parseForm(req);
  const state = form.get('state') ?? '';
  const now = d.ctx.now();
  const pending = d.oauthStates.peek(state, now);
  if (!pending) return sendHtml(res, 400, expiredPage());
  const pkce = !!pending.flowStateId;
  if (form.get('decision') === 'cancel') {
    d.oauthStates.take(state, now);
    return redirect(res, errorRedirect(pending.redirectTo, new AuthError(403, 'access_denied', 'The user cancelled the Google sign-in'), pkce));
  }
  let email: string;
  const name = (form.get('name') ?? '').trim().slice(0, 200);
  try {
    email = validateEmail(form.get('email'));
  } catch (err) {
    const message = err instanceof AuthError ? err.message : 'Enter a valid e-mail address';
    const page = renderConsentPage({ state, action: `${d.ctx.publicUrl}/auth/v1/callback`, appHost: new URL(pending.redirectTo).host, error: message, email: form.get('email') ?? '', name });
    return sendHtml(res, 422, page);
  }
  d.oauthStates.take(state, now);
  const location = await d.ctx.db.transaction(async (tx) => {
    const user = await upsertGoogleUser(tx, email, name, now);
    if (pending.flowStateId) return pkceRedirect(pending.redirectTo, await issueAuthCode(tx, pending.flowStateId, user.id, now));
    return implicitRedirect(pending.redirectTo, await createSession(tx, user, 'oauth', now, d.issuer));
  });
  redirect(res, location, 302);
};

function expiredPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in expired</title></head>
<body><main><h1>This sign-in request has expired</h1><p>Go back to the app and choose “Sign in with Google” again.</p></main></body></html>`;
}
