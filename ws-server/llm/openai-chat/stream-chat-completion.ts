// A streamed chat completion from an OpenAI-compatible endpoint (POST {base}/chat/completions
// with stream: true), read over node:http as server-sent events (eventsource-parser, through
// ../../http/server-sent-events.ts) and yielded delta by delta. The AI SDK reads the same stream
// through a chain of web streams that cost about 45 µs of CPU per token here, against about
// 12 µs for this; at hundreds of live interviews per process the answers were the largest share
// of the server's CPU (bench:answer-stream-cost, bench:ws-capacity-providers). Screen questions
// with images keep the AI SDK.
//
// As the SDK did: one retry (withRetry, as every retry in the product) when the endpoint answers
// 408, 429 or 5xx (or not at all) before any text, after its Retry-After when short; a timeout
// over the whole answer; the caller's abort closes the request, so the endpoint stops generating.
// A broken or hostile endpoint cannot hold the answer or the event loop: one event is bounded
// (maxEventChars), the whole answer too (maxAnswerChars), and the answer is over at [DONE] or a
// finish_reason, whether or not the endpoint ever closes its response (which is then let go).
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { ProviderError } from '../../../lib/retry/provider-error';
import { retryAfterMs } from '../../../lib/retry/retry-after-ms';
import { withRetry } from '../../../lib/retry/with-retry';
import { ANSWER_RETRY } from '../answer-retry';
import { readChatCompletionChunk } from './chat-completion-chunk';
import { EventTooLargeError, ServerSentEvents } from '../../http/server-sent-events';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatCompletionRequest {
  /** Includes the version path: https://api.openai.com/v1, http://localhost:11434/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  messages: ChatMessage[];
  maxTokens: number;
  timeoutMs: number;
  signal: AbortSignal;
  /** Keep-alive agents, one pair per engine, so answers reuse their connections. */
  agents: ChatAgents;
  /** Characters one server-sent event may hold, and the whole answer, before it is refused. */
  maxEventChars: number;
  maxAnswerChars: number;
  /** Told at once when the first attempt failed and a retry is coming (the caller may show something else meanwhile). */
  onRetry?: (error: unknown) => void;
}

export interface ChatAgents {
  http: http.Agent;
  https: https.Agent;
}

export const keepAliveAgents = (): ChatAgents => ({ http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) });

const MAX_ERROR_BODY = 16 * 1024;

export async function* streamChatCompletion(r: ChatCompletionRequest): AsyncGenerator<string> {
  // The timeout spans the whole answer, retry included, so no attempt has one of its own; the
  // request keeps this signal (not the attempt's, which withRetry lets go of once the attempt
  // returns), so an abort still closes it while the answer streams.
  const signal = AbortSignal.any([r.signal, AbortSignal.timeout(r.timeoutMs)]);
  const payload = JSON.stringify({ model: r.model, messages: r.messages, max_tokens: r.maxTokens, stream: true });
  const response = await withRetry(() => open(r, payload, signal), ANSWER_RETRY, { signal, onRetry: r.onRetry && ((error) => r.onRetry?.(error)) });
  yield* readAnswer(response, signal, r);
}

/** The endpoint's streaming response, or a ProviderError saying whether to try again. */
async function open(r: ChatCompletionRequest, payload: string, signal: AbortSignal): Promise<IncomingMessage> {
  const response = await post(r, payload, signal);
  if (response.statusCode === 200) return response;
  throw await refusal(response);
}

function post(r: ChatCompletionRequest, payload: string, signal: AbortSignal): Promise<IncomingMessage> {
  const url = new URL(`${r.baseUrl.replace(/\/+$/, '')}/chat/completions`);
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        agent: secure ? r.agents.https : r.agents.http,
        signal,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          'content-length': Buffer.byteLength(payload),
          ...(r.apiKey ? { authorization: `Bearer ${r.apiKey}` } : {}),
        },
      },
      resolve,
    );
    request.on('error', (error: NodeJS.ErrnoException) => reject(signal.aborted ? abortReason(signal) : new ProviderError(`no response (${error.code ?? error.name})`, { cause: error })));
    request.end(payload);
  });
}

async function* readAnswer(response: IncomingMessage, signal: AbortSignal, bounds: Pick<ChatCompletionRequest, 'maxEventChars' | 'maxAnswerChars'>): AsyncGenerator<string> {
  response.setEncoding('utf8');
  const events = new ServerSentEvents({ maxEventChars: bounds.maxEventChars });
  let over = false;
  let chars = 0;
  try {
    for await (const text of response) {
      for (const data of events.push(String(text))) {
        const chunk = data === '[DONE]' ? { text: '', finished: true } : readChatCompletionChunk(parseJson(data));
        if (chunk.error !== undefined) throw new ProviderError(`error event: ${chunk.error.slice(0, 200)}`, { retryable: false });
        chars += chunk.text.length;
        if (chars > bounds.maxAnswerChars) throw new ProviderError(`the answer grew over ${bounds.maxAnswerChars} characters`, { retryable: false });
        if (chunk.text) yield chunk.text;
        if (chunk.finished) over = true;
      }
      // The answer is over: the rest of the response (usage, [DONE], the close) is not waited for.
      if (over) return;
    }
  } catch (error) {
    if (signal.aborted) throw abortReason(signal);
    if (error instanceof EventTooLargeError) throw new ProviderError(error.message, { retryable: false });
    throw error instanceof ProviderError ? error : new ProviderError('the stream broke off', { cause: error });
  } finally {
    // Stopped early (an abort, a consumer that went away, an answer over before its response): close it so the endpoint stops.
    if (!response.complete) response.destroy();
  }
  throw new ProviderError(`the stream ended before the answer did${events.end() ? ' (mid-event)' : ''}`);
}

async function refusal(response: IncomingMessage): Promise<ProviderError> {
  let body = '';
  response.setEncoding('utf8');
  for await (const text of response) {
    if (body.length < MAX_ERROR_BODY) body += String(text);
  }
  const message = readErrorMessage(body);
  return new ProviderError(`HTTP ${response.statusCode}${message ? `: ${message}` : ''}`, { status: response.statusCode, retryAfterMs: retryAfterMs((name) => headerText(response.headers[name])) });
}

function readErrorMessage(body: string): string | undefined {
  const json = parseJson(body);
  const reading = readChatCompletionChunk(json);
  return reading.error?.slice(0, 200);
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}
