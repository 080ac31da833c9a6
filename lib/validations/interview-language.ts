import { z } from 'zod';
import { AUTO_LANGUAGE, canonicalLanguageTag } from '@/lib/language/languages';

// The "Interview language" and "Answers in" choices, as Personalize saves them and the interview
// screen sends them. Only languages of our list pass: the database checks the shape of a tag, not
// whether a recogniser, the question detector or the answer prompt knows it.

const PICK_INTERVIEW = 'Choose the interview language from the list.';
const PICK_ANSWERS = 'Choose the language for answers from the list.';

/** A listed language's tag, canonical ("pt-br" → "pt-BR"). */
const listedTag = (message: string) =>
  z
    .string({ error: message })
    .max(35, { error: message })
    .transform((tag, ctx) => canonicalLanguageTag(tag) ?? (ctx.addIssue({ code: 'custom', message }), z.NEVER));

export const interviewLanguageSettingSchema = z.object({
  /** "auto" for the recogniser to find the language, else a listed language's tag. */
  interview: z.union([z.literal(AUTO_LANGUAGE), listedTag(PICK_INTERVIEW)], { error: PICK_INTERVIEW }),
  /** null: answers follow the interview language. */
  answers: listedTag(PICK_ANSWERS).nullable(),
});
export type InterviewLanguageSetting = z.output<typeof interviewLanguageSettingSchema>;

/** What a new profile has: Auto-detect, answers in the interview's language. */
export const DEFAULT_LANGUAGE_SETTING: InterviewLanguageSetting = { interview: AUTO_LANGUAGE, answers: null };
