// The project's public signing keys (`/auth/v1/.well-known/jwks.json`), cached like
// supabase-js does: ten minutes, refetched early when a token names a key we do not have
// (key rotation), but never more than once per `minRefetchMs` so bad tokens cannot make us
// hammer the auth server.
import crypto, { type KeyObject } from 'node:crypto';
import { isRecord } from '../../lib/is-record';

export interface JwksCacheOptions {
  url: string;
  ttlMs?: number;
  minRefetchMs?: number;
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

export interface JwksCache {
  /** The verification key for `kid` (or the only key when a token has no kid); undefined when unknown. */
  key(kid: string | undefined, alg: string): Promise<KeyObject | undefined>;
}

interface Loaded {
  at: number;
  keys: Map<string, { key: KeyObject; alg?: string }>;
}

export function createJwksCache(options: JwksCacheOptions): JwksCache {
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const minRefetchMs = options.minRefetchMs ?? 30_000;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  let loaded: Loaded | undefined;
  let inflight: Promise<Loaded> | undefined;

  const load = (): Promise<Loaded> => {
    inflight ??= (async () => {
      try {
        const res = await doFetch(options.url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
        if (!res.ok) throw new Error(`JWKS ${options.url} answered ${res.status}`);
        const body: unknown = await res.json();
        if (!isRecord(body)) throw new Error(`JWKS ${options.url} did not answer a JSON object`);
        const keys = new Map<string, { key: KeyObject; alg?: string }>();
        for (const j of Array.isArray(body.keys) ? body.keys : []) {
          if (!isRecord(j)) continue;
          if (j.use !== undefined && j.use !== 'sig') continue;
          try {
            const key = crypto.createPublicKey({ key: j, format: 'jwk' });
            keys.set(typeof j.kid === 'string' ? j.kid : '', { key, alg: typeof j.alg === 'string' ? j.alg : undefined });
          } catch {
            // a key type node cannot import (or a symmetric key): not usable for verification
          }
        }
        loaded = { at: now(), keys };
        return loaded;
      } finally {
        inflight = undefined;
      }
    })();
    return inflight;
  };

  const find = (l: Loaded, kid: string | undefined, alg: string) => {
    const entry = kid !== undefined ? l.keys.get(kid) : l.keys.size === 1 ? [...l.keys.values()][0] : undefined;
    if (!entry || (entry.alg && entry.alg !== alg)) return undefined;
    return entry.key;
  };

  return {
    async key(kid, alg) {
      if (!loaded || now() - loaded.at > ttlMs) await load();
      const hit = find(loaded!, kid, alg);
      if (hit || now() - loaded!.at < minRefetchMs) return hit;
      return find(await load(), kid, alg);
    },
  };
}
