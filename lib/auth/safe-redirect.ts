/**
 * Returns `next` when it is a same-origin path (starts with one "/", no scheme, no host,
 * no backslash tricks), else `fallback`. Every `next`/redirect parameter goes through here.
 */
export function safeRedirectPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || next.length > 2048) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  try {
    const url = new URL(next, 'http://same-origin.invalid');
    if (url.origin !== 'http://same-origin.invalid') return fallback;
    // Dot segments can normalise into a protocol-relative path ('/.//evil' -> '//evil').
    if (url.pathname.startsWith('//')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
