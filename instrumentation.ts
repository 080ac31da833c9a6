// Next.js runs register() once when a server starts (nodejs and edge runtimes alike).

export async function register() {
  // Only the Node.js server has sockets; the import stays out of the edge bundle.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { appendPeerAddress } = await import('./lib/server/append-peer-address');
    appendPeerAddress();
  }
}
