// One interview over one socket: hello → start → audio, transcripts, answers, credits → close.
// Nothing but a hello is processed before authentication. A malformed message after it gets
// a bad_message error and the session lives on; the close codes end it. Whatever ends it
// (client, heartbeat, credit limit, shutdown), teardown runs once: the answer is cut off, the
// transcriber stopped, the last seconds charged and the history row closed.
import { randomUUID } from 'node:crypto';
import { WebSocket, type RawData } from 'ws';
import { createFrameRateLimiter } from '../limits/frame-rate-limiter';
import { isOversized } from '../limits/message-size';
import { log } from '../log';
import { startMeter, type Meter } from '../metering/meter';
import { classifyQuestion } from '../questions/question-kind';
import { QuestionTrigger } from '../questions/question-trigger';
import type { AudioSource } from '../upgrade';
import { AnswerRunner } from './answer-runner';
import { checkAudioFrame, parseClientMessage, type ClientMessage, type HelloMessage } from '../protocol';
import { CLOSE, ERRORS } from './close-codes';
import type { SessionDeps } from './session-deps';
import { startSession, type StartedSession } from './start-session';
import { SessionTranscription } from './session-transcription';

type State = 'hello' | 'starting' | 'ready' | 'closed';

const MAX_EARLY_MESSAGES = 16;
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export class InterviewSession {
  readonly conn = randomUUID().slice(0, 8);
  /** Resolves when teardown has finished (metering ended, history closed). */
  readonly done: Promise<void>;
  private resolveDone!: () => void;
  private state: State = 'hello';
  private helloTimer?: NodeJS.Timeout;
  private early: string[] = [];
  private started?: StartedSession;
  private mode: HelloMessage['mode'] = 'manual';
  private resume = '';
  private jobDescription = '';
  private meter?: Meter;
  private answers?: AnswerRunner;
  private transcription?: SessionTranscription;
  private trigger?: QuestionTrigger;
  private manualCount = 0;
  private firstQuestion?: string;
  private pendingTurns: Promise<unknown>[] = [];
  private readonly frames;
  private readonly texts;

  constructor(
    private readonly ws: WebSocket,
    private readonly source: AudioSource,
    private readonly deps: SessionDeps,
  ) {
    this.done = new Promise((resolve) => (this.resolveDone = resolve));
    const s = deps.settings;
    this.frames = createFrameRateLimiter(s.maxFramesPerSecond, deps.now);
    this.texts = createFrameRateLimiter(s.maxTextPerSecond, deps.now);
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('close', () => void this.teardown());
    ws.on('error', (error) => log('warn', 'ws_socket_error', { conn: this.conn, error: error.message }));
    this.helloTimer = setTimeout(() => this.end(CLOSE.helloTimeout, ERRORS.helloTimeout), s.helloTimeoutMs);
  }

  /** Server shutdown: tell the client, close 1001, finish metering without waiting for the client. */
  shutdown(): Promise<void> {
    this.end(CLOSE.goingAway);
    return this.done;
  }

  send(message: Record<string, unknown>): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      // A client that stopped reading would otherwise make us buffer without bound.
      log('warn', 'ws_slow_client', { conn: this.conn, buffered: this.ws.bufferedAmount });
      this.ws.terminate();
      return;
    }
    this.ws.send(JSON.stringify(message));
  }

  private end(code: number, error?: { code: string; message: string }, extra?: Record<string, unknown>): void {
    if (extra) this.send(extra);
    if (error) this.send({ type: 'error', ...error });
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close(code, error?.code ?? '');
    // Do not wait for the client's half of the closing handshake: stop metering now.
    void this.teardown();
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.state === 'closed') return;
    const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (isOversized(buffer.length, isBinary, this.deps.settings)) {
      log('info', 'ws_message_too_large', { conn: this.conn, bytes: buffer.length, binary: isBinary });
      return this.end(CLOSE.tooLarge, ERRORS.tooLarge);
    }
    if (!(isBinary ? this.frames : this.texts).take()) {
      log('info', 'ws_too_fast', { conn: this.conn, binary: isBinary });
      return this.end(CLOSE.tooFast, ERRORS.tooFast);
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
    if (isBinary) return this.onAudio(buffer);
    this.onText(buffer.toString('utf8'));
  }

  private onFirstMessage(buffer: Buffer, isBinary: boolean): void {
    const parsed = isBinary ? undefined : parseClientMessage(buffer.toString('utf8'));
    if (!parsed?.ok || parsed.message.type !== 'hello') {
      log('info', 'ws_hello_required', { conn: this.conn, binary: isBinary, bytes: buffer.length });
      return this.end(CLOSE.notAuthenticated, ERRORS.helloRequired);
    }
    clearTimeout(this.helloTimer);
    this.state = 'starting';
    void this.start(parsed.message).catch((error: Error) => {
      log('error', 'ws_start_crashed', { conn: this.conn, error: error.message });
      this.end(CLOSE.internal, ERRORS.internal);
    });
  }

  private async start(hello: HelloMessage): Promise<void> {
    const outcome = await startSession(this.deps, hello, this.source, this.conn, () => this.state === 'closed');
    if (!outcome.ok) {
      if (outcome.close) {
        for (const m of outcome.messages) this.send(m);
        this.end(outcome.close);
      }
      return;
    }
    this.started = outcome;
    this.mode = hello.mode;
    this.resume = hello.resume?.trim() ? hello.resume : outcome.context.resume;
    this.jobDescription = hello.jobDescription?.trim() ? hello.jobDescription : outcome.context.jobDescription;
    const { settings, now } = this.deps;
    this.trigger = new QuestionTrigger({ cooldownMs: settings.questionCooldownMs, now });
    this.answers = new AnswerRunner({
      engine: this.deps.answerEngine,
      engineName: this.deps.answerEngineName,
      send: (m) => this.send(m),
      context: () => ({ resume: this.resume, jobDescription: this.jobDescription }),
      now,
      firstChunkTimeoutMs: settings.answerTimeoutMs,
      totalTimeoutMs: settings.answerTimeoutMs * 4,
      sessionLabel: this.conn,
      onTurn: (turn) => this.saveTurn(turn),
    });
    this.transcription = new SessionTranscription({
      factory: this.deps.createTranscriber,
      context: () => ({ source: this.source, resume: this.resume, jobDescription: this.jobDescription }),
      send: (m) => this.send(m),
      onFinal: (id, text) => this.onFinalUtterance(id, text),
      conn: this.conn,
    });
    this.meter = startMeter({
      store: this.deps.metering,
      usageLogId: outcome.usageLogId,
      intervalMs: settings.meteringIntervalMs,
      now,
      used: outcome.usage.used,
      limit: outcome.usage.limit,
      onCharge: (r) => {
        this.send({ type: 'credit', used: r.used, limit: r.limit });
        if (r.limitReached) this.end(CLOSE.creditLimit, undefined, { type: 'credit_limit', used: r.used, limit: r.limit, expire_msg: r.expireMsg });
      },
      onError: (e) => log('error', 'usage_charge_failed', { conn: this.conn, usage: outcome.usageLogId, error: e.message }),
    });
    this.state = 'ready';
    log('info', 'ws_session_ready', { conn: this.conn, user: outcome.userId, source: this.source, mode: this.mode, usage: outcome.usageLogId, session: outcome.historyId });
    this.send({
      type: 'ready',
      protocol: 1,
      // Without a history row (database hiccup) the session still needs an id for the client.
      session_id: outcome.historyId ?? `unsaved-${this.conn}`,
      mode: this.mode,
      transcription: this.deps.transcriptionName,
      answers: this.deps.answerEngine.source,
      used: outcome.usage.used,
      limit: outcome.usage.limit,
      source: this.source,
    });
    this.transcription.start();
    const early = this.early;
    this.early = [];
    for (const text of early) this.onText(text);
  }

  private onAudio(frame: Buffer): void {
    if (checkAudioFrame(frame.length) !== 'ok') return this.badMessage('Audio frames must be whole 16-bit samples and not empty.');
    this.transcription?.push(frame);
  }

  private onText(text: string): void {
    const parsed = parseClientMessage(text);
    if (!parsed.ok) return this.badMessage(parsed.error);
    this.handle(parsed.message);
  }

  private handle(message: ClientMessage): void {
    switch (message.type) {
      case 'hello':
        return this.badMessage('Already authenticated: hello is only the first message.');
      case 'resume':
        this.resume = message.data;
        return;
      case 'job_description':
        this.jobDescription = message.data;
        return;
      case 'trigger_response': {
        const question = message.question.trim();
        this.trigger?.recordManual(question);
        this.firstQuestion ??= question;
        this.answers?.submit({
          id: `m${++this.manualCount}`,
          question,
          kind: classifyQuestion(question),
          trigger: 'manual',
          questionAt: this.deps.now(),
          questionDate: new Date(),
        });
      }
    }
  }

  private onFinalUtterance(utteranceId: string, text: string): void {
    if (this.mode !== 'auto' || !this.trigger || !this.answers) return;
    const questionAt = this.deps.now();
    const questionDate = new Date();
    for (const q of this.trigger.onFinalUtterance(utteranceId, text)) {
      this.firstQuestion ??= q.text;
      this.answers.submit({
        id: q.id,
        question: q.text,
        kind: q.kind,
        context: q.context,
        trigger: 'auto',
        questionAt,
        questionDate,
        group: q.parts > 1 ? { id: utteranceId, part: q.part, parts: q.parts } : undefined,
      });
    }
  }

  private badMessage(problem: string): void {
    this.send({ type: 'error', code: 'bad_message', message: problem });
  }

  private saveTurn(turn: Parameters<ConstructorParameters<typeof AnswerRunner>[0]['onTurn']>[0]): void {
    const s = this.started;
    if (!s?.historyId) return;
    const write = this.deps.history
      .addTurn({ ...turn, sessionId: s.historyId, profileId: s.userId })
      .catch((e: Error) => log('error', 'history_turn_failed', { conn: this.conn, session: s.historyId, error: e.message }));
    this.pendingTurns.push(write);
  }

  private tearingDown?: Promise<void>;
  private teardown(): Promise<void> {
    this.tearingDown ??= (async () => {
      this.state = 'closed';
      clearTimeout(this.helloTimer);
      this.transcription?.close();
      await this.answers?.close();
      const s = this.started;
      if (!s) return;
      s.release();
      const final = await this.meter?.stop();
      await Promise.all(this.pendingTurns);
      if (s.historyId) {
        await this.deps.history
          .endSession(s.historyId, new Date(), this.firstQuestion)
          .catch((e: Error) => log('error', 'history_end_failed', { conn: this.conn, session: s.historyId, error: e.message }));
      }
      log('info', 'ws_session_closed', { conn: this.conn, user: s.userId, usage: s.usageLogId, charged_ms: this.meter?.chargedMs, used: final?.used });
    })()
      .catch((e: Error) => log('error', 'ws_teardown_failed', { conn: this.conn, error: e.message }))
      .finally(() => this.resolveDone());
    return this.tearingDown;
  }
}
