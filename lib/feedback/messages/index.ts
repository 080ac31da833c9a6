import { textData, textsWith } from '../../language/packs/text-registry';
import type { FeedbackMessages } from './feedback-messages';

/** The rubric's sentences in a language, or English where it has none yet. */
export function feedbackMessages(tag: string | undefined = 'en'): FeedbackMessages {
  return textData(tag, 'feedbackMessages') ?? textData('en', 'feedbackMessages')!;
}

/** Languages the rubric's feedback is written in. */
export const FEEDBACK_MESSAGE_LANGUAGES = textsWith('feedbackMessages').map((p) => p.code);

export type { FeedbackMessages, StructureElement } from './feedback-messages';
