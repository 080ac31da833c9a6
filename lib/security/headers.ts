import { publicEnv } from '../env';
import { capabilitiesUrl } from '../interview/fetch-capabilities';

/**
 * Security headers for every response. Pages rendered per request get a nonce-based
 * script policy ('strict-dynamic'); statically generated pages (marketing, articles) are
 * built once and cannot carry a per-request nonce, so their policy allows the inline
 * bootstrap scripts Next.js writes into them. Neither allows any other origin's scripts.
 */
export function contentSecurityPolicy({ nonce, isDev }: { nonce?: string; isDev: boolean }): string {
  const supabase = new URL(publicEnv.NEXT_PUBLIC_SUPABASE_URL).origin;
  const ws = publicEnv.NEXT_PUBLIC_WS_URL;
  const posthog = publicEnv.NEXT_PUBLIC_POSTHOG_KEY ? new URL(publicEnv.NEXT_PUBLIC_POSTHOG_HOST).origin : '';
  const scripts = nonce
    ? `'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`
    : `'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`;
  // GET /capabilities is plain HTTP(S) on the socket's address: Personalize and the interview screen read it.
  // In development a phone paired as a second screen opens the page at the laptop's network address and
  // reaches the ws-server there (lib/second-screen/phone-socket-url.ts), so any ws: host is let through.
  const connect = ["'self'", supabase, supabase.replace(/^http/, 'ws'), ws, capabilitiesUrl(ws) ?? '', posthog, isDev ? 'ws://localhost:* ws:' : '']
    .filter(Boolean)
    .join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:`,
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "media-src 'self' blob: mediastream:",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${supabase}`,
    publicEnv.NEXT_PUBLIC_SITE_URL.startsWith('https:') ? 'upgrade-insecure-requests' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The headers besides CSP that every response carries. */
export function staticSecurityHeaders({ isProduction }: { isProduction: boolean }): Record<string, string> {
  return {
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // Tab audio and the microphone only for this site itself; nothing else powerful.
    'Permissions-Policy': 'display-capture=(self), microphone=(self), camera=(), geolocation=(), payment=(), usb=()',
    ...(isProduction ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' } : {}),
  };
}
