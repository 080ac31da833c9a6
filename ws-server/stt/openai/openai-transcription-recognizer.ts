// Any OpenAI-compatible POST {baseURL}/audio/transcriptions (OpenAI, Groq, whisper.cpp
// server, speaches): one multipart WAV per VAD-cut utterance. With `stream` on, servers
// that support it answer in server-sent events and their deltas become interim text.
// The session's language goes as the `language` field (ISO-639-1, what the API documents) when
// it is known, none under Auto-detect; the language heard comes back in verbose_json, which
// whisper-1 and the self-hosted Whisper servers give and gpt-4o-transcribe models refuse (they
// document `json` only), so those are asked for json and report none.
import { z } from 'zod';
import { toError } from '../../../lib/errors/to-error';
import { AttemptTimeoutError } from '../../../lib/retry/attempt-timeout-error';
import { isRetryableError } from '../../../lib/retry/is-retryable-error';
import { ProviderError } from '../../../lib/retry/provider-error';
import { retryAfterMs } from '../../../lib/retry/retry-after-ms';
import type { RetryOptions } from '../../../lib/retry/retry-options';
import { withRetry } from '../../../lib/retry/with-retry';
import { encodeWav } from '../../audio/wav';
import type { RecognitionJob, UtteranceRecognizer } from '../utterance-recognizer';
import { AUTO_LANGUAGE, primaryLanguage } from '../../../lib/language/languages';
import { TranscriberError, TRANSCRIPTION_FAILED, TRANSCRIPTION_RATE_LIMITED, TRANSCRIPTION_UNAVAILABLE } from '../transcriber';
import { heardLanguageTag } from './heard-language';
import { readTranscriptionEvents } from './transcription-sse';

export interface OpenAiTranscriptionOptions {
  /** Includes the version path, e.g. https://api.openai.com/v1 or http://localhost:8080/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The session's interview language: "auto" or absent (the server detects it), else a BCP-47 tag. */
  language?: string;
  /** Vocabulary hint (names from the resume and job description). */
  prompt?: string;
  stream?: boolean;
  /** Repeats an upload the server turned away for now (429, 5xx); timeoutMs bounds each attempt. */
  retry?: Partial<RetryOptions>;
}

/** One more try, after the server's Retry-After but within 1 s: the next utterance is already on its way. */
const TRANSCRIPTION_RETRY: RetryOptions = { maxRetries: 1, initialDelayMs: 1000, maxDelayMs: 1000, multiplier: 2, jitter: 0, timeoutMs: 30_000 };

const jsonBody = z.object({ text: z.string(), language: z.string().optional().catch(undefined) });

/** What one upload gave: the text, and the language the server heard when it says. */
interface Heard {
  text: string;
  language?: string;
}

export function createOpenAiTranscriptionRecognizer(options: OpenAiTranscriptionOptions): UtteranceRecognizer {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    begin({ onPartial }): RecognitionJob {
      const chunks: Buffer[] = [];
      const aborter = new AbortController();
      let language: string | undefined;
      return {
        write: (pcm) => void chunks.push(pcm),
        end: async () => {
          const heard = await transcribe(url, options, encodeWav(Buffer.concat(chunks)), aborter.signal, onPartial);
          language = heard.language;
          return heard.text;
        },
        abort: () => aborter.abort(),
        language: () => language,
      };
    },
  };
}

async function transcribe(url: string, options: OpenAiTranscriptionOptions, wav: Buffer, abort: AbortSignal, onPartial?: (text: string) => void): Promise<Heard> {
  try {
    return await withRetry((signal) => upload(url, options, wav, signal, onPartial), { ...TRANSCRIPTION_RETRY, ...options.retry }, {
      signal: abort,
      // Finals are delivered in speaking order, so repeating a timed-out upload would hold back every later one.
      retryIf: (error) => isRetryableError(error) && !(error instanceof AttemptTimeoutError),
    });
  } catch (error) {
    if (error instanceof TranscriberError) throw error;
    if (error instanceof ProviderError && error.status !== undefined) throw errorFor(error.status, url);
    throw new TranscriberError('stt_failed', TRANSCRIPTION_FAILED, `transcription timed out or was aborted`);
  }
}

async function upload(url: string, options: OpenAiTranscriptionOptions, wav: Buffer, signal: AbortSignal, onPartial?: (text: string) => void): Promise<Heard> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: formFor(options, wav), headers: authHeader(options.apiKey), signal });
  } catch (error) {
    throw new TranscriberError('stt_failed', TRANSCRIPTION_FAILED, `POST ${url}: ${describe(error)}`);
  }
  if (response.ok) return readText(response, signal, onPartial);
  await response.body?.cancel();
  throw new ProviderError(`POST ${url}: HTTP ${response.status}`, { status: response.status, retryAfterMs: retryAfterMs((name) => response.headers.get(name)) });
}

async function readText(response: Response, signal: AbortSignal, onPartial?: (text: string) => void): Promise<Heard> {
  try {
    if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      return { text: await readTranscriptionEvents(response, onPartial) };
    }
    const body = await response.text();
    const parsed = jsonBody.safeParse(safeJson(body));
    if (parsed.success) return { text: parsed.data.text, language: heardLanguageTag(parsed.data.language) };
    if ((response.headers.get('content-type') ?? '').startsWith('text/plain')) return { text: body };
    throw new Error('response has no "text" field');
  } catch (error) {
    if (signal.aborted) throw new TranscriberError('stt_failed', TRANSCRIPTION_FAILED, `transcription timed out or was aborted`);
    if (error instanceof TranscriberError) throw error;
    throw new TranscriberError('stt_failed', TRANSCRIPTION_FAILED, `unreadable transcription response: ${describe(error)}`);
  }
}

function formFor(options: OpenAiTranscriptionOptions, wav: Buffer): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'utterance.wav');
  form.append('model', options.model);
  form.append('response_format', responseFormat(options));
  if (options.language && options.language !== AUTO_LANGUAGE) form.append('language', primaryLanguage(options.language));
  if (options.prompt) form.append('prompt', options.prompt);
  if (options.stream) form.append('stream', 'true');
  return form;
}

/**
 * verbose_json carries the language heard; OpenAI's gpt-4o-transcribe family documents json
 * only (and a streamed answer is events, whatever is asked), so those get json.
 */
export function responseFormat(options: Pick<OpenAiTranscriptionOptions, 'model' | 'stream'>): 'json' | 'verbose_json' {
  return options.stream || /^gpt-/i.test(options.model) ? 'json' : 'verbose_json';
}

function errorFor(status: number, url: string): TranscriberError {
  const detail = `POST ${url}: HTTP ${status}`;
  if (status === 429) return new TranscriberError('stt_rate_limited', TRANSCRIPTION_RATE_LIMITED, detail);
  if (status === 401 || status === 403 || status === 404) {
    return new TranscriberError('stt_unavailable', TRANSCRIPTION_UNAVAILABLE, `${detail} (check STT_OPENAI_BASE_URL, STT_OPENAI_API_KEY, STT_OPENAI_MODEL)`);
  }
  return new TranscriberError('stt_failed', TRANSCRIPTION_FAILED, detail);
}

const authHeader = (key?: string): Record<string, string> => (key ? { Authorization: `Bearer ${key}` } : {});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const describe = (error: unknown) => {
  const e = toError(error);
  return `${e.name}: ${e.message}`;
};
