// Protocol v1 between the browser and the ws-server (/tab and /mic), as DESIGN.md defines it
// and docs/protocol.md explains it to client authors. Every text message in either direction
// has a schema here; a change to the wire format starts in this file.
import { z } from 'zod';

export const PROTOCOL_VERSION = 1;

/** Limits a client must respect; larger input closes the socket with 4413. */
export const LIMITS = {
  /** A text message (the resume is the largest). */
  maxTextBytes: 256 * 1024,
  /** One binary audio message: 1 s of 16 kHz s16le; clients send 100 ms (3,200 bytes). */
  maxAudioFrameBytes: 32_000,
  maxDocumentChars: 100_000,
  maxQuestionChars: 2_000,
  helloTimeoutMs: 5_000,
};

export const CLOSE_CODES = {
  goingAway: 1001,
  internal: 1011,
  notAuthenticated: 4401,
  creditLimit: 4402,
  helloTimeout: 4408,
  tooLarge: 4413,
  tooFast: 4429,
} as const;

const documentText = z.string().max(LIMITS.maxDocumentChars);

// ---- client → server -------------------------------------------------------------------

export const helloMessage = z.object({
  type: z.literal('hello'),
  access_token: z.string().min(1).max(16_384),
  // The server loads the stored resume and job description itself; these override them for
  // this session when present (SPEC.md §7: the client sends them on open).
  resume: documentText.optional(),
  jobDescription: documentText.optional(),
  mode: z.enum(['manual', 'auto']).default('manual'),
});

export const resumeMessage = z.object({ type: z.literal('resume'), data: documentText });
export const jobDescriptionMessage = z.object({ type: z.literal('job_description'), data: documentText });
export const triggerResponseMessage = z.object({
  type: z.literal('trigger_response'),
  question: z.string().trim().min(1).max(LIMITS.maxQuestionChars),
});

export const clientMessage = z.discriminatedUnion('type', [helloMessage, resumeMessage, jobDescriptionMessage, triggerResponseMessage]);
export type ClientMessage = z.infer<typeof clientMessage>;
export type HelloMessage = z.infer<typeof helloMessage>;

export type ParsedClientMessage = { ok: true; message: ClientMessage } | { ok: false; error: string };

/** Parses one text message from a client; never throws. `error` is safe to send back. */
export function parseClientMessage(text: string): ParsedClientMessage {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Message is not valid JSON.' };
  }
  const parsed = clientMessage.safeParse(data);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: `Invalid message: ${issue.path.join('.') || 'type'}: ${issue.message}` };
}

/** A binary message is audio: whole 16-bit samples, not empty, not over the limit. */
export function checkAudioFrame(bytes: number): 'ok' | 'too_large' | 'malformed' {
  if (bytes > LIMITS.maxAudioFrameBytes) return 'too_large';
  return bytes === 0 || bytes % 2 !== 0 ? 'malformed' : 'ok';
}

// ---- server → client -------------------------------------------------------------------

export const errorCode = z.enum([
  'bad_message',
  'not_authenticated',
  'hello_timeout',
  'too_large',
  'too_fast',
  'credit_limit',
  'stt_unavailable',
  'stt_rate_limited',
  'stt_failed',
  'answer_failed',
  'answer_rate_limited',
  'answer_unavailable',
  'internal',
]);
export type ErrorCode = z.infer<typeof errorCode>;

export const readyMessage = z.object({
  type: z.literal('ready'),
  protocol: z.literal(PROTOCOL_VERSION),
  session_id: z.string(),
  mode: z.enum(['manual', 'auto']),
  transcription: z.enum(['deepgram', 'openai', 'offline']),
  answers: z.enum(['ai', 'offline']),
  used: z.number(),
  limit: z.number(),
});

export const transcriptMessage = z.object({
  type: z.literal('transcript'),
  id: z.string(),
  transcription: z.string(),
  speech_final: z.boolean(),
  ai_answer: z.literal(false),
});

export const answerMessage = z.object({
  type: z.literal('answer'),
  id: z.string(),
  /** The question this answers: an auto-detected part ("u7.2") or a manual trigger ("m3"). */
  question_id: z.string(),
  /** The question's text, on the first chunk of each answer. */
  question: z.string().optional(),
  /** A delta: append it to the answer so far. */
  transcription: z.string(),
  ai_answer: z.literal(true),
  speech_final: z.boolean(),
  /** 'offline' answers are talking points, to be shown as such and never as AI output. */
  source: z.enum(['ai', 'offline']),
  /** On the last chunk: ms from the end of the question to the first chunk. */
  latency_ms: z.number().optional(),
});

export const creditMessage = z.object({ type: z.literal('credit'), used: z.number(), limit: z.number() });
export const creditLimitMessage = z.object({ type: z.literal('credit_limit'), used: z.number(), limit: z.number(), expire_msg: z.string() });
export const errorMessage = z.object({ type: z.literal('error'), code: errorCode, message: z.string() });

export const serverMessage = z.discriminatedUnion('type', [readyMessage, transcriptMessage, answerMessage, creditMessage, creditLimitMessage, errorMessage]);
export type ServerMessage = z.infer<typeof serverMessage>;

export function encodeServerMessage(message: ServerMessage): string {
  return JSON.stringify(message);
}
