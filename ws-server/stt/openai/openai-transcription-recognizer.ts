// Any OpenAI-compatible POST {baseURL}/audio/transcriptions (OpenAI, Groq, whisper.cpp
// server, speaches): one multipart WAV per VAD-cut utterance. With `stream` on, servers
// that support it answer in server-sent events and their deltas become interim text.
import { z } from 'zod';
import { encodeWav } from '../../audio/wav';
import type { RecognitionJob, UtteranceRecognizer } from '../segmented-transcriber';
import { TranscriberError, TRANSCRIPTION_FAILED, TRANSCRIPTION_RATE_LIMITED, TRANSCRIPTION_UNAVAILABLE } from '../transcriber';
import { readTranscriptionEvents } from './transcription-sse';

export interface OpenAiTranscriptionOptions {
  /** Includes the version path, e.g. https://api.openai.com/v1 or http://localhost:8080/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  language?: string;
  /** Vocabulary hint (names from the resume and job description). */
  prompt?: string;
  stream?: boolean;
  timeoutMs?: number;
  /** One retry after a 429 or 5xx, waiting at most this long. */
  retryDelayMs?: number;
}

const jsonBody = z.object({ text: z.string() });

export function createOpenAiTranscriptionRecognizer(options: OpenAiTranscriptionOptions): UtteranceRecognizer {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    begin({ onPartial }): RecognitionJob {
      const chunks: Buffer[] = [];
      const aborter = new AbortController();
      return {
        write: (pcm) => void chunks.push(pcm),
        end: () => transcribe(url, options, encodeWav(Buffer.concat(chunks)), aborter.signal, onPartial),
        abort: () => aborter.abort(),
      };
    },
  };
}

async function transcribe(url: string, options: OpenAiTranscriptionOptions, wav: Buffer, abort: AbortSignal, onPartial?: (text: string) => void): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const signal = AbortSignal.any([abort, AbortSignal.timeout(options.timeoutMs ?? 30_000)]);
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', body: formFor(options, wav), headers: authHeader(options.apiKey), signal });
    } catch (error) {
      throw new TranscriberError('stt_failed', TRANSCRIPTION_FAILED, `POST ${url}: ${describe(error)}`);
    }
    if (response.ok) return readText(response, signal, onPartial);
    const retryable = response.status === 429 || response.status >= 500;
    if (retryable && attempt === 1) {
      await response.body?.cancel();
      await delay(retryDelay(response, options.retryDelayMs ?? 1000), abort);
      continue;
    }
    await response.body?.cancel();
    throw errorFor(response.status, url);
  }
}

async function readText(response: Response, signal: AbortSignal, onPartial?: (text: string) => void): Promise<string> {
  try {
    if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      return await readTranscriptionEvents(response, onPartial);
    }
    const body = await response.text();
    const parsed = jsonBody.safeParse(safeJson(body));
    if (parsed.success) return parsed.data.text;
    if ((response.headers.get('content-type') ?? '').startsWith('text/plain')) return body;
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
  form.append('response_format', 'json');
  if (options.language) form.append('language', options.language);
  if (options.prompt) form.append('prompt', options.prompt);
  if (options.stream) form.append('stream', 'true');
  return form;
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

function retryDelay(response: Response, capMs: number): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, capMs) : capMs;
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
