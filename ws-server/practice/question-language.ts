// The language a planned practice question is written in, for the screen to speak it with a
// voice of that language: a bank question knows its own; a question the model wrote is in the
// round's language (the prompt names it); a question carried over from before a reconnect is
// guessed from its words.
import { guessLanguage } from '../../lib/language/guess-language';
import { findBankQuestion } from '../../lib/practice/practice-bank';
import type { PlannedQuestion } from './plan-practice-questions';

export function questionLanguage(question: PlannedQuestion, roundLanguage: string): string {
  const banked = findBankQuestion(question.id);
  if (banked) return banked.language ?? 'en';
  if (/^g\d+$/.test(question.id)) return roundLanguage;
  return guessLanguage(question.text) ?? roundLanguage;
}
