import { createServer } from 'node:net';
import { listeningPort } from './listening-port';

/**
 * A TCP port on 127.0.0.1 that nothing listens on now, for a child process that must be told
 * its port before it starts (it could still be taken in between; the callers start at once).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const port = listeningPort(probe);
      probe.close(() => resolve(port));
    });
  });
}
