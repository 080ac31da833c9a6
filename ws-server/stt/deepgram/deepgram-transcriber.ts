// Deepgram live transcription over its documented WebSocket (wss://api.deepgram.com/v1/listen).
// Audio is sent as it arrives; a dropped connection is reopened with backoff and first fed
// the audio Deepgram had not finalised (ReplayBuffer), so no words are lost; KeepAlive holds
// the socket open when no audio flows; CloseStream ends it, flushing the last results.
import WebSocket from 'ws';
import { backoffDelay } from '../../../lib/retry/backoff-delay';
import { isRetryableStatus } from '../../../lib/retry/is-retryable-status';
import type { RetryOptions } from '../../../lib/retry/retry-options';
import { writeLog } from '../../../lib/logging/write-log';
import { TranscriberError, TRANSCRIPTION_RATE_LIMITED, TRANSCRIPTION_UNAVAILABLE, utteranceIds, type Transcriber, type TranscriberListener } from '../transcriber';
import { deepgramRoute } from './deepgram-languages';
import { CLOSE_STREAM, KEEP_ALIVE, parseDeepgramMessage } from './deepgram-messages';
import { listenUrl } from './listen-url';
import { pcmDurationMs } from '../../audio/pcm';
import { ReplayBuffer } from '../replay-buffer';
import { UtteranceAssembler } from './utterance-assembler';

export interface DeepgramOptions {
  apiKey: string;
  url?: string;
  model?: string;
  endpointingMs?: number;
  utteranceEndMs?: number;
  keyterms?: string[];
  /** The session's interview language: "auto" (multilingual), a BCP-47 tag, or absent (Deepgram's default, English). */
  language?: string;
  /** Ask Deepgram which voice said each word (the interviewer's channel of a panel interview). */
  diarize?: boolean;
  /** Send KeepAlive when no audio went out for this long (Deepgram closes after 10 s). */
  keepAliveMs?: number;
  /** Reconnects after a drop; timeoutMs bounds each opening handshake. */
  reconnect?: Partial<RetryOptions>;
  closeTimeoutMs?: number;
  maxReplayMs?: number;
  nextId?: () => string;
}

const DEEPGRAM_LISTEN_URL = 'wss://api.deepgram.com/v1/listen';

/** Deepgram streams opened by this process: each numbers its voices from 0, so each is a key of its own. */
let streamsOpened = 0;

/** 250 ms, 500 ms, 1 s … 8 s: about 16 s of outage bridged before the transcriber gives up. */
const DEEPGRAM_RECONNECT: RetryOptions = { maxRetries: 6, initialDelayMs: 250, maxDelayMs: 8000, multiplier: 2, jitter: 0, timeoutMs: 10_000 };

export function createDeepgramTranscriber(listener: TranscriberListener, options: DeepgramOptions): Transcriber {
  const route = deepgramRoute(options.language, options.model);
  const url = listenUrl(options.url ?? DEEPGRAM_LISTEN_URL, {
    ...route,
    endpointingMs: options.endpointingMs ?? 300,
    utteranceEndMs: options.utteranceEndMs ?? 1000,
    keyterms: options.keyterms ?? [],
    diarize: options.diarize === true,
  });
  const retry: RetryOptions = { ...DEEPGRAM_RECONNECT, ...options.reconnect };
  const keepAliveMs = options.keepAliveMs ?? 4000;
  const replay = new ReplayBuffer(options.maxReplayMs ?? 60_000);
  let finalisedMs = 0; // stream time up to which Deepgram's is_final pieces reach
  let pushedMs = 0; // stream time of all the audio pushed so far
  let lastWordEndMs: number | undefined; // stream time at which the newest finalised word ended
  const assembler = new UtteranceAssembler((e) => {
    // The live audio arrives in real time: what was pushed after the last word is how long ago it ended.
    if (e.speechFinal && lastWordEndMs !== undefined) e = { ...e, endedAgoMs: Math.max(0, Math.round(pushedMs - lastWordEndMs)) };
    listener.onTranscript(e);
    // An utterance's final carries every is_final piece so far: the audio before them is settled.
    if (e.speechFinal) listener.onSettled?.(finalisedMs);
  }, options.nextId ?? utteranceIds());
  let ws: WebSocket | undefined;
  let open = false;
  let offsetMs = 0; // stream time at which the current connection's clock starts
  let voiceStream: string | undefined; // the current connection's voice numbering, when diarizing
  let lastSentAt = Date.now();
  let failures = 0;
  let state: 'running' | 'finishing' | 'done' = 'running';
  let retryTimer: NodeJS.Timeout | undefined;
  let closeTimer: NodeJS.Timeout | undefined;
  let whenFinished: (() => void) | undefined;
  let closing: WebSocket | undefined; // the socket CloseStream went out on

  const send = (data: Buffer | string) => {
    ws?.send(data);
    lastSentAt = Date.now();
  };

  const keepAlive = setInterval(() => {
    if (open && Date.now() - lastSentAt >= keepAliveMs) send(KEEP_ALIVE);
  }, Math.max(10, keepAliveMs / 4));
  keepAlive.unref();

  function connect(): void {
    // No permessage-deflate: PCM audio does not compress, and each compressed socket would hold
    // its own zlib state (hundreds of KB) for as long as the interview lasts.
    const socket = new WebSocket(url, { headers: { Authorization: `Token ${options.apiKey}` }, handshakeTimeout: retry.timeoutMs, perMessageDeflate: false });
    ws = socket;
    if (options.diarize) voiceStream = `dg${++streamsOpened}`;
    socket.on('open', () => {
      open = true;
      offsetMs = replay.firstMs;
      for (const frame of replay.pending) send(frame);
      if (state === 'finishing') closeStream();
    });
    socket.on('message', (data, isBinary) => {
      if (socket !== ws || state === 'done' || isBinary) return;
      failures = 0; // Deepgram is answering: the next drop starts the backoff afresh
      handle(data.toString());
    });
    socket.on('unexpected-response', (request, response) => {
      response.resume();
      request.destroy();
      dropped(socket, `HTTP ${response.statusCode}`, response.statusCode);
    });
    socket.on('error', () => undefined); // 'close' follows and decides
    socket.on('close', (code) => dropped(socket, `close ${code}`));
  }

  function closeStream(): void {
    send(CLOSE_STREAM);
    closing = ws;
  }

  function handle(text: string): void {
    const message = parseDeepgramMessage(text);
    if (message?.type === 'Results') {
      if (message.is_final) {
        finalisedMs = offsetMs + (message.start + message.duration) * 1000;
        replay.confirm(finalisedMs);
        const lastWordEnd = message.channel.alternatives[0]?.words?.at(-1)?.end;
        if (lastWordEnd !== undefined) lastWordEndMs = offsetMs + lastWordEnd * 1000;
      }
      assembler.onResults(message, voiceStream);
    } else if (message?.type === 'UtteranceEnd') {
      assembler.onUtteranceEnd();
    }
  }

  function dropped(socket: WebSocket, why: string, httpStatus?: number): void {
    if (socket !== ws) return;
    ws = undefined;
    open = false;
    assembler.dropGuess();
    if (state === 'done') return;
    // Closed after CloseStream: every result is in. Dropped before it: reconnect and replay.
    if (state === 'finishing' && socket === closing) return complete();
    if (httpStatus === 401 || httpStatus === 403) {
      return fail(`Deepgram refused the key (${why}): check DEEPGRAM_API_KEY`);
    }
    // A refused request (bad model or parameters) fails the same way on every reconnect.
    if (httpStatus !== undefined && !isRetryableStatus(httpStatus)) {
      return fail(`Deepgram refused the request (${why}; model ${route.model}, language ${route.language ?? 'default'}): check DEEPGRAM_URL and DEEPGRAM_MODEL`);
    }
    if (++failures > retry.maxRetries) return fail(`Deepgram unreachable after ${retry.maxRetries} reconnects (${why})`);
    if (httpStatus === 429) listener.onError(new TranscriberError('stt_rate_limited', TRANSCRIPTION_RATE_LIMITED, `Deepgram ${why}`));
    const delayMs = backoffDelay(retry, failures - 1);
    writeLog('warn', 'deepgram_reconnect', { why, attempt: failures, delay_ms: delayMs, replay_frames: replay.pending.length });
    retryTimer = setTimeout(connect, delayMs);
  }

  function fail(detail: string): void {
    state = 'done';
    clearTimeout(closeTimer);
    clearInterval(keepAlive);
    assembler.flush();
    listener.onError(new TranscriberError('stt_unavailable', TRANSCRIPTION_UNAVAILABLE, detail, true));
    whenFinished?.();
  }

  function complete(): void {
    if (state === 'done') return;
    state = 'done';
    clearTimeout(closeTimer);
    clearTimeout(retryTimer);
    clearInterval(keepAlive);
    ws?.terminate();
    ws = undefined;
    assembler.flush();
    whenFinished?.();
  }

  connect();

  return {
    push(frame) {
      if (state !== 'running') return;
      pushedMs += pcmDurationMs(frame.length);
      replay.push(frame);
      if (open) send(frame);
    },
    finish() {
      if (state !== 'running') return Promise.resolve();
      state = 'finishing';
      return new Promise<void>((resolve) => {
        whenFinished = resolve;
        closeTimer = setTimeout(complete, options.closeTimeoutMs ?? 5000);
        if (open) closeStream();
        else if (!ws) {
          // Between reconnect attempts: one more try, so the buffered audio still gets transcribed.
          clearTimeout(retryTimer);
          connect();
        }
      });
    },
    close() {
      state = 'done';
      clearTimeout(closeTimer);
      clearTimeout(retryTimer);
      clearInterval(keepAlive);
      ws?.terminate();
      ws = undefined;
    },
  };
}
