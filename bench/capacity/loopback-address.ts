// Where bench client number `i` connects from. Linux routes all of 127.0.0.0/8 to the loopback
// interface, so each simulated browser can have an address of its own (127.1.0.1, 127.1.0.2, …)
// and the server's per-address cap on sockets before hello (WS_MAX_PENDING_PER_IP) applies to
// the bench exactly as it does to real users, rather than being switched off.
const PER_BLOCK = 250;

export function loopbackAddress(i: number): string {
  if (!Number.isInteger(i) || i < 0 || i >= PER_BLOCK * 256) throw new RangeError(`no loopback address for client ${i}`);
  return `127.1.${Math.floor(i / PER_BLOCK)}.${1 + (i % PER_BLOCK)}`;
}
