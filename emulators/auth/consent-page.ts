import { escapeHtml } from '../http';

/** The stand-in for Google's account chooser: asks which e-mail address (and name) to sign in with. */
export function renderConsentPage(opts: { state: string; action: string; appHost: string; error?: string; email?: string; name?: string }): string {
  const error = opts.error ? `<p role="alert" class="error">${escapeHtml(opts.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google · Cuecard AI emulator</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f3f4; margin: 0; display: grid; place-items: center; min-height: 100vh; color: #202124; }
  main { background: #fff; border: 1px solid #dadce0; border-radius: 8px; padding: 32px; width: min(420px, 92vw); }
  h1 { font-size: 1.4rem; margin: 0 0 8px; }
  p { color: #3c4043; }
  label { display: block; font-weight: 600; margin: 16px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #80868b; border-radius: 4px; font-size: 1rem; }
  .actions { display: flex; gap: 12px; justify-content: flex-end; margin-top: 24px; }
  button { padding: 10px 18px; border-radius: 4px; font-size: 1rem; cursor: pointer; }
  .primary { background: #1a73e8; color: #fff; border: 0; }
  .secondary { background: #fff; color: #1a73e8; border: 1px solid #dadce0; }
  .error { color: #b3261e; }
  .note { font-size: .85rem; color: #5f6368; }
</style>
</head>
<body>
<main>
  <h1>Sign in with Google</h1>
  <p>to continue to <strong>${escapeHtml(opts.appHost)}</strong></p>
  <p class="note">Local emulator: no Google account is contacted. Enter the address to sign in as.</p>
  ${error}
  <form method="post" action="${escapeHtml(opts.action)}">
    <input type="hidden" name="state" value="${escapeHtml(opts.state)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(opts.email ?? '')}">
    <label for="name">Full name</label>
    <input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(opts.name ?? '')}">
    <div class="actions">
      <button type="submit" name="decision" value="cancel" class="secondary" formnovalidate>Cancel</button>
      <button type="submit" name="decision" value="allow" class="primary">Continue</button>
    </div>
  </form>
</main>
</body>
</html>`;
}
