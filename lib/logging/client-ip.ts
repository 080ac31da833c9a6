/**
 * The client's address for rate limiting: the last X-Forwarded-For entry (added by the
 * nearest proxy, or by `next start` itself), which a client cannot forge; else X-Real-IP.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop();
  return (last || headers.get('x-real-ip') || 'unknown').slice(0, 64);
}
