import { primaryLanguage } from '../../language/languages';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import type { FeedbackMessages } from './feedback-messages';
import { fr } from './fr';
import { hi } from './hi';
import { pt } from './pt';
import { zh } from './zh';

const MESSAGES: Record<string, FeedbackMessages> = { en, es, pt, fr, de, hi, zh };

/** The rubric's sentences in a language, or English where it has none yet. */
export function feedbackMessages(tag: string | undefined = 'en'): FeedbackMessages {
  return MESSAGES[primaryLanguage(tag)] ?? en;
}

/** Languages the rubric's feedback is written in. */
export const FEEDBACK_MESSAGE_LANGUAGES = Object.keys(MESSAGES);

export type { FeedbackMessages, StructureElement } from './feedback-messages';
