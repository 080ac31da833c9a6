/**
 * The client's address for per-address limits, for the web app and the ws-server alike.
 *
 * The chain is X-Forwarded-For's entries, left to right, then the peer that connected to us.
 * Each proxy appends the address it was connected from, so with TRUSTED_PROXY_HOPS = N proxies
 * of our own in front, the client is the (N+1)-th address from the right of the chain: the
 * X-Forwarded-For entry our outermost proxy appended (the N-th from the right of the header).
 * With N = 0 it is the peer, and X-Forwarded-For is never read. Entries left of that point are
 * what the client sent, and are never read either: that is what makes a forged header useless.
 * A shorter chain (a request that did not pass every proxy) gives its leftmost address.
 */
export function addressAtHops(chain: readonly string[], hops: number): string {
  const address = chain[Math.max(0, chain.length - 1 - hops)] ?? 'unknown';
  // An IPv4 client seen on a dual-stack socket is ::ffff:a.b.c.d: one key for one address.
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, 64);
}

/** X-Forwarded-For's entries, left to right (repeated headers are one list). */
export function forwardedFor(header: string | readonly string[] | null | undefined): string[] {
  const joined = typeof header === 'string' ? header : (header ?? []).join(',');
  return joined
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The client's address in a Next.js route handler, which has no socket. There the peer is the
 * header's last entry: lib/server/append-peer-address.ts (installed by instrumentation.ts)
 * appends it to every request as a proxy would. Next.js alone would not do it: `next start`
 * sets X-Forwarded-For to the peer only when the request has none
 * (next/dist/server/base-server.js: `req.headers['x-forwarded-for'] ??= socket.remoteAddress`),
 * so a header the client wrote would arrive untouched, its last entry the client's choice.
 */
export function clientIp(headers: Headers, hops: number): string {
  return addressAtHops(forwardedFor(headers.get('x-forwarded-for')), hops);
}
