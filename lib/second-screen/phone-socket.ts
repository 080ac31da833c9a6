/**
 * The phone's socket to the ws-server: it views with the device credential, passes every message
 * it is sent on (checked by the phone protocol's schemas), sends "Answer now", and reconnects
 * with backoff whenever the socket goes, at once after a deploy's 1012, and never after the
 * server said the device is no longer paired (4401) or refused what it sent (4408, 4413).
 */
import { browserSocket, type SocketLike } from '@/lib/interview/browser-socket';
import { reconnectDelay } from '@/lib/interview/reconnect-policy';
import { PHONE_CLOSE_CODES, phoneServerMessage, type PhoneServerMessage } from '@/lib/protocol/second-screen';

export interface PhoneSocketOptions {
  url: string;
  deviceToken: string;
  onMessage(message: PhoneServerMessage): void;
  /** `connecting` before each attempt; `closed` when it dropped (a reconnect follows); `stopped` for good. */
  onStatus(status: 'connecting' | 'closed' | 'stopped', code?: number): void;
  open?: (url: string) => SocketLike;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const FINAL: readonly number[] = [PHONE_CLOSE_CODES.notPaired, PHONE_CLOSE_CODES.viewTimeout, PHONE_CLOSE_CODES.tooLarge];

export class PhoneSocket {
  private socket?: SocketLike;
  private attempt = 0;
  private timer?: unknown;
  private stopped = false;

  constructor(private readonly o: PhoneSocketOptions) {}

  start(): void {
    if (this.stopped) return;
    this.o.onStatus('connecting');
    const socket = (this.o.open ?? browserSocket)(this.o.url);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'view', device_token: this.o.deviceToken }));
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = phoneServerMessage.safeParse(data);
      if (!parsed.success) return;
      if (parsed.data.type === 'viewing') this.attempt = 0;
      this.o.onMessage(parsed.data);
    };
    socket.onclose = (event) => this.closed(event.code);
  }

  /** What Space does on the laptop: answer what the interviewer has said since the last question. */
  answerNow(): boolean {
    if (this.socket?.readyState !== 1) return false;
    this.socket.send(JSON.stringify({ type: 'answer_now' }));
    return true;
  }

  stop(): void {
    this.stopped = true;
    (this.o.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    if (this.socket) this.socket.onclose = null;
    this.socket?.close(1000, 'closed');
  }

  private closed(code: number): void {
    if (this.stopped) return;
    if (FINAL.includes(code)) {
      this.stopped = true;
      return this.o.onStatus('stopped', code);
    }
    this.o.onStatus('closed', code);
    const wait = code === PHONE_CLOSE_CODES.serviceRestart ? 0 : reconnectDelay(Math.min(this.attempt, 4));
    this.attempt++;
    this.timer = (this.o.setTimer ?? setTimeout)(() => this.start(), wait);
  }
}
