// The shape of a scripted interview (scripts/*.json), checked with zod when loaded. A script is
// what the interviewer says, turn by turn; the candidate's answers are the pauses between turns.
// Each sentence says what it is, so the benchmark knows what should and should not be answered:
// questions sharing a topic form one unit (a main question and its sub-prompts: one answer);
// `follow_up` marks a question that only makes sense with the previous one, or with the topic
// `follows` names (a panel's interviewer going back to their own earlier question). A panel's
// turns name their `voice`: each flite voice is one interviewer, numbered by first appearance.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const sentence = z.object({
  text: z.string().min(1),
  kind: z.enum(['question', 'statement']),
  topic: z.string().min(1).optional(),
  follow_up: z.boolean().optional(),
  /** A follow-up of an earlier topic than the previous question's. */
  follows: z.string().min(1).optional(),
});

const fliteVoice = z.enum(['slt', 'awb', 'kal', 'rms', 'kal16']);

export const replayScript = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/),
  voice: fliteVoice,
  /**
   * The interview language (a BCP-47 tag), sent in hello. flite speaks English only, so a script
   * in another language is voiced by English stand-in words of about the same length, and only a
   * recogniser replaying the script's own text (the fake OpenAI-compatible server) can play it.
   */
  language: z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/).optional(),
  /** Background noise mixed under the whole script at this speech-to-noise ratio. */
  noise_snr_db: z.number().optional(),
  resume: z.string(),
  job_description: z.string(),
  turns: z
    .array(
      z.object({
        say: z.array(sentence).min(1),
        /** Who says this turn, on a panel: another flite voice than the script's is another interviewer. */
        voice: fliteVoice.optional(),
        /** Silence between the sentences of this turn (the interviewer drawing breath). */
        gap_ms: z.number().int().nonnegative().optional(),
        /** Silence after the turn: the candidate answering. */
        pause_ms: z.number().int().nonnegative().optional(),
      }),
    )
    .min(1),
});

export type ReplayScript = z.infer<typeof replayScript>;
export type ScriptSentence = z.infer<typeof sentence>;

export function loadScripts(dir: string): ReplayScript[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const parsed = replayScript.safeParse(JSON.parse(readFileSync(join(dir, f), 'utf8')));
      if (!parsed.success) throw new Error(`${f}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      return parsed.data;
    });
}
