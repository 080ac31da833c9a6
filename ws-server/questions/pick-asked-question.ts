// What Space asks: the client sends everything heard since the last question, small talk
// included. The question in it goes as the question (with its sub-prompts), the statements said
// before it as context; several separate questions mean the newest one is asked, the rest are
// context. Text with no recognisable question (a garbled transcript) is asked as it is.
import { detectQuestions } from './detect-questions';
import { mergeSubPrompts } from './question-topics';

/** `language`: the primary subtag the text is in (English when undefined). */
export function pickAskedQuestion(heard: string, language?: string): { question: string; context?: string } {
  const text = heard.trim();
  const questions = mergeSubPrompts(detectQuestions(text, language), language);
  const asked = questions.at(-1);
  if (!asked) return { question: text };
  // Detected sentences are pieces of the text itself: the question's opening locates it.
  const at = text.lastIndexOf(asked.text.slice(0, 24));
  const before = at > 0 ? text.slice(0, at).trim() : '';
  const context = before.length > 0 ? before.split(/\s+/).slice(-80).join(' ') : undefined;
  return { question: asked.text, ...(context ? { context } : {}) };
}
