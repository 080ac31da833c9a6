// A load balancer in front of the bench's ws-server processes, as a deployment puts one: it
// checks each backend's GET /readyz every HEALTH_EVERY_MS and sends a new WebSocket upgrade to
// the next ready backend in turn, piping the two sockets together (TCP, the upgrade request
// written through with the client's address appended to X-Forwarded-For). A backend that refuses the connection is marked down at once and
// the upgrade tried on the next, as load balancers retry a failed connect.
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { listeningPort } from '../../lib/server/listening-port';
import { ignoreClientResets } from '../../lib/server/upgraded-socket';

const HEALTH_EVERY_MS = 1_000;

export interface Backend {
  name: string;
  port: number;
  ready: boolean;
}

export interface LoadBalancer {
  url: string;
  /** Puts a backend in (or back, on a new port) under its name. */
  setBackend(name: string, port: number): void;
  backends(): readonly Backend[];
  close(): Promise<void>;
}

export async function startLoadBalancer(): Promise<LoadBalancer> {
  const backends: Backend[] = [];
  let turn = 0;
  const check = async (b: Backend) => {
    try {
      const res = await fetch(`http://127.0.0.1:${b.port}/readyz`, { signal: AbortSignal.timeout(900) });
      b.ready = res.status === 200;
    } catch {
      b.ready = false;
    }
  };
  const timer = setInterval(() => void Promise.all(backends.map(check)), HEALTH_EVERY_MS);

  const server = http.createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, client, head) => {
    ignoreClientResets(client);
    const tried = new Set<string>();
    const attempt = () => {
      const ready = backends.filter((b) => b.ready && !tried.has(b.name));
      if (ready.length === 0) return void client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n');
      const b = ready[turn++ % ready.length];
      tried.add(b.name);
      const upstream = net.connect(b.port, '127.0.0.1');
      upstream.once('error', () => {
        b.ready = false;
        if (upstream.bytesWritten === 0 || !upstream.readable) attempt();
        else client.destroy();
      });
      upstream.once('connect', () => {
        const lines = [`${req.method} ${req.url} HTTP/1.1`];
        for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i].toLowerCase() !== 'x-forwarded-for') lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        // As a deployment's balancer does: the client's address appended, for the servers' per-address limits (TRUSTED_PROXY_HOPS=1).
        const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
        lines.push(`X-Forwarded-For: ${forwarded}`);
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) upstream.write(head);
        pipeBoth(client, upstream);
      });
    };
    attempt();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `ws://127.0.0.1:${listeningPort(server)}`,
    setBackend(name, port) {
      const b = backends.find((x) => x.name === name);
      if (b) Object.assign(b, { port, ready: false });
      else backends.push({ name, port, ready: false });
      void check(backends.find((x) => x.name === name)!);
    },
    backends: () => backends,
    close: () =>
      new Promise((resolve) => {
        clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function pipeBoth(a: Duplex, b: Duplex): void {
  a.pipe(b);
  b.pipe(a);
  const end = () => {
    a.destroy();
    b.destroy();
  };
  a.once('close', end);
  b.once('close', end);
  a.on('error', end);
  b.on('error', end);
}
