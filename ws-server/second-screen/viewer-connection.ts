// One phone's socket (/second-screen), from its view message to its close: the device
// credential checked in the database (and then every few seconds, by the registry), the owner's
// channel followed, each live batch passed on in order (viewer-feed.ts), "Answer now" passed to
// the session's process, and the socket closed at once when the device is unpaired. The phone
// holds no Supabase token: everything it is shown comes through here.
import { randomUUID } from 'node:crypto';
import { WebSocket, type RawData } from 'ws';
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import { MAX_PHONE_MESSAGE_BYTES, parsePhoneMessage, parseRealtimeEvent, PHONE_CLOSE_CODES, userTopic, type PhoneServerMessage, type UnpairReason } from '../../lib/protocol/second-screen';
import { hashSecret } from '../../lib/second-screen/pairing-secrets';
import { TokenBucketLimiter } from '../../lib/logging/token-bucket';
import { scheduleWith, type Schedule } from '../../lib/timers/schedule';
import { createFrameRateLimiter } from '../limits/frame-rate-limiter';
import type { DeviceStore } from './device-store';
import type { HubTopic, RealtimeHub } from './realtime-hub';
import { unpairReasonOf } from './unpair-reason';
import { ViewerFeed } from './viewer-feed';
import type { RegisteredViewer, ViewerRegistry } from './viewer-registry';

export interface ViewerDeps {
  devices: Pick<DeviceStore, 'view'>;
  hub: RealtimeHub;
  registry: ViewerRegistry;
  viewTimeoutMs: number;
  /** How long a phone waits for its sessions' snapshots before it is told none runs. */
  snapshotWaitMs: number;
  now(): number;
  schedule?: Schedule;
}

/** "Answer now" at most in a burst of 3, then one every 2 s: more than a person presses, less than a flood. */
const ANSWER_NOW_BURST = 3;
const ANSWER_NOW_PER_SECOND = 0.5;

export class ViewerConnection implements RegisteredViewer {
  readonly conn = randomUUID().slice(0, 8);
  deviceId = '';
  readonly done: Promise<void>;
  private state: 'view' | 'checking' | 'viewing' | 'closed' = 'view';
  private readonly viewTimer: NodeJS.Timeout;
  private expiryTimer?: NodeJS.Timeout;
  private topic?: HubTopic;
  private feed?: ViewerFeed;
  private unregister?: () => void;
  private readonly messages;
  private readonly answerNow: TokenBucketLimiter;
  private resolveDone!: () => void;

  constructor(
    private readonly ws: WebSocket,
    private readonly deps: ViewerDeps,
    /** Called once the view was accepted (or the socket closed): the pending-connection slot goes back. */
    private readonly onViewing?: () => void,
  ) {
    this.done = new Promise((resolve) => (this.resolveDone = resolve));
    this.messages = createFrameRateLimiter(5, deps.now, 10);
    this.answerNow = new TokenBucketLimiter({ capacity: ANSWER_NOW_BURST, refillPerSecond: ANSWER_NOW_PER_SECOND, now: deps.now, maxKeys: 1 });
    this.viewTimer = setTimeout(() => this.end(PHONE_CLOSE_CODES.viewTimeout, 'view_timeout'), deps.viewTimeoutMs);
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('close', () => this.teardown());
    ws.on('error', (error) => writeLog('warn', 'second_screen_socket_error', { conn: this.conn, error: error.message }));
  }

  /** The device may no longer view: the phone is told why, then the socket closes (4401). */
  unpair(reason: UnpairReason): void {
    if (this.state === 'closed') return;
    writeLog('info', 'second_screen_unpaired', { conn: this.conn, device: this.deviceId, reason });
    this.send({ type: 'unpaired', reason });
    this.end(PHONE_CLOSE_CODES.notPaired, reason);
  }

  /** Server shutdown or drain: the phone reconnects (to another server). */
  shutdown(code: number = PHONE_CLOSE_CODES.goingAway): Promise<void> {
    this.end(code, 'server');
    return this.done;
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.state === 'closed') return;
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (isBinary || bytes.length > MAX_PHONE_MESSAGE_BYTES) return this.end(PHONE_CLOSE_CODES.tooLarge, 'too_large');
    if (!this.messages.take()) return this.end(PHONE_CLOSE_CODES.tooFast, 'too_fast');
    const parsed = parsePhoneMessage(bytes.toString('utf8'));
    if (this.state === 'view') {
      if (!parsed.ok || parsed.message.type !== 'view') return this.unpair('not_paired');
      clearTimeout(this.viewTimer);
      this.state = 'checking';
      return void this.view(parsed.message.device_token).catch((error: unknown) => {
        writeLog('error', 'second_screen_view_failed', { conn: this.conn, error: toError(error).message });
        this.end(PHONE_CLOSE_CODES.internal, 'internal');
      });
    }
    if (this.state === 'viewing' && parsed.ok && parsed.message.type === 'answer_now') this.askAnswer();
  }

  private async view(deviceToken: string): Promise<void> {
    const check = await this.deps.devices.view(hashSecret(deviceToken));
    if (this.state === 'closed') return;
    if (check.status !== 'active') return this.unpair(unpairReasonOf(check.status, check.revokedReason));
    this.state = 'viewing';
    this.deviceId = check.deviceId;
    this.onViewing?.();
    this.unregister = this.deps.registry.add(this);
    this.expiryTimer = setTimeout(() => this.unpair('expired'), Math.max(0, check.expiresAt.getTime() - Date.now()));
    writeLog('info', 'second_screen_viewing', { conn: this.conn, device: check.deviceId, user: check.userId });
    this.send({ type: 'viewing', expires_at: check.expiresAt.toISOString() });
    const topic = this.deps.hub.join(userTopic(check.userId));
    this.topic = topic;
    const feed = new ViewerFeed({
      send: (m) => this.send(m),
      requestSnapshot: () => topic.send('snapshot_request', { request_id: randomUUID().replace(/-/g, '') }),
      waitMs: this.deps.snapshotWaitMs,
      schedule: this.deps.schedule ?? scheduleWith(),
    });
    this.feed = feed;
    topic.listen((event, payload) => this.onEvent(event, payload));
    await topic.joined;
    if (this.state === 'viewing') feed.start();
  }

  private onEvent(event: string, payload: unknown): void {
    if (this.state !== 'viewing') return;
    if (event === 'live') {
      const batch = parseRealtimeEvent('live', payload);
      if (batch) this.feed?.batch(batch);
    } else if (event === 'snapshot') {
      const reply = parseRealtimeEvent('snapshot', payload);
      if (reply) this.feed?.snapshot(reply.snapshot);
    } else if (event === 'device_revoked') {
      const revoked = parseRealtimeEvent('device_revoked', payload);
      if (revoked?.device_ids.includes(this.deviceId)) this.unpair(revoked.reason);
    }
  }

  private askAnswer(): void {
    const session = this.feed?.session;
    if (!session) return this.send({ type: 'answer_now_refused', reason: 'no_session' });
    if (!this.answerNow.take('phone')) return this.send({ type: 'answer_now_refused', reason: 'rate_limited' });
    this.topic?.send('answer_now', { device_id: this.deviceId, session_id: session });
  }

  private send(message: PhoneServerMessage): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    // A phone that stopped reading would otherwise make us buffer without bound.
    if (this.ws.bufferedAmount > 4 * 1024 * 1024) return void this.ws.terminate();
    this.ws.send(JSON.stringify(message));
  }

  private end(code: number, reason: string): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close(code, reason);
    this.teardown();
  }

  private teardown(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    clearTimeout(this.viewTimer);
    clearTimeout(this.expiryTimer);
    this.feed?.close();
    this.topic?.release();
    this.unregister?.();
    this.onViewing?.();
    this.resolveDone();
  }
}
