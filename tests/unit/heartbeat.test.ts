import { EventEmitter } from 'node:events';
import type { WebSocket, WebSocketServer } from 'ws';
import { startHeartbeat } from '../../ws-server/heartbeat';

/** Sockets that count their pings and answer them (or not), in a server that lists them. */
function fakeServer() {
  const server = new EventEmitter() as EventEmitter & { clients: Set<WebSocket> };
  server.clients = new Set();
  const connect = (answers: boolean) => {
    const ws = new EventEmitter() as EventEmitter & { pings: number; terminated: boolean; ping(): void; terminate(): void };
    ws.pings = 0;
    ws.terminated = false;
    ws.ping = () => {
      ws.pings++;
      if (answers) ws.emit('pong');
    };
    ws.terminate = () => {
      ws.terminated = true;
      server.clients.delete(ws as unknown as WebSocket);
    };
    server.clients.add(ws as unknown as WebSocket);
    server.emit('connection', ws);
    return ws;
  };
  return { wss: server as unknown as WebSocketServer, connect };
}

describe('heartbeat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('pings every socket once an interval, spread over it rather than all in one tick', () => {
    const { wss, connect } = fakeServer();
    const stop = startHeartbeat(wss, 30_000);
    const sockets = Array.from({ length: 300 }, () => connect(true));
    const pingedPerTick: number[] = [];
    let before = 0;
    for (let i = 0; i < 30; i++) {
      jest.advanceTimersByTime(1000);
      const total = sockets.reduce((n, s) => n + s.pings, 0);
      pingedPerTick.push(total - before);
      before = total;
    }
    expect(sockets.every((s) => s.pings === 1)).toBe(true);
    expect(Math.max(...pingedPerTick)).toBeLessThanOrEqual(10);
    stop();
  });

  it('terminates a socket that did not answer its last ping, and keeps those that did', () => {
    const { wss, connect } = fakeServer();
    const stop = startHeartbeat(wss, 3_000);
    const live = connect(true);
    const dead = connect(false);
    jest.advanceTimersByTime(3_000);
    expect(dead.terminated).toBe(false); // pinged once, not yet late
    jest.advanceTimersByTime(3_000);
    expect(dead.terminated).toBe(true);
    expect(live.terminated).toBe(false);
    expect(live.pings).toBe(2);
    stop();
  });
});
