/**
 * The ws-server's /second-screen address for the phone. A configured address on this machine's
 * loopback (the development default) means nothing to a phone that opened the app at the
 * laptop's network address: there the phone asks the same host the page came from, on the
 * configured port.
 */
export function phoneSocketUrl(configured: string, page: { hostname: string; protocol: string }): string {
  const url = new URL(configured);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (loopback && !['localhost', '127.0.0.1', '[::1]'].includes(page.hostname)) url.hostname = page.hostname;
  if (page.protocol === 'https:' && url.protocol === 'ws:' && !loopback) url.protocol = 'wss:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/second-screen`;
  return url.toString();
}
