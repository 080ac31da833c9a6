// One socket, from its hello to its close: the layer every session has. Nothing but a hello is
// processed before authentication; the hello chooses the session's kind (a live interview or a
// practice round), which gets the audio and the messages about what it does. Around it this
// layer keeps the limits on incoming messages, the access guard (token expiry, the lease and
// the account), the allowance (metered minutes, or the practice cap), the resumable-session
// registry, and teardown exactly once, whatever ends the session (client, heartbeat, credit
// limit, shutdown): the kind stopped, the last seconds charged, the history row closed. A
// malformed message after hello gets a bad_message error and the session lives on.
import { randomUUID } from 'node:crypto';
import { WebSocket, type RawData } from 'ws';
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import { encodeServerMessage, parseClientMessage, type ClientMessage, type HelloMessage, type ServerMessage } from '../../lib/protocol';
import type { SocketSource } from '../upgrade';
import type { AccessGuard } from './access-guard';
import { CLOSE, ERRORS } from './close-codes';
import { endSession, type RunningSession } from './end-session';
import { guardSessionAccess } from './guard-session-access';
import { createIncomingLimits, type IncomingLimits } from './incoming-limits';
import { createLiveInterview } from './kinds/live-interview';
import { createPracticeRound } from './kinds/practice-round';
import { readyMessage } from './ready-message';
import { startAllowance } from './session-allowance';
import type { SessionContext, SessionError } from './session-context';
import type { SessionDeps } from './session-deps';
import { SessionToken } from './session-token';
import { isRecord } from '../../lib/is-record';
import { HeardLanguage } from './parts/heard-language';
import { startSession, type StartedSession } from './start-session';
import type { SessionKindLabel } from '../metrics/server-metrics';

type State = 'hello' | 'starting' | 'ready' | 'closed';

const MAX_EARLY_MESSAGES = 16;
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export class SessionConnection {
  readonly conn = randomUUID().slice(0, 8);
  /** Resolves when teardown has finished (metering ended, history closed). */
  readonly done: Promise<void>;
  private resolveDone!: () => void;
  private state: State = 'hello';
  private readonly helloTimer: NodeJS.Timeout;
  /** Text that arrived between hello and ready, handled once the session is ready. */
  private early: string[] = [];
  /** Set once the session has started: what teardown must stop and give back. */
  private running?: RunningSession;
  private ctx?: SessionContext;
  private token?: SessionToken;
  private guard?: AccessGuard;
  private readonly limits: IncomingLimits;
  private tearingDown?: Promise<void>;
  /** Aborted when the socket closes: whatever the start is still reading for it stops. */
  private readonly closing = new AbortController();
  /** Set while the session counts among the server's live sessions (GET /metrics). */
  private counted?: SessionKindLabel;
  /** How the session ended, decided by the first of the client's close and the server's end. */
  private ending?: 'ended' | 'interrupted';

  constructor(
    private readonly ws: WebSocket,
    private readonly source: SocketSource,
    private readonly deps: SessionDeps,
    /** Called once the socket has sent a valid hello and the session is ready. */
    private readonly onReady?: () => void,
  ) {
    this.done = new Promise((resolve) => (this.resolveDone = resolve));
    this.limits = createIncomingLimits(deps.settings, source, deps.now);
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('close', (code, reason) => {
      // The interview screen closes with 1000 "stopped" on Stop; any other close may be carried on.
      this.ending ??= code === 1000 && reason.toString() === 'stopped' ? 'ended' : 'interrupted';
      this.closing.abort();
      void this.teardown();
    });
    ws.on('error', (error) => writeLog('warn', 'ws_socket_error', { conn: this.conn, error: error.message }));
    this.helloTimer = setTimeout(() => this.end(CLOSE.helloTimeout, ERRORS.helloTimeout), deps.settings.helloTimeoutMs);
  }

  /** Server shutdown: tell the client, close 1001, finish metering without waiting for the client. */
  shutdown(): Promise<void> {
    this.end(CLOSE.goingAway);
    return this.done;
  }

  /**
   * The server drains (a deploy): the client is told first, so it keeps its audio for the next
   * socket; the session then ends here completely (answers cut off, the last seconds charged,
   * turns written, the lease given back) before the socket closes with 1012, so the reconnect,
   * which the client makes at once, finds the session free to carry on on another server.
   */
  async drain(): Promise<void> {
    if (this.state === 'closed') return this.done;
    this.send({ type: 'server_draining' });
    if (this.state === 'ready') await this.teardown();
    this.end(CLOSE.serviceRestart);
    return this.done;
  }

  private send(message: ServerMessage): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      // A client that stopped reading would otherwise make us buffer without bound.
      writeLog('warn', 'ws_slow_client', { conn: this.conn, buffered: this.ws.bufferedAmount });
      this.ws.terminate();
      return;
    }
    this.ws.send(encodeServerMessage(message));
  }

  private end(code: number, error?: SessionError, extra?: ServerMessage): void {
    this.ending ??= code === CLOSE.goingAway || code === CLOSE.serviceRestart ? 'interrupted' : 'ended';
    if (extra) this.send(extra);
    if (error) this.send({ type: 'error', ...error });
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close(code, error?.code ?? '');
    // Do not wait for the client's half of the closing handshake: stop metering now.
    void this.teardown();
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.state === 'closed') return;
    const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    const verdict = this.limits.check(buffer, isBinary, { helloIn: this.state !== 'hello', ready: this.state === 'ready' });
    if (!verdict.ok) {
      writeLog('info', verdict.event, { conn: this.conn, bytes: buffer.length, binary: isBinary });
      return 'reply' in verdict ? this.send(verdict.reply) : this.end(verdict.close, verdict.error);
    }
    if (this.state === 'hello') return this.onFirstMessage(buffer, isBinary);
    if (this.state === 'starting') {
      // Audio before ready is not metered, so not transcribed; text waits for ready.
      if (!isBinary) {
        if (this.early.length < MAX_EARLY_MESSAGES) this.early.push(buffer.toString('utf8'));
        else this.badMessage('Too many messages before ready.');
      }
      return;
    }
    if (!isBinary) return this.onText(buffer.toString('utf8'));
    const problem = this.running?.kind?.onAudio(buffer);
    if (problem) this.badMessage(problem);
  }

  private onFirstMessage(buffer: Buffer, isBinary: boolean): void {
    const parsed = isBinary ? undefined : parseClientMessage(buffer.toString('utf8'));
    if (!parsed?.ok || parsed.message.type !== 'hello') {
      writeLog('info', 'ws_hello_required', { conn: this.conn, binary: isBinary, bytes: buffer.length });
      // A hello with a field the schema refuses (an unknown language, say) is told which field;
      // anything else is told a hello must come first. Either way nothing was authenticated.
      const badHello = parsed && !parsed.ok && isHelloShaped(buffer.toString('utf8'));
      return this.end(CLOSE.notAuthenticated, badHello ? { code: 'bad_message', message: parsed.error } : ERRORS.helloRequired);
    }
    clearTimeout(this.helloTimer);
    this.state = 'starting';
    void this.start(parsed.message).catch((error: unknown) => {
      writeLog('error', 'ws_start_crashed', { conn: this.conn, error: toError(error).message });
      this.end(CLOSE.internal, ERRORS.internal);
    });
  }

  private async start(hello: HelloMessage): Promise<void> {
    const outcome = await startSession(this.deps, hello, this.source, this.conn, this.closing.signal);
    if (!outcome.ok) {
      if (outcome.close) {
        for (const m of outcome.messages) this.send(m);
        this.end(outcome.close);
      }
      return;
    }
    const ctx = this.contextFor(hello, outcome);
    this.ctx = ctx;
    // Running from here: whatever fails next, teardown still releases what the start took.
    const running: RunningSession = { started: outcome, unregister: this.register(ctx) };
    this.running = running;
    const kind = hello.purpose === 'practice' ? createPracticeRound(ctx, this.deps) : createLiveInterview(ctx, this.deps);
    running.kind = kind;
    running.allowance = startAllowance(ctx, this.deps, outcome, () => kind.onAllowanceSpent());
    const token = new SessionToken(outcome.tokenExpiresAt, outcome.authSessionId);
    this.token = token;
    this.guard = guardSessionAccess(outcome, token, ctx, this.deps);
    this.state = 'ready';
    this.counted = hello.purpose === 'practice' ? 'practice' : 'live';
    this.deps.metrics.sessionOpened(this.counted);
    this.onReady?.();
    writeLog('info', 'ws_session_ready', { conn: this.conn, user: outcome.userId, source: this.source, mode: ctx.mode, usage: outcome.usageLogId, session: outcome.historyId, application: ctx.application?.id });
    this.send(readyMessage(ctx, outcome, this.deps));
    kind.start();
    const early = this.early;
    this.early = [];
    for (const text of early) this.onText(text);
  }

  private contextFor(hello: HelloMessage, s: StartedSession): SessionContext {
    const { language } = s;
    return {
      conn: this.conn,
      userId: s.userId,
      source: this.source,
      mode: hello.mode,
      purpose: hello.purpose,
      ...(hello.practice ? { practice: hello.practice } : {}),
      historyId: s.historyId,
      // Without a history row (database hiccup) the session still needs an id for the client.
      sessionId: s.historyId ?? `unsaved-${this.conn}`,
      documents: documentsFor(hello, s),
      ...(s.application ? { application: { id: s.application.id, title: s.application.title, told: s.told, ...(s.application.company ? { company: s.application.company } : {}) } } : {}),
      language,
      heardLanguage: new HeardLanguage(language.interview),
      resumed: s.resumed,
      send: (m) => this.send(m),
      endedAs: () => this.ending ?? 'interrupted',
      end: (code, error, extra) => this.end(code, error, extra),
    };
  }

  /** A reconnect that arrives before this socket is noticed gone ends this socket first. Returns what unregisters it. */
  private register(ctx: SessionContext): (() => void) | undefined {
    const historyId = ctx.historyId;
    if (!historyId || !this.deps.registry) return undefined;
    return this.deps.registry.register(historyId, {
      userId: ctx.userId,
      supersede: () => {
        writeLog('info', 'ws_session_superseded', { conn: this.conn, session: historyId });
        this.end(CLOSE.goingAway);
        return this.done;
      },
    });
  }

  private onText(text: string): void {
    const parsed = parseClientMessage(text);
    if (!parsed.ok) {
      // A refused screen_question names its question, so the client can mark it failed.
      const about = parsed.questionId ? { question_id: parsed.questionId } : {};
      return this.send({ type: 'error', code: parsed.code ?? 'bad_message', message: parsed.error, ...about });
    }
    this.handle(parsed.message);
  }

  private handle(message: ClientMessage): void {
    const ctx = this.ctx;
    if (!ctx) return;
    switch (message.type) {
      case 'hello':
        return this.badMessage('Already authenticated: hello is only the first message.');
      case 'resume':
        ctx.documents.resume = message.data;
        return;
      case 'job_description':
        ctx.documents.jobDescription = message.data;
        return;
      case 'token':
        return void this.token?.renew(message.access_token, ctx, this.deps.verify, () => this.state === 'closed');
      default: {
        const problem = this.running?.kind?.onMessage(message);
        if (problem) this.badMessage(problem);
      }
    }
  }

  private badMessage(problem: string): void {
    this.send({ type: 'error', code: 'bad_message', message: problem });
  }

  private teardown(): Promise<void> {
    this.tearingDown ??= (async () => {
      this.state = 'closed';
      this.closing.abort();
      clearTimeout(this.helloTimer);
      this.guard?.stop();
      if (this.counted) this.deps.metrics.sessionClosed(this.counted);
      if (this.running) await endSession(this.running, this.deps, this.conn);
    })()
      .catch((e: unknown) => writeLog('error', 'ws_teardown_failed', { conn: this.conn, error: toError(e).message }))
      .finally(() => this.resolveDone());
    return this.tearingDown;
  }
}

/**
 * The application's documents when hello named one (what the client sent is ignored: the
 * application is the choice), else hello's unsaved edits, else the profile's.
 */
function documentsFor(hello: HelloMessage, s: StartedSession): SessionContext['documents'] {
  const app = s.application;
  if (app) return { resume: app.resume ?? s.context.resume, jobDescription: app.jobDescription, stories: s.stories };
  return {
    resume: hello.resume?.trim() ? hello.resume : s.context.resume,
    jobDescription: hello.jobDescription?.trim() ? hello.jobDescription : s.context.jobDescription,
    stories: s.stories,
  };
}

function isHelloShaped(text: string): boolean {
  try {
    const data: unknown = JSON.parse(text);
    return isRecord(data) && data.type === 'hello';
  } catch {
    return false;
  }
}
