// The one WebSocket the interview socket needs, behind a small interface it can be tested
// through (tests hand the interview socket a fake with the same shape).

export interface SocketLike {
  readonly readyState: number;
  binaryType: string;
  send(data: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/**
 * The browser's WebSocket as a SocketLike. Its own handler properties take DOM events;
 * SocketLike's take only what this file reads of them, so each is forwarded.
 */
export function browserSocket(url: string): SocketLike {
  const ws = new WebSocket(url);
  const socket: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    get binaryType() {
      return ws.binaryType;
    },
    set binaryType(type) {
      if (type === 'arraybuffer' || type === 'blob') ws.binaryType = type;
    },
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  ws.onopen = (event) => socket.onopen?.(event);
  ws.onmessage = (event) => socket.onmessage?.(event);
  ws.onclose = (event) => socket.onclose?.(event);
  ws.onerror = (event) => socket.onerror?.(event);
  return socket;
}
