import type os from 'node:os';
import nextConfig from '@/next.config';
import { devOrigins, networkHosts } from '@/lib/dev-origins';

const iface = (address: string, family: 'IPv4' | 'IPv6', scopeid = 0) =>
  ({ address, family, scopeid, internal: address === '127.0.0.1' || address === '::1', netmask: '', mac: '', cidr: null }) as os.NetworkInterfaceInfo;

const machine = {
  lo: [iface('127.0.0.1', 'IPv4'), iface('::1', 'IPv6')],
  eth0: [iface('192.168.1.20', 'IPv4'), iface('fd00::2', 'IPv6'), iface('fe80::1', 'IPv6', 4)],
  wlan0: [iface('10.0.0.7', 'IPv4')],
};

describe('dev origins', () => {
  it('lists the addresses next dev may print as its Network URL, as Origin hostnames', () => {
    expect(networkHosts(machine)).toEqual(['192.168.1.20', '[fd00::2]', '10.0.0.7']);
  });

  it('adds the loopback spellings, once each', () => {
    expect(devOrigins(machine)).toEqual(['localhost', '127.0.0.1', '[::1]', '192.168.1.20', '[fd00::2]', '10.0.0.7']);
  });

  it('next.config.ts lets 127.0.0.1 and this machine’s own addresses load the dev server’s scripts', () => {
    expect(nextConfig.allowedDevOrigins).toEqual(expect.arrayContaining(['127.0.0.1', ...networkHosts()]));
  });
});
