// The client address per-address limits count, for the app and the ws-server: X-Forwarded-For
// is believed only as far as TRUSTED_PROXY_HOPS proxies of our own, so a forged one changes nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseEnv, serverEnvSchema } from '@/lib/env-schema';
import { addressAtHops, clientIp, forwardedFor } from '@/lib/logging/client-ip';
import { appendPeerAddress } from '@/lib/server/append-peer-address';
import { parseConfig } from '@/ws-server/config';
import { clientAddress } from '@/ws-server/upgrade';

const CLIENT = '198.51.100.7';
const PROXY_1 = '10.0.0.2'; // the proxy next to our servers
const PROXY_2 = '10.0.0.3'; // the one in front of it
const FORGED = '6.6.6.6, 7.7.7.7';

/** An upgrade request as the ws-server sees it: the header as it arrived, and the socket's peer. */
const upgrade = (xff: string | undefined, peer: string) => ({ headers: xff === undefined ? {} : { 'x-forwarded-for': xff }, socket: { remoteAddress: peer } }) as never;

describe('client address, ws-server (X-Forwarded-For, then the socket peer)', () => {
  it('at 0 hops is the peer, whatever the client wrote in X-Forwarded-For', () => {
    expect(clientAddress(upgrade(FORGED, CLIENT), 0)).toBe(CLIENT);
    expect(clientAddress(upgrade(undefined, CLIENT), 0)).toBe(CLIENT);
  });

  it('at 1 hop is the entry our proxy appended, not the forged ones before it', () => {
    expect(clientAddress(upgrade(`${FORGED}, ${CLIENT}`, PROXY_1), 1)).toBe(CLIENT);
    // Straight to the server (no proxy appended anything): the peer.
    expect(clientAddress(upgrade(undefined, CLIENT), 1)).toBe(CLIENT);
  });

  it('at 2 hops is the entry the outer proxy appended', () => {
    expect(clientAddress(upgrade(`${FORGED}, ${CLIENT}, ${PROXY_2}`, PROXY_1), 2)).toBe(CLIENT);
    expect(clientAddress(upgrade(`${CLIENT}, ${PROXY_2}`, PROXY_1), 2)).toBe(CLIENT);
  });

  it('counts an IPv4 peer on a dual-stack socket as its IPv4 address', () => {
    expect(clientAddress(upgrade(undefined, `::ffff:${CLIENT}`), 0)).toBe(CLIENT);
  });
});

describe('client address, app (X-Forwarded-For with the peer appended by the server)', () => {
  // What a route handler sees: the header as sent, then the peer (appendPeerAddress adds it).
  const seen = (sent: string | undefined, peer: string) => new Headers({ 'x-forwarded-for': sent ? `${sent}, ${peer}` : peer });

  it('reads the same entry as the ws-server for 0, 1 and 2 hops, and never a forged one', () => {
    expect(clientIp(seen(FORGED, CLIENT), 0)).toBe(CLIENT);
    expect(clientIp(seen(`${FORGED}, ${CLIENT}`, PROXY_1), 1)).toBe(CLIENT);
    expect(clientIp(seen(`${FORGED}, ${CLIENT}, ${PROXY_2}`, PROXY_1), 2)).toBe(CLIENT);
    expect(clientIp(new Headers({ 'x-real-ip': '10.9.9.9' }), 0)).toBe('unknown');
  });

  it('shares one rule: the (N+1)-th address from the right of header-then-peer, else the leftmost', () => {
    expect(forwardedFor(' a ,b,, c ')).toEqual(['a', 'b', 'c']);
    expect(forwardedFor(['a, b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(addressAtHops(['a', 'b', 'c'], 0)).toBe('c');
    expect(addressAtHops(['a', 'b', 'c'], 2)).toBe('a');
    expect(addressAtHops(['a', 'b', 'c'], 5)).toBe('a');
    expect(addressAtHops([], 0)).toBe('unknown');
  });

  it("appends the real peer on a Node server, so a forged header's entries are never the last", async () => {
    const uninstall = appendPeerAddress();
    const server = http.createServer((req, res) => res.end(`${req.headers['x-forwarded-for']}|${clientIp(new Headers({ 'x-forwarded-for': String(req.headers['x-forwarded-for']) }), 0)}`));
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      expect(await (await fetch(url, { headers: { 'x-forwarded-for': FORGED } })).text()).toBe(`${FORGED}, 127.0.0.1|127.0.0.1`);
      expect(await (await fetch(url)).text()).toBe('127.0.0.1|127.0.0.1');
      expect(appendPeerAddress()).toBe(uninstall); // installed once, however often asked
    } finally {
      uninstall();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('TRUSTED_PROXY_HOPS', () => {
  it('is 0 by default for the app and the ws-server, and the same number for both when set', () => {
    expect(parseEnv(serverEnvSchema, {}, 'server').TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseConfig({}).server.trustedProxyHops).toBe(0);
    expect(parseEnv(serverEnvSchema, { TRUSTED_PROXY_HOPS: '2' }, 'server').TRUSTED_PROXY_HOPS).toBe(2);
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '2' }).server.trustedProxyHops).toBe(2);
    expect(() => parseConfig({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseEnv(serverEnvSchema, { TRUSTED_PROXY_HOPS: 'one' }, 'server')).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it('takes the deprecated WS_TRUST_PROXY=true as one hop, only while TRUSTED_PROXY_HOPS is unset', () => {
    expect(parseConfig({ WS_TRUST_PROXY: 'true' }).server.trustedProxyHops).toBe(1);
    expect(parseConfig({ WS_TRUST_PROXY: 'false' }).server.trustedProxyHops).toBe(0);
    expect(parseConfig({ WS_TRUST_PROXY: 'true', TRUSTED_PROXY_HOPS: '0' }).server.trustedProxyHops).toBe(0);
  });
});
