// A client that completes the WebSocket upgrade and then reads nothing and answers nothing (not
// even a close): the socket stays open on the server until it is destroyed, which holds a drain.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';

export async function lingeringSocket(port: number, path = '/tab'): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(
    [`GET ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Upgrade: websocket', 'Connection: Upgrade', `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`, 'Sec-WebSocket-Version: 13', 'Origin: http://localhost:3000', '', ''].join('\r\n'),
  );
  const [response] = (await once(socket, 'data')) as [Buffer];
  if (!response.toString().startsWith('HTTP/1.1 101')) throw new Error(`upgrade refused: ${response.toString().split('\r\n')[0]}`);
  socket.pause();
  return socket;
}
