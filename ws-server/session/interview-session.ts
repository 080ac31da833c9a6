// One interview over one socket: hello → start → audio, transcripts, answers, credits → close.
// Nothing but a hello is processed before authentication. A malformed message after it gets
// a bad_message error and the session lives on; the close codes end it. Whatever ends it
// (client, heartbeat, credit limit, shutdown), teardown runs once: the answer is cut off, the
// transcriber stopped, the last seconds charged and the history row closed.
import { randomUUID } from 'node:crypto';
import { WebSocket, type RawData } from 'ws';
import { createAudioAllowance } from '../channels/channel-audio-allowance';
import { CandidateMemory } from '../channels/candidate-memory';
import { TwoChannelTranscription } from '../channels/two-channel-transcription';
import { createFrameRateLimiter } from '../limits/frame-rate-limiter';
import { checkMessageSize, SCREEN_MESSAGE_TOO_LARGE } from '../screen/check-message-size';
import { decodeScreenFrames } from '../screen/decode-screen-frames';
import { screenAnswerJob } from '../screen/screen-answer-job';
import { keepScreenThumbnail } from '../screen/keep-screen-thumbnail';
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import { startMeter, type Meter } from '../metering/meter';
import { classifyQuestion } from '../questions/question-kind';
import { QuestionTrigger } from '../questions/question-trigger';
import type { SocketSource } from '../upgrade';
import { AuthError } from '../auth/verify-access-token';
import { startAccessGuard, type AccessGuard, type GuardEnd } from './access-guard';
import { AnswerRunner } from './answer-runner';
import { AutoQuestions } from './auto-questions';
import { pickAskedQuestion } from '../questions/pick-asked-question';
import { checkAudioFrame, encodeServerMessage, parseClientMessage, PROTOCOL_VERSION, type ClientMessage, type ErrorCode, type HelloMessage, type ScreenQuestionMessage, type ServerMessage } from '../../lib/protocol';
import { CLOSE, ERRORS } from './close-codes';
import type { SessionDeps } from './session-deps';
import { DENIAL_ERRORS, startSession, type StartedSession } from './start-session';
import { practiceLimitError } from '../practice/practice-allowance';
import { SessionTranscription } from './session-transcription';
import { startPracticeCapGuard } from '../practice/practice-cap-guard';
import { PracticeRun } from '../practice/practice-run';
import { PRACTICE_ROUND_LABELS } from '../../lib/practice/practice-question';

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
  private guard?: AccessGuard;
  /** The newest verified token's expiry and session_id claim (a `token` message renews them). */
  private tokenExpiresAt?: number;
  private authSessionId?: string;
  private answers?: AnswerRunner;
  private transcription?: SessionTranscription | TwoChannelTranscription;
  /** /both only: what the candidate said (the microphone), for answers that build on it. */
  private candidate?: CandidateMemory;
  private trigger?: QuestionTrigger;
  private auto?: AutoQuestions;
  private manualCount = 0;
  private firstQuestion?: string;
  private pendingTurns: Promise<unknown>[] = [];
  /** Set when hello asked for practice: the server asks, the candidate answers, nothing is charged. */
  private practice?: PracticeRun;
  /** Removes this socket from the registry of resumable sessions. */
  private unregister?: () => void;
  private practiceCap?: { stop(): void };
  private readonly frames;
  private readonly audio;
  private readonly texts;

  constructor(
    private readonly ws: WebSocket,
    private readonly source: SocketSource,
    private readonly deps: SessionDeps,
    /** Called once the socket has sent a valid hello and the session is ready. */
    private readonly onReady?: () => void,
  ) {
    this.done = new Promise((resolve) => (this.resolveDone = resolve));
    const s = deps.settings;
    this.frames = createFrameRateLimiter(s.maxFramesPerSecond, deps.now);
    this.texts = createFrameRateLimiter(s.maxTextPerSecond, deps.now);
    this.audio = createAudioAllowance(source, { burstSeconds: s.audioBurstSeconds, now: deps.now });
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('close', () => void this.teardown());
    ws.on('error', (error) => writeLog('warn', 'ws_socket_error', { conn: this.conn, error: error.message }));
    this.helloTimer = setTimeout(() => this.end(CLOSE.helloTimeout, ERRORS.helloTimeout), s.helloTimeoutMs);
  }

  /** Server shutdown: tell the client, close 1001, finish metering without waiting for the client. */
  shutdown(): Promise<void> {
    this.end(CLOSE.goingAway);
    return this.done;
  }

  send(message: ServerMessage): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      // A client that stopped reading would otherwise make us buffer without bound.
      writeLog('warn', 'ws_slow_client', { conn: this.conn, buffered: this.ws.bufferedAmount });
      this.ws.terminate();
      return;
    }
    this.ws.send(encodeServerMessage(message));
  }

  private end(code: number, error?: { code: ErrorCode; message: string }, extra?: ServerMessage): void {
    if (extra) this.send(extra);
    if (error) this.send({ type: 'error', ...error });
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close(code, error?.code ?? '');
    // Do not wait for the client's half of the closing handshake: stop metering now.
    void this.teardown();
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.state === 'closed') return;
    const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    const size = checkMessageSize(buffer, isBinary, this.deps.settings, this.state === 'ready');
    if (size === 'screen_too_large') {
      writeLog('info', 'ws_screen_too_large', { conn: this.conn, bytes: buffer.length });
      return this.send({ type: 'error', code: 'screen_too_large', message: SCREEN_MESSAGE_TOO_LARGE });
    }
    if (size === 'too_large') {
      writeLog('info', 'ws_message_too_large', { conn: this.conn, bytes: buffer.length, binary: isBinary });
      return this.end(CLOSE.tooLarge, ERRORS.tooLarge);
    }
    if (!(isBinary ? this.frames : this.texts).take()) {
      writeLog('info', 'ws_too_fast', { conn: this.conn, binary: isBinary });
      return this.end(CLOSE.tooFast, ERRORS.tooFast);
    }
    if (isBinary && this.state !== 'hello' && !this.audio.take(buffer)) {
      writeLog('info', 'ws_audio_too_fast', { conn: this.conn, bytes: buffer.length });
      return this.end(CLOSE.tooFast, ERRORS.audioTooFast);
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
      writeLog('info', 'ws_hello_required', { conn: this.conn, binary: isBinary, bytes: buffer.length });
      return this.end(CLOSE.notAuthenticated, ERRORS.helloRequired);
    }
    clearTimeout(this.helloTimer);
    this.state = 'starting';
    void this.start(parsed.message).catch((error: unknown) => {
      writeLog('error', 'ws_start_crashed', { conn: this.conn, error: toError(error).message });
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
    const practice = hello.purpose === 'practice';
    if (!practice) this.trigger = new QuestionTrigger({ cooldownMs: settings.questionCooldownMs, now });
    if (!practice) this.answers = new AnswerRunner({
      engine: this.deps.answerEngine,
      engineName: this.deps.answerEngineName,
      send: (m) => this.send(m),
      context: () => ({ resume: this.resume, jobDescription: this.jobDescription, candidateSaid: this.candidate?.all() }),
      history: outcome.resumed?.conversation.turns,
      now,
      firstChunkTimeoutMs: settings.answerTimeoutMs,
      totalTimeoutMs: settings.answerTimeoutMs * 4,
      sessionLabel: this.conn,
      onTurn: (turn) => this.saveTurn(turn),
      maxAnswersPerMinute: settings.maxAnswersPerMinute,
      readScreen: this.deps.readScreen,
    });
    if (this.trigger && this.answers) this.auto = new AutoQuestions({ trigger: this.trigger, answers: this.answers, now, onAsked: (q) => (this.firstQuestion ??= q) });
    this.transcription = this.openTranscription(outcome);
    const usageLogId = outcome.usageLogId;
    // Practice spends no interview minutes: it has no usage row and no meter.
    if (usageLogId) this.meter = startMeter({
      store: this.deps.metering,
      usageLogId,
      intervalMs: settings.meteringIntervalMs,
      now,
      used: outcome.usage.used,
      limit: outcome.usage.limit,
      onCharge: (r) => {
        this.send({ type: 'credit', used: r.used, limit: r.limit });
        if (r.limitReached) this.end(CLOSE.creditLimit, undefined, { type: 'credit_limit', used: r.used, limit: r.limit, expire_msg: r.expireMsg });
      },
      onError: (e) => writeLog('error', 'usage_charge_failed', { conn: this.conn, usage: usageLogId, error: e.message }),
      baseSeconds: outcome.resumed?.chargedSeconds,
      onGone: () => {
        writeLog('info', 'ws_usage_row_gone', { conn: this.conn, user: outcome.userId, usage: outcome.usageLogId });
        this.end(CLOSE.notAuthenticated, ERRORS.accountDeleted);
      },
    });
    this.tokenExpiresAt = outcome.tokenExpiresAt;
    this.authSessionId = outcome.authSessionId;
    this.guard = startAccessGuard({
      intervalMs: settings.meteringIntervalMs,
      tokenExpiresAt: () => this.tokenExpiresAt,
      renew: () =>
        this.deps.liveSessions.renew({
          leaseId: outcome.leaseId,
          profileId: outcome.userId,
          authSessionId: this.authSessionId,
          usageLogId: outcome.usageLogId,
          historyId: outcome.historyId,
        }),
      onEnd: (why) => this.endForAccess(why),
      onError: (e) => writeLog('warn', 'ws_lease_renew_failed', { conn: this.conn, error: e.message }),
    });
    this.state = 'ready';
    this.onReady?.();
    writeLog('info', 'ws_session_ready', { conn: this.conn, user: outcome.userId, source: this.source, mode: this.mode, usage: outcome.usageLogId, session: outcome.historyId });
    this.send({
      type: 'ready',
      protocol: PROTOCOL_VERSION,
      // Without a history row (database hiccup) the session still needs an id for the client.
      session_id: outcome.historyId ?? `unsaved-${this.conn}`,
      mode: this.mode,
      transcription: this.deps.transcriptionName,
      answers: this.deps.answerEngine.source,
      used: outcome.usage.used,
      limit: outcome.usage.limit,
      source: this.source,
      purpose: hello.purpose,
      ...(outcome.resumed ? { resumed: true } : {}),
    });
    this.transcription.start();
    if (practice) this.startPractice(hello, outcome);
    const early = this.early;
    this.early = [];
    for (const text of early) this.onText(text);
  }

  /** One transcription for /tab and /mic; for /both one per channel, labelled by speaker. */
  private openTranscription(outcome: StartedSession): SessionTranscription | TwoChannelTranscription {
    const documents = () => ({ resume: this.resume, jobDescription: this.jobDescription });
    this.firstQuestion ??= outcome.resumed?.conversation.firstQuestion ?? outcome.resumed?.title;
    if (outcome.historyId && this.deps.registry) {
      const historyId = outcome.historyId;
      this.unregister = this.deps.registry.register(historyId, {
        userId: outcome.userId,
        supersede: () => {
          writeLog('info', 'ws_session_superseded', { conn: this.conn, session: historyId });
          this.end(CLOSE.goingAway);
          return this.done;
        },
      });
    }
    if (this.source !== 'both') {
      return new SessionTranscription({
        factory: this.deps.createTranscriber,
        context: () => ({ source: this.source === 'mic' ? 'mic' : 'tab', ...documents() }),
        send: (m) => {
          this.send(m);
          if (m.type === 'transcript') this.practice?.onTranscript(m);
        },
        onFinal: (id, text) => this.onFinalUtterance(id, text),
        onInterim: (id, text, atPause) => this.onInterviewerInterim(id, text, atPause),
        conn: this.conn,
      });
    }
    this.candidate = new CandidateMemory(undefined, outcome.resumed?.conversation.candidate);
    return new TwoChannelTranscription({
      factory: this.deps.createTranscriber,
      context: (channel) => ({ source: channel, ...documents() }),
      send: (m) => this.send(m),
      // Only the interviewer's words can hold a question to answer; the candidate's are context.
      onInterviewerFinal: (id, text) => this.onFinalUtterance(id, text),
      onInterviewerInterim: (id, text, atPause) => this.onInterviewerInterim(id, text, atPause),
      onCandidateFinal: (id, text) => {
        this.candidate?.add(text);
        this.practice?.onTranscript({ type: 'transcript', id, transcription: text, speech_final: true, ai_answer: false });
      },
      onCandidateAudio: (pcm) => this.practice?.onAudio(pcm),
      now: this.deps.now,
      conn: this.conn,
    });
  }

  private onInterviewerInterim(id: string, text: string, atPause: boolean): void {
    if (this.mode !== 'auto') return;
    this.auto?.heard(id);
    if (atPause) this.auto?.onPause(id, text);
  }

  private onAudio(frame: Buffer): void {
    if (this.transcription instanceof TwoChannelTranscription) {
      if (!this.transcription.push(frame)) this.badMessage('On /both every audio frame starts with a channel byte (0 tab, 1 microphone) followed by whole 16-bit samples.');
      return;
    }
    if (checkAudioFrame(frame.length) !== 'ok') return this.badMessage('Audio frames must be whole 16-bit samples and not empty.');
    this.transcription?.push(frame);
    this.practice?.onAudio(frame);
  }

  private startPractice(hello: HelloMessage, outcome: StartedSession): void {
    const { settings } = this.deps;
    const round = hello.practice?.round ?? 'mixed';
    // The history list's title for the session.
    this.firstQuestion = `${PRACTICE_ROUND_LABELS[round]} practice`;
    this.practice = new PracticeRun({
      round,
      count: hello.practice?.count ?? 5,
      userId: outcome.userId,
      historyId: outcome.historyId,
      sessionId: outcome.historyId ?? `unsaved-${this.conn}`,
      context: () => ({ resume: this.resume, jobDescription: this.jobDescription }),
      history: this.deps.history,
      practice: this.deps.practice,
      coach: this.deps.practiceCoach,
      send: (m) => this.send(m),
      onDone: (reason) => (reason === 'limit' ? this.end(CLOSE.creditLimit, practiceLimitError(settings.practiceDailyMinutes)) : this.end(1000)),
      silenceMs: settings.practiceSilenceMs,
      now: this.deps.now,
      conn: this.conn,
    });
    this.practiceCap = startPracticeCapGuard({
      store: this.deps.practice,
      profileId: outcome.userId,
      dailyMinutes: settings.practiceDailyMinutes,
      usedMinutes: outcome.usage.used,
      intervalMs: settings.meteringIntervalMs,
      onLimit: () => {
        writeLog('info', 'ws_practice_limit', { conn: this.conn, user: outcome.userId });
        this.practice?.end('limit');
      },
      onError: (e) => writeLog('warn', 'practice_count_failed', { conn: this.conn, error: e.message }),
    });
    void this.practice.start().catch((error: unknown) => {
      writeLog('error', 'practice_start_failed', { conn: this.conn, error: toError(error).message });
      this.end(CLOSE.internal, ERRORS.internal);
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
    switch (message.type) {
      case 'hello':
        return this.badMessage('Already authenticated: hello is only the first message.');
      case 'resume':
        this.resume = message.data;
        return;
      case 'job_description':
        this.jobDescription = message.data;
        return;
      case 'token':
        return void this.renewToken(message.access_token);
      case 'next_question':
        if (!this.practice) return this.badMessage('next_question is for practice sessions only.');
        return this.practice.nextQuestion();
      case 'end_practice':
        if (!this.practice) return this.badMessage('end_practice is for practice sessions only.');
        return this.practice.end('ended');
      case 'screen_question':
        return this.onScreenQuestion(message);
      case 'trigger_response': {
        if (this.practice) return this.badMessage('trigger_response is not used in practice: the interviewer asks the questions.');
        // Space sends what was heard since the last question: the question goes as the question, the small talk before it as context.
        const { question, context } = pickAskedQuestion(message.question);
        this.trigger?.recordManual(question);
        this.firstQuestion ??= question;
        this.answers?.submit({
          id: `m${++this.manualCount}`,
          question,
          context,
          kind: classifyQuestion(question),
          trigger: 'manual',
          questionAt: this.deps.now(),
          questionDate: new Date(),
        });
      }
    }
  }

  private onFinalUtterance(utteranceId: string, text: string): void {
    if (this.mode !== 'auto' || !this.auto) return;
    this.auto.heard(utteranceId);
    this.auto.onFinal(utteranceId, text);
  }

  private endForAccess(why: GuardEnd): void {
    writeLog('info', 'ws_access_ended', { conn: this.conn, user: this.started?.userId, reason: why });
    if (why === 'released') return this.end(CLOSE.goingAway);
    this.end(CLOSE.notAuthenticated, why === 'token_expired' ? ERRORS.tokenExpired : DENIAL_ERRORS[why]);
  }

  /** A refreshed token: same user, valid, unexpired; the session then lives until it expires. */
  private async renewToken(token: string): Promise<void> {
    const s = this.started;
    if (!s) return;
    let verified;
    try {
      verified = await this.deps.verify(token);
    } catch (error) {
      if (this.state === 'closed') return;
      if (error instanceof AuthError) {
        writeLog('info', 'ws_token_refused', { conn: this.conn, reason: error.reason });
        this.send({ type: 'error', ...ERRORS.tokenRefused });
      } else {
        writeLog('warn', 'ws_token_unverified', { conn: this.conn, error: toError(error).message });
      }
      return;
    }
    if (this.state === 'closed') return;
    if (verified.userId !== s.userId) {
      writeLog('warn', 'ws_token_other_user', { conn: this.conn, user: s.userId });
      return this.end(CLOSE.notAuthenticated, ERRORS.tokenOtherUser);
    }
    // Two refreshes can arrive out of order: an older token never shortens the session.
    if (verified.expiresAt !== undefined && (this.tokenExpiresAt === undefined || verified.expiresAt > this.tokenExpiresAt)) {
      this.tokenExpiresAt = verified.expiresAt;
      if (verified.sessionId) this.authSessionId = verified.sessionId;
    }
  }

  /** "Solve screen": the frames are checked here, read and answered by the answer runner. */
  private onScreenQuestion(message: ScreenQuestionMessage): void {
    if (this.practice || !this.answers) return this.badMessage('screen_question is for interview sessions only.');
    const decoded = decodeScreenFrames(message);
    if (!decoded.ok) return this.send({ type: 'error', code: decoded.code, message: decoded.message, question_id: message.id });
    writeLog('info', 'screen_question', { conn: this.conn, answer: message.id, frames: decoded.frames.length, bytes: decoded.bytes, thumbnail_chars: decoded.thumbnail?.length ?? 0 });
    this.answers.submit(screenAnswerJob(message.id, decoded.frames, this.deps.now(), decoded.thumbnail));
  }

  private badMessage(problem: string): void {
    this.send({ type: 'error', code: 'bad_message', message: problem });
  }

  private saveTurn(turn: Parameters<ConstructorParameters<typeof AnswerRunner>[0]['onTurn']>[0]): void {
    const s = this.started;
    if (!s?.historyId) return;
    const historyId = s.historyId;
    const keeps = this.deps.contexts.keepsScreenThumbnails?.bind(this.deps.contexts, s.userId);
    const write = keepScreenThumbnail(turn, { keeps, conn: this.conn })
      .then((kept) => this.deps.history.addTurn({ ...kept, sessionId: historyId, profileId: s.userId }))
      .catch((e: unknown) => writeLog('error', 'history_turn_failed', { conn: this.conn, session: s.historyId, error: toError(e).message }));
    this.pendingTurns.push(write);
    // Only writes still in flight are kept: a two-hour interview must not hold every one.
    void write.finally(() => this.pendingTurns.splice(this.pendingTurns.indexOf(write), 1));
  }

  private tearingDown?: Promise<void>;
  private teardown(): Promise<void> {
    this.tearingDown ??= (async () => {
      this.state = 'closed';
      clearTimeout(this.helloTimer);
      this.guard?.stop();
      this.practiceCap?.stop();
      this.auto?.close();
      this.transcription?.close();
      await this.answers?.close();
      await this.practice?.close();
      const s = this.started;
      if (!s) return;
      this.unregister?.();
      // A reconnect may resume this session within moments: what it needs is parked here.
      if (s.historyId && s.usageLogId && this.answers) {
        this.deps.registry?.park(s.historyId, s.userId, { turns: this.answers.turns, candidate: this.candidate?.all() ?? [], firstQuestion: this.firstQuestion });
      }
      const released = s.release();
      const final = await this.meter?.stop();
      await Promise.all(this.pendingTurns);
      if (s.historyId) {
        await this.deps.history
          .endSession(s.historyId, new Date(), this.firstQuestion)
          .catch((e: unknown) => writeLog('error', 'history_end_failed', { conn: this.conn, session: s.historyId, error: toError(e).message }));
      }
      // A resume of this session checks that no lease holds it: done means the lease is gone.
      await released;
      writeLog('info', 'ws_session_closed', { conn: this.conn, user: s.userId, usage: s.usageLogId, charged_ms: this.meter?.chargedMs, used: final?.used });
    })()
      .catch((e: unknown) => writeLog('error', 'ws_teardown_failed', { conn: this.conn, error: toError(e).message }))
      .finally(() => this.resolveDone());
    return this.tearingDown;
  }
}
