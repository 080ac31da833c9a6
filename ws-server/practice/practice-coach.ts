// What practice asks of a language model, when one is configured: questions tailored to the
// candidate's documents, and short written feedback on an answer with a stronger version of it
// in the candidate's own facts. Without one, practice uses the offline bank and the rubric.
import type { AnswerScore, QuestionKind } from '../../lib/feedback/answer-score';
import type { PracticeRound } from '../../lib/practice/practice-question';

export interface CoachQuestionRequest {
  round: PracticeRound;
  count: number;
  resume: string;
  jobDescription: string;
  /** Questions the candidate had recently: ask different ones. */
  avoid: string[];
  /** The language to write the questions in (a BCP-47 tag); English when absent. */
  language?: string;
}

export interface CoachQuestion {
  text: string;
  kind: QuestionKind;
}

export interface CoachReviewRequest {
  question: string;
  kind: QuestionKind;
  answer: string;
  resume: string;
  jobDescription: string;
  score: AnswerScore;
  /** The gap the rubric found that deserves a follow-up question, if any (e.g. "no Result"). */
  gap?: string;
  /** The language of the interview: the stronger answer and the follow-up are in it. English when absent. */
  language?: string;
  /** The language the candidate reads feedback in (may differ: English notes on a German round); the interview's when absent. */
  feedbackLanguage?: string;
}

export interface CoachReview {
  writtenFeedback?: string;
  strongerAnswer?: string;
  /** One follow-up question about the gap, when there is one. */
  followUp?: string;
}

export interface PracticeCoach {
  /** "provider:model", for history and logs; never a key. */
  readonly name: string;
  questions(request: CoachQuestionRequest, signal: AbortSignal): Promise<CoachQuestion[]>;
  review(request: CoachReviewRequest, signal: AbortSignal): Promise<CoachReview>;
}
