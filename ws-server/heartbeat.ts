// Ping every socket each interval; one that has not answered the previous ping is dead (a
// laptop lid closed, a network gone) and is terminated, which runs its session's close path
// and so stops its metering (the websockets/ws README pattern).
import type { WebSocket, WebSocketServer } from 'ws';

export function startHeartbeat(wss: WebSocketServer, intervalMs: number): () => void {
  const alive = new WeakMap<WebSocket, boolean>();
  const onConnection = (ws: WebSocket) => {
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
  };
  wss.on('connection', onConnection);
  const timer = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    wss.off('connection', onConnection);
  };
}
