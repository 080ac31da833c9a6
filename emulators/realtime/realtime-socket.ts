import type { RawData, WebSocket } from 'ws';
import type { ChannelHost, RealtimeDeps } from './channel-host';
import { refreshToken, relayBroadcast } from './channel-events';
import { dropChannel, leaveChannel } from './channel-lifecycle';
import type { Credential } from './credential';
import { joinChannel } from './join-channel';
import type { JoinedChannel } from './joined-channel';
import { MalformedFrame, replyTo, type Frame, type Inbound, type PhoenixMessage, type Serializer } from './messages';
import { PerSecondCounter } from './per-second-counter';

function log(level: 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  console.error(JSON.stringify({ level, msg: `realtime: ${msg}`, ...fields }));
}

function asBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

/**
 * One client's WebSocket: frames in and out through its serializer, its messages handled one
 * at a time in order (a join that waits on the database holds back what the client sent after
 * it, as a Phoenix socket does), the Phoenix heartbeat, its limits, and teardown once.
 */
export class RealtimeSocket implements ChannelHost {
  readonly channels = new Map<string, JoinedChannel>();
  closed = false;
  private tail: Promise<void> = Promise.resolve();
  private readonly events: PerSecondCounter;
  private readonly joins: PerSecondCounter;
  private readonly idleTimer: NodeJS.Timeout;
  private noChannelTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ws: WebSocket,
    readonly deps: RealtimeDeps,
    readonly serializer: Serializer,
    readonly tenant: Credential,
    readonly headers: Record<string, string>,
    private readonly onClosed: (socket: RealtimeSocket) => void,
  ) {
    this.events = new PerSecondCounter(deps.limits.maxEventsPerSecond, deps.now);
    this.joins = new PerSecondCounter(deps.limits.maxJoinsPerSecond, deps.now);
    this.idleTimer = setTimeout(() => this.close(1000, 'idle timeout'), deps.limits.idleTimeoutMs).unref();
    this.channelsChanged();
    ws.on('message', (data, isBinary) => this.receive(asBuffer(data), isBinary));
    ws.on('close', () => this.teardown());
    ws.on('error', () => this.teardown());
  }

  private receive(data: Buffer, isBinary: boolean): void {
    this.idleTimer.refresh();
    let inbound: Inbound;
    try {
      inbound = this.serializer.decode(data, isBinary);
    } catch (err) {
      // Hosted Realtime logs a malformed frame and carries on with the socket.
      if (err instanceof MalformedFrame) return log('warn', 'malformed frame ignored', { reason: err.message, bytes: data.length });
      throw err;
    }
    this.tail = this.tail.then(() => this.handle(inbound)).catch((err: unknown) => this.crashed(inbound, err));
  }

  /**
   * A message whose handling failed ends its channel the way a crashed Phoenix channel ends:
   * `phx_error` (realtime-js then rejoins), the rest of the socket untouched.
   */
  private crashed(inbound: Inbound, err: unknown): void {
    log('error', 'message handling failed', { error: err instanceof Error ? err.name : 'unknown' });
    const topic = inbound.kind === 'message' ? inbound.message.topic : inbound.topic;
    const channel = this.channels.get(topic);
    if (!channel) return;
    const { joinRef } = channel.settings;
    this.send({ joinRef, ref: joinRef, topic, event: 'phx_error', payload: {} });
    dropChannel(this, channel);
  }

  private async handle(inbound: Inbound): Promise<void> {
    if (this.closed) return;
    if (inbound.kind === 'broadcast') {
      const channel = this.channels.get(inbound.topic);
      if (!channel) return this.send(replyTo(inbound, 'error', { reason: 'unmatched topic' }));
      return relayBroadcast(this, channel, inbound, inbound.broadcast);
    }
    const m = inbound.message;
    if (m.topic === 'phoenix') return this.send(m.event === 'heartbeat' ? replyTo(m, 'ok') : replyTo(m, 'error', { reason: 'unmatched topic' }));
    if (m.event === 'phx_join') return joinChannel(this, m);
    if (m.event === 'phx_leave') return leaveChannel(this, m);
    const channel = this.channels.get(m.topic);
    if (!channel) return this.send(replyTo(m, 'error', { reason: 'unmatched topic' }));
    if (m.event === 'broadcast') return relayBroadcast(this, channel, m, { kind: 'json', payload: m.payload });
    if (m.event === 'access_token') return refreshToken(this, channel, m.payload);
    if (!this.countEvent()) return;
    if (m.event === 'presence') this.send(replyTo(m, 'error', { reason: 'PresenceNotSupported: The embedded emulator does not track presence' }));
    // Any other event is counted and ignored, as hosted Realtime ignores it.
  }

  send(message: PhoenixMessage): void {
    this.sendFrame(this.serializer.encode(message));
  }

  /**
   * Writes a frame, unless the socket is gone. A reader too slow to take what it is sent
   * is cut off once its unsent bytes pass the limit: hosted Realtime kills a socket's process
   * when its memory passes a cap, and one emulator process holds every socket.
   */
  sendFrame(frame: Frame): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(frame);
    if (this.ws.bufferedAmount > this.deps.limits.maxBufferedBytes) {
      log('warn', 'slow reader cut off', { bufferedBytes: this.ws.bufferedAmount, channels: this.channels.size });
      this.ws.terminate();
      this.teardown();
    }
  }

  countEvent(): boolean {
    return this.events.tryAdd();
  }

  countJoin(): boolean {
    return this.joins.tryAdd();
  }

  channelsChanged(): void {
    if (this.channels.size > 0) {
      clearTimeout(this.noChannelTimer);
      this.noChannelTimer = undefined;
    } else if (!this.noChannelTimer && !this.closed) {
      this.noChannelTimer = setTimeout(() => this.close(1000, 'no channel joined'), this.deps.limits.noChannelTimeoutMs).unref();
    }
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.ws.close(code, reason);
    this.teardown();
  }

  /** Ends the socket at once (the service is closing). */
  terminate(): void {
    this.ws.terminate();
    this.teardown();
  }

  private teardown(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    clearTimeout(this.noChannelTimer);
    for (const channel of [...this.channels.values()]) dropChannel(this, channel);
    this.onClosed(this);
  }
}
