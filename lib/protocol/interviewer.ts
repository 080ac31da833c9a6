// Who of a panel asked. With a recogniser that tells voices apart (Deepgram), each voice heard
// on the interviewer's channel is numbered in the session in the order it first spoke, and is
// called "Interviewer 1", "Interviewer 2" … until the candidate gives it a name for the session
// ("Priya (EM)"). The same schema checks the name the rename form takes and the server stores.
import { z } from 'zod';
import { LIMITS } from './limits';

/** "Interviewer 2": what a panel's voice is called until the candidate names it. */
export const defaultInterviewerLabel = (id: number) => `Interviewer ${id}`;

/** What a session's questions call a panel's voice with no label: the interviewer, as with one interviewer. */
export const INTERVIEWER_FALLBACK_LABEL = 'Interviewer';

export const interviewerId = z.number().int().min(1).max(LIMITS.maxInterviewers);

/** A name the candidate gives an interviewer: trimmed, 1 to 40 characters, on one line. */
export const interviewerName = z
  .string()
  .trim()
  .min(1, { error: 'Type a name.' })
  .max(LIMITS.maxInterviewerNameChars, { error: `A name may be at most ${LIMITS.maxInterviewerNameChars} characters.` })
  .refine((name) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name), { error: 'A name is one line of text.' });

/** Who asked (on a transcript final of the interviewer, on an answer's first chunk): their number and what to call them now. */
export const interviewerSchema = z.object({ id: interviewerId, label: z.string().min(1).max(LIMITS.maxInterviewerNameChars) });
export type Interviewer = z.infer<typeof interviewerSchema>;
