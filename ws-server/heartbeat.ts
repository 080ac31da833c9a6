// Ping every socket each interval; one that has not answered the previous ping is dead (a
// laptop lid closed, a network gone) and is terminated, which runs its session's close path
// and so stops its metering (the websockets/ws README pattern). The sockets are pinged in
// SLOTS turns spread over the interval rather than all at once: a ping is a write to the
// network, and a thousand in one tick held the event loop for tens of milliseconds, every
// session's audio and answers waiting behind them.
import type { WebSocket, WebSocketServer } from 'ws';

const SLOTS = 30;

export function startHeartbeat(wss: WebSocketServer, intervalMs: number): () => void {
  const alive = new WeakMap<WebSocket, boolean>();
  const slotOf = new WeakMap<WebSocket, number>();
  let nextSlot = 0;
  let turn = 0;
  const slot = (ws: WebSocket) => {
    let s = slotOf.get(ws);
    if (s === undefined) slotOf.set(ws, (s = nextSlot++ % SLOTS));
    return s;
  };
  const onConnection = (ws: WebSocket) => {
    alive.set(ws, true);
    slot(ws);
    ws.on('pong', () => alive.set(ws, true));
  };
  wss.on('connection', onConnection);
  const timer = setInterval(() => {
    const now = turn++ % SLOTS;
    for (const ws of wss.clients) {
      if (slot(ws) !== now) continue;
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, intervalMs / SLOTS);
  timer.unref();
  return () => {
    clearInterval(timer);
    wss.off('connection', onConnection);
  };
}
