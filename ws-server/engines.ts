// Builds the transcriber factory and the answer engine that config.ts chose from the
// environment. Keyterms (Deepgram) and the vocabulary prompt (OpenAI-compatible) come from the
// session's resume and job description at the time its transcriber opens; the session's
// language goes to the cloud recognisers, and each recogniser says which languages it hears.
import { createSpeechCheck } from './audio/speech-check';
import { loadSileroModel, type SileroModel } from './audio/silero-model';
import type { EngineConfig, SttFallbackConfig } from './config';
import type { AnswerEngine } from './llm/answer-engine';
import { createPracticeCoach } from './practice/create-practice-coach';
import type { PracticeCoach } from './practice/practice-coach';
import { createOfflineEngine } from './llm/offline/offline-engine';
import type { TranscriberFactory } from './stt/transcriber-factory';
import type { TranscriptionLanguages } from './session/session-deps';
import { DEEPGRAM_LANGUAGES } from './stt/deepgram/deepgram-languages';
import { createDeepgramTranscriber } from './stt/deepgram/deepgram-transcriber';
import { extractKeyterms } from './stt/keyterms';
import { createMoonshineRecognizer } from './stt/moonshine/moonshine-recognizer';
import { createMoonshineTranscriber } from './stt/moonshine/moonshine-transcriber';
import { createOpenAiTranscriber } from './stt/openai/openai-transcriber';
import { createPocketsphinxPool, createPocketsphinxTranscriber } from './stt/pocketsphinx/pocketsphinx-transcriber';
import { POCKETSPHINX_PAUSE_MS } from './stt/pocketsphinx/pocketsphinx-recognizer';
import type { RecognitionPool } from './stt/pocketsphinx/recognition-pool';
import { locatePocketsphinx } from './stt/pocketsphinx/install-check';
import { TranscriberError } from './stt/transcriber';
import { createFailoverFactory } from './stt/failover/failover-factory';
import { CircuitBreaker } from './providers/circuit-breaker';
import type { ServerMetrics } from './metrics/server-metrics';
import type { RetryOptions } from '../lib/retry/retry-options';
import { toError } from '../lib/errors/to-error';
import { writeLog } from '../lib/logging/write-log';

export interface Engines {
  createTranscriber: TranscriberFactory;
  /** What the session reports: Moonshine and pocketsphinx are both the offline engine. */
  transcriptionName: 'deepgram' | 'openai' | 'offline';
  /** Primary subtags the recogniser transcribes, or "all": sent in ready and GET /capabilities. */
  transcriptionLanguages: TranscriptionLanguages;
  answerEngine: AnswerEngine;
  /** For history and logs: "offline" or "provider:model". */
  answerEngineName: string;
  /** Practice questions and written feedback from the same model; none offline. */
  practiceCoach?: PracticeCoach;
}

export interface EngineOptions {
  /** The server's metrics: the cloud recogniser's breaker state, its errors and failovers. */
  metrics?: ServerMetrics;
  /** The breaker's clock: its failures and cool-down are counted across sessions, in wall time. */
  now?: () => number;
}

export async function createEngines(config: EngineConfig, options: EngineOptions = {}): Promise<Engines> {
  return { ...speechToText(config, options), ...(await answers(config.answers)), practiceCoach: await createPracticeCoach(config.answers) };
}

/** The embedded recognisers (Moonshine, pocketsphinx's en-us model) hear English only. */
const OFFLINE_LANGUAGES: TranscriptionLanguages = ['en'];

type Transcription = Pick<Engines, 'createTranscriber' | 'transcriptionName' | 'transcriptionLanguages'>;

/**
 * Deepgram's own reconnects (250 ms, then 500 ms) bridge a blip of under a second with its replay;
 * past them the offline recogniser takes over, rather than leave the session deaf for the 16 s of
 * the full backoff.
 */
const RECONNECTS_BEFORE_FAILOVER: Partial<RetryOptions> = { maxRetries: 2 };

/** The configured recogniser; a cloud one wrapped in a failover to the offline one when there is one. */
function speechToText(config: EngineConfig, options: EngineOptions): Transcription {
  const standIn = config.sttFallback && offlineStandIn(config.sttFallback.offline);
  const primary = transcription(config.stt, standIn !== undefined);
  if (!standIn || !config.sttFallback || primary.transcriptionName === 'offline') return primary;
  const { stallMs, retryInitialMs, retryMaxMs, breaker: limits } = config.sttFallback;
  const name = primary.transcriptionName;
  const report = (state: ReturnType<CircuitBreaker['state']>) => options.metrics?.breakerState(name, state);
  const breaker = new CircuitBreaker(name, { ...limits, ...(options.now ? { now: options.now } : {}), onStateChange: report });
  report(breaker.state());
  return {
    ...primary,
    createTranscriber: createFailoverFactory({
      // Deepgram streams results while the speech flows; an OpenAI-compatible server is sent each utterance after it ends.
      primary: { name, factory: primary.createTranscriber, answersDuring: name === 'deepgram' ? 'speech' : 'pause' },
      fallback: { factory: standIn.createTranscriber, languages: OFFLINE_LANGUAGES },
      breaker,
      stallMs,
      retry: { initialMs: retryInitialMs, maxMs: retryMaxMs },
      metrics: options.metrics,
    }),
  };
}

/** The offline recogniser for a failover, when it can run here: PocketSphinx needs Debian's packages. */
function offlineStandIn(offline: SttFallbackConfig['offline']): Transcription | undefined {
  if (offline.provider === 'offline') {
    try {
      locatePocketsphinx(offline.binary, offline.modelDir);
    } catch (error) {
      const detail = error instanceof TranscriberError ? error.detail : toError(error).message;
      writeLog('warn', 'stt_fallback_unavailable', { detail: `no offline recogniser to stand in for the cloud one: ${detail}` });
      return undefined;
    }
  }
  return transcription(offline, false);
}

function transcription(stt: EngineConfig['stt'], failover: boolean): Transcription {
  switch (stt.provider) {
    case 'deepgram':
      return {
        transcriptionName: 'deepgram',
        transcriptionLanguages: DEEPGRAM_LANGUAGES,
        createTranscriber: (listener, ctx) =>
          createDeepgramTranscriber(listener, {
            apiKey: stt.apiKey,
            url: stt.url,
            model: stt.model,
            endpointingMs: stt.endpointingMs,
            utteranceEndMs: stt.utteranceEndMs,
            keyterms: extractKeyterms(ctx.resume, ctx.jobDescription),
            language: ctx.language,
            // Only the shared tab is the interviewers' channel; the microphone is the candidate's
            // (on /mic alone it hears both sides, and a label would name the candidate an interviewer).
            diarize: stt.diarize && ctx.source === 'tab',
            ...(failover ? { reconnect: RECONNECTS_BEFORE_FAILOVER } : {}),
          }),
      };
    case 'openai':
      return {
        transcriptionName: 'openai',
        transcriptionLanguages: stt.languages,
        createTranscriber: (listener, ctx) =>
          createOpenAiTranscriber(listener, {
            baseUrl: stt.baseUrl,
            apiKey: stt.apiKey,
            model: stt.model,
            stream: stt.stream,
            language: ctx.language,
            prompt: extractKeyterms(ctx.resume, ctx.jobDescription).slice(0, 40).join(', ') || undefined,
          }),
      };
    case 'moonshine': {
      const recognizer = createMoonshineRecognizer({ modelDir: stt.modelDir, finalsModelDir: stt.finalsModelDir, maxConcurrency: stt.maxConcurrency, beamWidth: stt.beamWidth });
      // One Silero model for the server, loaded once; a session's check counts all as speech if it fails.
      let silero: Promise<SileroModel> | undefined;
      const speechCheck = () => {
        if (stt.speechCheck !== 'silero') return undefined;
        silero ??= loadSileroModel();
        return createSpeechCheck(silero);
      };
      return {
        transcriptionName: 'offline',
        transcriptionLanguages: OFFLINE_LANGUAGES,
        createTranscriber: (listener, ctx) =>
          createMoonshineTranscriber(listener, {
            recognizer: recognizer.forSession(stt.keytermBonus > 0 ? extractKeyterms(ctx.resume, ctx.jobDescription) : [], stt.keytermBonus),
            interimEveryMs: stt.interimEveryMs,
            vad: { hangoverMs: stt.hangoverMs },
            pauseMs: stt.pauseMs,
            holdUnfinishedMs: stt.unfinishedHangoverMs > stt.hangoverMs ? stt.unfinishedHangoverMs : undefined,
            noiseReduction: stt.noiseReduction,
            speechCheck: speechCheck(),
          }),
      };
    }
    default: {
      // One pool for the whole server, made on first use: a missing install is reported to
      // the session that hit it, and tried again for the next one.
      let pool: RecognitionPool | undefined;
      return {
        transcriptionName: 'offline',
        transcriptionLanguages: OFFLINE_LANGUAGES,
        createTranscriber: (listener) => {
          pool ??= createPocketsphinxPool({ binary: stt.binary, modelDir: stt.modelDir }, stt.maxConcurrency);
          return createPocketsphinxTranscriber(listener, { pool, interimEveryMs: stt.interimEveryMs, vad: { hangoverMs: stt.hangoverMs }, hurryPauses: hurryPocketsphinx(stt.pauseMs), noiseReduction: stt.noiseReduction });
        },
      };
    }
  }
}

/**
 * pocketsphinx prints an utterance's text so far after 250 ms of silence, read in blocks of
 * 128 ms as the audio arrives in real time; once our VAD has heard `pauseMs` of silence it is
 * handed the rest of that silence (and a block more) at once, and prints straight away.
 */
function hurryPocketsphinx(pauseMs: number): { afterMs: number; padMs: number } {
  return { afterMs: pauseMs, padMs: POCKETSPHINX_PAUSE_MS + 150 };
}

// The AI SDK providers are loaded only when configured: the offline default starts without them.
async function answers(a: EngineConfig['answers']): Promise<Pick<Engines, 'answerEngine' | 'answerEngineName'>> {
  switch (a.provider) {
    case 'anthropic': {
      const { createAnthropicEngine } = await import('./llm/anthropic-engine');
      return { answerEngine: createAnthropicEngine(a), answerEngineName: `anthropic:${a.model}` };
    }
    case 'openai-compatible': {
      const { createOpenAiCompatibleEngine } = await import('./llm/openai-compatible-engine');
      return { answerEngine: createOpenAiCompatibleEngine(a), answerEngineName: `openai-compatible:${a.model}` };
    }
    default:
      return { answerEngine: createOfflineEngine(), answerEngineName: 'offline' };
  }
}
