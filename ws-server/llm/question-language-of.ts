// The language of a request's question: the guess made when the answer started, or, for a
// request built without one (a benchmark, a test), a guess now.
import { guessLanguage } from '../../lib/language/guess-language';
import type { AnswerRequest } from './answer-engine';

export function questionLanguageOf(request: Pick<AnswerRequest, 'question' | 'questionLanguage'>): string | undefined {
  return request.questionLanguage === undefined ? guessLanguage(request.question) : (request.questionLanguage ?? undefined);
}
