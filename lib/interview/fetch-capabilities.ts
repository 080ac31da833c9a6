import { capabilitiesSchema, type Capabilities } from '@/lib/protocol/capabilities';

// What the ws-server can transcribe, read before a session starts so the screens can say early
// that a language needs a cloud recogniser. The server serves it over plain HTTP on the socket's
// own address; anything short of a valid answer (an older server, a proxy that passes only
// WebSockets, a timeout) is "unknown", and an unknown server gets no warning.

const TIMEOUT_MS = 5000;

/** ws://host:8787 → http://host:8787/capabilities; wss → https. A path prefix stays, as the socket paths keep it. */
export function capabilitiesUrl(wsUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(wsUrl);
  } catch {
    return null;
  }
  const scheme = { 'ws:': 'http:', 'wss:': 'https:', 'http:': 'http:', 'https:': 'https:' }[url.protocol];
  if (!scheme) return null;
  return `${scheme}//${url.host}${url.pathname.replace(/\/+$/, '')}/capabilities`;
}

/** The server's capabilities, or null when they cannot be known. Never throws. */
export async function fetchCapabilities(wsUrl: string, fetcher: typeof fetch = fetch): Promise<Capabilities | null> {
  const url = capabilitiesUrl(wsUrl);
  if (!url) return null;
  try {
    const res = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS), credentials: 'omit', cache: 'no-store' });
    if (!res.ok) return null;
    const parsed = capabilitiesSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
