import os from 'node:os';
// Relative: next.config.ts loads this file before any path alias exists.
import { LOOPBACK_HOSTS } from './auth/email-link-origin';

/**
 * This machine's addresses as URL hostnames, chosen as `next dev` chooses its "Network" URL:
 * every IPv4 address but 127.0.0.1, and every global-scope IPv6 address but ::1 (bracketed,
 * as a browser's Origin header writes it).
 */
export function networkHosts(interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces()): string[] {
  const hosts: string[] = [];
  for (const info of Object.values(interfaces).flat()) {
    if (!info) continue;
    if (info.family === 'IPv4' && info.address !== '127.0.0.1') hosts.push(info.address);
    if (info.family === 'IPv6' && info.scopeid === 0 && info.address !== '::1') hosts.push(`[${info.address}]`);
  }
  return hosts;
}

/**
 * Hostnames the dev server serves its scripts and HMR socket to (`allowedDevOrigins`): Next.js 16
 * refuses its dev resources to any other origin, so a page opened at http://127.0.0.1:3000 or
 * at the printed Network URL would load without JavaScript and its forms would post natively.
 */
export function devOrigins(interfaces?: NodeJS.Dict<os.NetworkInterfaceInfo[]>): string[] {
  return [...new Set([...LOOPBACK_HOSTS, ...networkHosts(interfaces)])];
}
