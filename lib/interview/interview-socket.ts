/**
 * The browser's side of protocol v1 (lib/protocol, docs/protocol.md): opens
 * /tab, /mic or /both, sends `hello` first, parses every server message with the shared zod
 * schemas, sends 100 ms PCM frames, and reconnects with backoff when the connection drops.
 * Each accepted connection gets a new epoch number, which the reducer uses to keep the
 * question list across reconnects; a reconnect asks the server to resume the same session
 * (`resume_session_id`), so its history and credits carry on instead of starting over.
 * A server that drains for a deploy says `server_draining`: audio is kept from then on, and
 * the reconnect is made the moment that socket closes (1012), with no backoff.
 * The reconnect's hello also carries the interviewer's unfinished words (unfinished-words.ts).
 */
import { CLOSE_CODES, serverMessage, type ClientMessage, type ErrorCode } from '@/lib/protocol';
import { UnfinishedWords } from './unfinished-words';
import { DRAIN_CLOSE_WAIT_MS, MAX_BUFFERED_FRAMES } from './socket-limits';
import { closeOutcome, MAX_RECONNECT_ATTEMPTS, reconnectDelay } from './reconnect-policy';
import { toError } from '@/lib/errors/to-error';
import { browserSocket, type SocketLike } from './browser-socket';
import type { HelloFields, InterviewSocketOptions, SocketProblem, StopReason } from './interview-socket-options';
import { scheduleWith, type Schedule } from '@/lib/timers/schedule';

export type { SocketLike } from './browser-socket';
export { DRAIN_CLOSE_WAIT_MS, MAX_BUFFERED_FRAMES } from './socket-limits';

export type { ConnectionStatus, HelloFields, InterviewSocketOptions, SocketProblem, StopReason } from './interview-socket-options';

const OPEN = 1;

export class InterviewSocket {
  private socket: SocketLike | null = null;
  private ready = false;
  /** The session the server last confirmed; a reconnect asks to carry it on. */
  private sessionId: string | null = null;
  private stopped = false;
  private attempt = 0;
  private authRetries = 0;
  /** The last error the server sent on the current connection: it may say why the socket closes. */
  private lastError: ErrorCode | undefined;
  private epoch = 0;
  /** Cancels the pending reconnect, if one is waiting. */
  private cancelTimer: (() => void) | null = null;
  /** Set by `server_draining`: the socket's close means "move now", with no backoff. */
  private draining: (() => void) | null = null;
  /** A move at once was made since the last `ready`. */
  private moved = false;
  private buffered: ArrayBuffer[] = [];
  private readonly unfinished = new UnfinishedWords();
  private readonly createSocket: (url: string) => SocketLike;
  private readonly schedule: Schedule;

  constructor(private readonly options: InterviewSocketOptions) {
    this.createSocket = options.createSocket ?? browserSocket;
    this.schedule = scheduleWith(options);
  }

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  /** True when `hello` was accepted and the socket is open: Space may trigger an answer. */
  get isReady(): boolean {
    return this.ready && this.socket?.readyState === OPEN;
  }

  sendAudio(frame: ArrayBuffer): void {
    if (this.stopped) return;
    if (this.isReady) {
      this.socket!.send(frame);
      return;
    }
    this.buffered.push(frame);
    if (this.buffered.length > (this.options.maxBufferedFrames ?? MAX_BUFFERED_FRAMES)) this.buffered.shift();
  }

  /** Sends a text message when ready; false when it could not be sent. */
  send(message: Exclude<ClientMessage, { type: 'hello' }>): boolean {
    if (!this.isReady) return false;
    this.socket!.send(JSON.stringify(message));
    return true;
  }

  /**
   * supabase-js refreshed the session: the server ends a session whose newest token has
   * expired, so it gets each new one. Before `ready` nothing is sent (false): the next hello
   * asks for a fresh token anyway.
   */
  renewToken(accessToken: string): boolean {
    return this.send({ type: 'token', access_token: accessToken });
  }

  /** The user stopped: close normally, no reconnect. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.ready = false;
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.draining?.();
    this.draining = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = socket.onmessage = socket.onerror = socket.onopen = null;
      try {
        socket.close(1000, 'stopped');
      } catch {
        // Already closing.
      }
    }
    this.options.onStatus('closed');
    this.options.onStopped('user', 1000);
  }

  private async connect(): Promise<void> {
    this.options.onStatus(this.attempt === 0 && this.epoch === 0 ? 'connecting' : 'reconnecting');
    let hello: HelloFields;
    try {
      hello = await this.options.hello();
    } catch (error) {
      this.problem({ name: 'HelloError', message: toError(error).message, code: 'hello' });
      return this.scheduleReconnect();
    }
    if (this.stopped) return;
    // A question the drop cut off goes along: the interviewer's words on screen with no final.
    if (this.sessionId) hello = { ...hello, resume_session_id: this.sessionId, ...(this.unfinished.words ? { unfinished_words: this.unfinished.words } : {}) };
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url);
    } catch (error) {
      this.problem({ name: 'WebSocketError', message: toError(error).message, code: 'construct' });
      return this.scheduleReconnect();
    }
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', ...hello }));
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => this.problem({ name: 'WebSocketError', message: 'socket error', code: 'error' });
    socket.onclose = (event) => this.closed(socket, event.code, event.reason);
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      this.problem({ name: 'ProtocolError', message: 'server sent invalid JSON', code: 'bad_json' });
      return;
    }
    const parsed = serverMessage.safeParse(json);
    if (!parsed.success) {
      this.problem({ name: 'ProtocolError', message: `unknown server message: ${parsed.error.issues[0]?.message ?? ''}`, code: 'bad_message' });
      return;
    }
    const message = parsed.data;
    if (message.type === 'ready') {
      this.ready = true;
      // "unsaved-…" ids name no history row: there is nothing to resume.
      this.sessionId = message.session_id.startsWith('unsaved-') ? null : message.session_id;
      this.attempt = 0;
      this.authRetries = 0;
      this.moved = false;
      this.epoch += 1;
      // Handed to this socket with its hello: its recogniser hears them from here.
      this.unfinished.clear();
      this.options.onStatus('open');
      this.options.onMessage(message, this.epoch);
      for (const frame of this.buffered.splice(0)) this.socket?.send(frame);
      return;
    }
    if (message.type === 'server_draining') return this.moving();
    if (message.type === 'error') this.lastError = message.code;
    if (message.type === 'transcript') this.unfinished.heard(message);
    if (message.type === 'answer') this.unfinished.answered(message);
    this.options.onMessage(message, this.epoch);
  }

  /** The server is draining: keep audio and Space for the next socket, and move once this one closes. */
  private moving(): void {
    if (this.draining) return;
    this.ready = false;
    this.options.onStatus('reconnecting');
    const socket = this.socket;
    this.draining = this.schedule(() => {
      // The server never closed: leave this socket behind and move on our own.
      if (!socket || socket !== this.socket) return;
      socket.onclose = socket.onmessage = socket.onerror = socket.onopen = null;
      try {
        socket.close(1000, 'moving');
      } catch {
        // Already closing.
      }
      this.closed(socket, CLOSE_CODES.serviceRestart, 'moving');
    }, DRAIN_CLOSE_WAIT_MS);
  }

  private closed(socket: SocketLike, code: number, reason: string): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.ready = false;
    if (this.stopped) return;
    // Once per accepted session: a server that closed with 1012 before `ready` again backs off as for any drop.
    const moving = (this.draining !== null || code === CLOSE_CODES.serviceRestart) && !this.moved;
    this.draining?.();
    this.draining = null;
    if (moving && this.options.reconnect !== false) {
      // A deploy, not a fault: another server takes the session on now, and no attempt is spent.
      this.moved = true;
      this.lastError = undefined;
      this.options.onStatus('reconnecting');
      return void this.connect();
    }
    const outcome = closeOutcome(code, this.authRetries, this.lastError);
    this.lastError = undefined;
    if (code !== 1000) this.problem({ name: 'WebSocketClose', message: reason || 'connection closed', code });
    if (outcome.action === 'stop') return this.finish(outcome.reason, code);
    if (this.options.reconnect === false) return this.finish('gave_up', code);
    if (code === 4401) this.authRetries += 1;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    if (this.attempt >= MAX_RECONNECT_ATTEMPTS) return this.finish('gave_up', null);
    const delay = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.options.onStatus('reconnecting');
    this.cancelTimer = this.schedule(() => {
      this.cancelTimer = null;
      void this.connect();
    }, delay);
  }

  private finish(reason: StopReason, code: number | null): void {
    this.stopped = true;
    this.buffered = [];
    this.options.onStatus('closed');
    this.options.onStopped(reason, code);
  }

  private problem(problem: SocketProblem): void {
    this.options.onProblem?.(problem);
  }
}
