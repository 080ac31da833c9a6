// Client → server text messages. The server parses every one of them here and answers a
// failed parse with a bad_message error, never by throwing.
import { z } from 'zod';
import { AUTO_LANGUAGE, canonicalLanguageTag } from '../language/languages';
import { interviewerId, interviewerName } from './interviewer';
import { base64Length, LIMITS } from './limits';

const documentText = z.string().max(LIMITS.maxDocumentChars);

const UNKNOWN_LANGUAGE = 'must be "auto" or a BCP-47 tag of a supported language, like "es" or "pt-BR"';
/** A BCP-47 tag of a listed language, in its canonical form ("pt-br" arrives as "pt-BR"). */
export const languageTag = z
  .string()
  .max(35)
  .transform((tag, ctx) => canonicalLanguageTag(tag) ?? (ctx.addIssue({ code: 'custom', message: UNKNOWN_LANGUAGE }), z.NEVER));
/** The interview's language, or "auto" for the recogniser to find it. */
export const interviewLanguage = z.union([z.literal(AUTO_LANGUAGE), languageTag], { error: UNKNOWN_LANGUAGE });

export const helloMessage = z.object({
  type: z.literal('hello'),
  access_token: z.string().min(1).max(16_384),
  // The server loads the stored resume and job description itself; these override them for
  // this session, since the client may hold edits it has not saved yet.
  resume: documentText.optional(),
  jobDescription: documentText.optional(),
  mode: z.enum(['manual', 'auto']).default('manual'),
  // The language the interviewer speaks (transcription, question detection, practice) and the
  // one answers are written in. Absent: the profile's saved choices (Auto-detect by default);
  // answers follow the interview language unless the candidate chose another.
  language: interviewLanguage.optional(),
  answer_language: languageTag.optional(),
  // The job application this session is for (/prep). The server reads it, its resume version
  // and its stories as the signed-in user (row-level security), so an id that is not theirs
  // reads nothing and is refused; when it is given, `resume` and `jobDescription` above are
  // ignored. Absent: the profile's resume and job description, as before applications.
  application_id: z.string().uuid().optional(),
  // Practice: the server asks the questions and scores the candidate's spoken answers, on /mic
  // only, and spends no interview minutes (a daily fair-use cap applies instead).
  purpose: z.enum(['interview', 'practice']).default('interview'),
  // After a dropped connection: the `session_id` of the session to carry on. The server resumes
  // it (same history, same usage row, nothing charged twice) when it is the same user's, still
  // open or ended moments ago; otherwise it starts a new session (`ready.resumed` says which).
  resume_session_id: z.string().trim().min(1).max(64).optional(),
  // With resume_session_id: the interviewer's words the client was showing as live text when the
  // connection dropped, which no final had ended yet. A question cut off by the drop (a server
  // that died before its recogniser finished, a question spoken across the drop) is still heard.
  unfinished_words: z.string().trim().min(1).max(LIMITS.maxQuestionChars).optional(),
  practice: z
    .object({
      round: z.enum(['behavioural', 'technical', 'mixed']).default('mixed'),
      count: z.union([z.literal(3), z.literal(5), z.literal(8)]).default(5),
      // "Practise these": the questions to ask, in order (a debrief's, or a prep sheet's likely
      // questions) instead of the bank's; `round` and `count` are then ignored.
      questions: z.array(z.string().trim().min(1).max(LIMITS.maxQuestionChars)).min(1).max(12).optional(),
    })
    .optional(),
});

export const resumeMessage = z.object({ type: z.literal('resume'), data: documentText });
export const jobDescriptionMessage = z.object({ type: z.literal('job_description'), data: documentText });
export const triggerResponseMessage = z.object({
  type: z.literal('trigger_response'),
  question: z.string().trim().min(1).max(LIMITS.maxQuestionChars),
});

// A renewed access token for the same user (supabase-js refreshes it before it expires): the
// session lives until the newest token it was given expires.
export const tokenMessage = z.object({ type: z.literal('token'), access_token: z.string().min(1).max(16_384) });

// Practice only: the candidate has finished the current answer (score it now), or stops the
// whole practice (the answer in progress is scored if it has any words).
export const nextQuestionMessage = z.object({ type: z.literal('next_question') });
export const endPracticeMessage = z.object({ type: z.literal('end_practice') });

export const SCREEN_FRAME_TOO_LARGE = `A screen frame may be at most ${LIMITS.maxScreenFrameBytes / 1024} KiB of JPEG.`;

const side = z.number().int().min(1).max(LIMITS.maxScreenFrameSide);
/** One frame of the shared tab: a JPEG in base64 (no data: prefix), its long side at most 1,600 px. */
export const screenFrame = z.object({
  data: z
    .string()
    .max(base64Length(LIMITS.maxScreenFrameBytes), { error: SCREEN_FRAME_TOO_LARGE })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'must be base64' }),
  width: side,
  height: side,
});

export const SCREEN_THUMBNAIL_TOO_LARGE = `A screen thumbnail may be at most ${LIMITS.maxScreenThumbnailChars.toLocaleString('en-US')} characters.`;

/** A small picture of the first frame for the history: a JPEG data URL, long side at most 240 px. */
export const screenThumbnail = z
  .string()
  .max(LIMITS.maxScreenThumbnailChars, { error: SCREEN_THUMBNAIL_TOO_LARGE })
  .regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/, { error: 'must be a data:image/jpeg;base64 URL' });

// "Solve screen": answer the problem shown in these frames. The client names the question, so
// it can show the frames' thumbnails before the server has read them; the server's messages
// about it carry this id as their question_id.
export const screenQuestionMessage = z.object({
  type: z.literal('screen_question'),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  frames: z.array(screenFrame).min(1).max(LIMITS.maxScreenFrames),
  // Sent every time; the server keeps it only while the user's "Keep screen thumbnails" is on.
  thumbnail: screenThumbnail.optional(),
});

// The candidate names an interviewer of the panel for this session ("Priya (EM)"): every
// question that interviewer asked is shown with the name, and the debrief keeps it.
export const renameSpeakerMessage = z.object({ type: z.literal('rename_speaker'), speaker: interviewerId, name: interviewerName });

export const clientMessage = z.discriminatedUnion('type', [
  helloMessage,
  resumeMessage,
  jobDescriptionMessage,
  triggerResponseMessage,
  tokenMessage,
  nextQuestionMessage,
  endPracticeMessage,
  screenQuestionMessage,
  renameSpeakerMessage,
]);
export type ClientMessage = z.infer<typeof clientMessage>;
export type HelloMessage = z.infer<typeof helloMessage>;
export type TokenMessage = z.infer<typeof tokenMessage>;
export type ScreenQuestionMessage = z.infer<typeof screenQuestionMessage>;
export type RenameSpeakerMessage = z.infer<typeof renameSpeakerMessage>;

/**
 * `code` is set when the failure has its own error code (a frame or thumbnail over its size
 * limit); `questionId` when the refused message is a screen_question with a readable id, so the
 * client can mark that question failed.
 */
export type ParsedClientMessage = { ok: true; message: ClientMessage } | { ok: false; error: string; code?: 'screen_too_large'; questionId?: string };

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
  const questionId = screenQuestionId(data);
  const about = questionId ? { questionId } : {};
  if (issue.message === SCREEN_FRAME_TOO_LARGE || issue.message === SCREEN_THUMBNAIL_TOO_LARGE) return { ok: false, error: issue.message, code: 'screen_too_large', ...about };
  return { ok: false, error: `Invalid message: ${issue.path.join('.') || 'type'}: ${issue.message}`, ...about };
}

function screenQuestionId(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== 'screen_question' || !('id' in data)) return undefined;
  const valid = screenQuestionMessage.shape.id.safeParse(data.id);
  return valid.success ? valid.data : undefined;
}
