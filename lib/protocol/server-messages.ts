// Server → client text messages. The client parses every one with these schemas and drops
// what does not match, so a field the server sends but that is missing here never reaches
// the client: the server builds its messages from these types to keep the two in step.
import { z } from 'zod';
import { answerScoreSchema } from '../feedback/answer-score';
import { answerSourcesSchema } from '../evidence/answer-source';
import { interviewerSchema } from './interviewer';
import { PROTOCOL_VERSION } from './limits';

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
  'practice_limit',
  'session_rate_limited',
  'session_ended',
  'screen_too_large',
  'screen_unreadable',
  'rename_rate_limited',
  'internal',
]);
export type ErrorCode = z.infer<typeof errorCode>;

export const readyMessage = z.object({
  type: z.literal('ready'),
  protocol: z.literal(PROTOCOL_VERSION),
  session_id: z.string(),
  /** The audio this socket carries: its path, /tab, /mic or /both (tab and microphone, tagged frames). */
  source: z.enum(['tab', 'mic', 'both']),
  mode: z.enum(['manual', 'auto']),
  transcription: z.enum(['deepgram', 'openai', 'offline']),
  answers: z.enum(['ai', 'offline']),
  /** Interview: credits in minutes. Practice: practice minutes used today and the daily cap. */
  used: z.number(),
  limit: z.number(),
  /** What hello asked for; absent from servers that predate practice. */
  purpose: z.enum(['interview', 'practice']).optional(),
  /** True when hello's resume_session_id was honoured: session_id is that session, carried on. */
  resumed: z.boolean().optional(),
  /** The session's interview language ("auto" or a BCP-47 tag) and the language answers are written in. */
  language: z.string().optional(),
  answer_language: z.string().optional(),
  /** The job application the session is for, once the server has read it as the user. */
  application_id: z.string().uuid().optional(),
  /**
   * Languages the configured recogniser transcribes (primary subtags), or "all" for a cloud
   * recogniser that takes every listed language. Absent from servers that predate languages.
   */
  transcription_languages: z.union([z.literal('all'), z.array(z.string())]).optional(),
});

export const transcriptMessage = z.object({
  type: z.literal('transcript'),
  id: z.string(),
  transcription: z.string(),
  speech_final: z.boolean(),
  ai_answer: z.literal(false),
  /** Who spoke, on /both (tab = interviewer, microphone = candidate); absent on /tab and /mic. */
  speaker: z.enum(['interviewer', 'candidate']).optional(),
  /** The language the recogniser heard (a BCP-47 tag), on finals, when it says so. */
  language: z.string().optional(),
  /** Which interviewer of a panel said it, on the interviewer's finals, when the recogniser tells voices apart (Deepgram). */
  interviewer: interviewerSchema.optional(),
});

export const answerMessage = z.object({
  type: z.literal('answer'),
  id: z.string(),
  /** The question this answers: an auto-detected part ("u7.2") or a manual trigger ("m3"). */
  question_id: z.string(),
  /**
   * What asked the question: a trigger_response (Space) or the server's own detection. Ids
   * do not say it reliably (a replaced transcriber prefixes its utterance ids with "g2-").
   */
  trigger: z.enum(['manual', 'auto']),
  /** The question's text, on the first chunk of each answer. */
  question: z.string().optional(),
  /** On the first chunk: which interviewer of a panel asked the question, when the recogniser tells voices apart. */
  interviewer: interviewerSchema.optional(),
  /** On the first chunk of an auto answer to a follow-up: the question_id of the earlier question it follows up. */
  follows_up: z.string().optional(),
  /**
   * On the first chunk of a manual answer asked from a paired phone ("Answer now" on the second
   * screen) rather than by this client: its question is what was heard since the last one.
   */
  asked_from: z.literal('second_screen').optional(),
  /** On the first chunk of an answer to a screen_question: 'screen' (its question_id is the client's id). */
  question_source: z.literal('screen').optional(),
  /** A multi-part question heard in one utterance: the utterance id, and which part of how many this is. */
  group_id: z.string().optional(),
  part: z.number().int().positive().optional(),
  parts: z.number().int().positive().optional(),
  /** A delta: append it to the answer so far. */
  transcription: z.string(),
  ai_answer: z.literal(true),
  speech_final: z.boolean(),
  /** 'offline' answers are talking points, to be shown as such and never as AI output. */
  source: z.enum(['ai', 'offline']),
  /** On the last chunk: ms from the end of the question to the first chunk. */
  latency_ms: z.number().optional(),
  /** On the last chunk: how the answer ended (cut off by a newer Space press, or failed). */
  status: z.enum(['complete', 'aborted', 'failed']).optional(),
  /** On the first chunk: the numbered sources the answer was given; it cites them as [n]. */
  sources: answerSourcesSchema.optional(),
  /**
   * On the last chunk: the source numbers the answer cites that exist (others are dropped from
   * the text the client shows and the history keeps).
   */
  citations: z.array(z.number().int().min(1)).max(99).optional(),
  /** On the last chunk: figures, names, titles or dates in the answer found in none of its sources. */
  unsupported: z.array(z.string().max(200)).max(40).optional(),
  /** On the first chunk of a behavioural answer: whether one of the candidate's stories fits it. */
  story: z.enum(['fits', 'none']).optional(),
  /**
   * On offline chunks shown in place of a configured model (it was slow, failed, or its breaker
   * is open): label them as the offline answer shown while the model is slow.
   */
  fallback: z.boolean().optional(),
  /**
   * The model's answer overtaking the offline one shown under this id: this delta starts the
   * card's text afresh, with this chunk's source. An old client appends it instead.
   */
  replaces: z.boolean().optional(),
});

/** The text read from a screen_question's frames, sent before its answer starts. */
export const screenTextMessage = z.object({
  type: z.literal('screen_text'),
  /** The screen_question's id. */
  question_id: z.string(),
  text: z.string(),
  frames: z.number().int().positive(),
});

export const creditMessage = z.object({ type: z.literal('credit'), used: z.number(), limit: z.number() });
export const creditLimitMessage = z.object({ type: z.literal('credit_limit'), used: z.number(), limit: z.number(), expire_msg: z.string() });
export const errorMessage = z.object({
  type: z.literal('error'),
  code: errorCode,
  message: z.string(),
  /** When the error is about one answer: the question_id of that answer. */
  question_id: z.string().optional(),
});

const practiceQuestionKind = z.enum(['behavioural', 'technical', 'other']);

/** Practice: the interviewer's next question; the candidate answers it out loud. */
export const practiceQuestionMessage = z.object({
  type: z.literal('practice_question'),
  /** 1-based position, and how many questions the round has (a follow-up repeats the index). */
  index: z.number().int().positive(),
  total: z.number().int().positive(),
  question_id: z.string(),
  text: z.string(),
  kind: practiceQuestionKind,
  /** A follow-up the interviewer asks because the previous answer left a gap. */
  follow_up: z.boolean().optional(),
  /** The language the question is written in (a BCP-47 tag): the screen speaks it with a voice of that language. */
  language: z.string().optional(),
});

/** Practice: the rubric's verdict on the answer just given (and, with a model, its advice). */
export const practiceFeedbackMessage = z.object({
  type: z.literal('practice_feedback'),
  question_id: z.string(),
  score: answerScoreSchema,
  /** The candidate's answer as transcribed, which is what was scored. */
  transcript: z.string(),
  written_feedback: z.string().optional(),
  stronger_answer: z.string().optional(),
});

/** Practice: the round is over; the debrief is at /history/<session_id>. */
export const practiceDoneMessage = z.object({
  type: z.literal('practice_done'),
  session_id: z.string(),
  /** Answers scored. */
  answered: z.number().int().min(0),
  reason: z.enum(['completed', 'ended', 'limit']),
});

/**
 * Something the candidate should know that is not an error: the session goes on. Sent once
 * each. `language_unsupported`: the recogniser cannot transcribe the chosen language;
 * `language_mismatch`: the offline recogniser is hearing speech that is probably not English;
 * `practice_language`: the practice questions are not in the session's language (the offline
 * bank has none in it yet, so they are in English).
 * `stt_fallback`, `stt_paused`, `stt_restored`: the cloud recogniser failed and the offline one
 * stands in, or (in a language it does not hear) transcription paused; then the cloud is back.
 * These three are said once per change, so each may come again after the others.
 */
export const noticeMessage = z.object({
  type: z.literal('notice'),
  code: z.enum(['language_unsupported', 'language_mismatch', 'practice_language', 'stt_fallback', 'stt_paused', 'stt_restored']),
  message: z.string(),
});

/**
 * The server is about to restart (a deploy drains it): the session is being saved here, then
 * the socket closes with 1012. Stop sending audio (keep it for the next socket) and, once the
 * socket closes, reconnect at once with resume_session_id: another server carries it on.
 */
export const serverDrainingMessage = z.object({ type: z.literal('server_draining') });

export const serverMessage = z.discriminatedUnion('type', [
  noticeMessage,
  readyMessage,
  serverDrainingMessage,
  transcriptMessage,
  answerMessage,
  screenTextMessage,
  creditMessage,
  creditLimitMessage,
  errorMessage,
  practiceQuestionMessage,
  practiceFeedbackMessage,
  practiceDoneMessage,
]);
export type ServerMessage = z.infer<typeof serverMessage>;
export type ReadyMessage = z.infer<typeof readyMessage>;
export type NoticeMessage = z.infer<typeof noticeMessage>;
export type ServerDrainingMessage = z.infer<typeof serverDrainingMessage>;
export type TranscriptMessage = z.infer<typeof transcriptMessage>;
export type AnswerMessage = z.infer<typeof answerMessage>;
export type ScreenTextMessage = z.infer<typeof screenTextMessage>;
export type CreditMessage = z.infer<typeof creditMessage>;
export type CreditLimitMessage = z.infer<typeof creditLimitMessage>;
export type ErrorMessage = z.infer<typeof errorMessage>;
export type PracticeQuestionMessage = z.infer<typeof practiceQuestionMessage>;
export type PracticeFeedbackMessage = z.infer<typeof practiceFeedbackMessage>;
export type PracticeDoneMessage = z.infer<typeof practiceDoneMessage>;
