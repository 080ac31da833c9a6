// "Practise these": a round of questions the candidate chose (a debrief's, or a prep sheet's
// likely questions) instead of the bank's or the model's. Each gets the kind the rubric scores it
// by, the way the bank's questions carry one: a bank question keeps its own, any other is
// classified from its words, with situational, motivation and background questions scored as
// "other" like the bank's.
import type { QuestionKind } from '../../lib/feedback/answer-score';
import { guessLanguage } from '../../lib/language/guess-language';
import { allPracticeQuestions } from '../../lib/practice/practice-bank';
import { classifyQuestion } from '../questions/question-kind';
import type { PlannedQuestion } from './plan-practice-questions';

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

const BANK_BY_TEXT = new Map(allPracticeQuestions().map((q) => [normal(q.text), q]));

/** The rubric's kind of a question the candidate brought, in the round's language when its words do not say. */
export function givenQuestionKind(text: string, roundLanguage?: string): QuestionKind {
  const banked = BANK_BY_TEXT.get(normal(text));
  if (banked) return banked.kind;
  const kind = classifyQuestion(text, guessLanguage(text) ?? roundLanguage);
  return kind === 'behavioural' || kind === 'technical' ? kind : 'other';
}

/**
 * The plan for the given questions, in their order. A repeat is asked once: a reconnect finds
 * where the round stopped by the questions' words, so two equal questions would look answered
 * together. Ids are "p1", "p2"…, or the bank's id when the question is the bank's (its language
 * is then known for the voice that reads it out).
 */
export function planGivenQuestions(texts: readonly string[], roundLanguage?: string): PlannedQuestion[] {
  const seen = new Set<string>();
  const plan: PlannedQuestion[] = [];
  for (const raw of texts) {
    const text = raw.trim().replace(/\s+/g, ' ');
    const key = normal(text);
    if (!text || seen.has(key)) continue;
    seen.add(key);
    const banked = BANK_BY_TEXT.get(key);
    const id = banked && !plan.some((q) => q.id === banked.id) ? banked.id : `p${plan.length + 1}`;
    plan.push({ id, text, kind: givenQuestionKind(text, roundLanguage) });
  }
  return plan;
}
