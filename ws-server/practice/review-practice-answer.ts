// One spoken answer judged: the rubric's score, by the rules of the language it was spoken in
// with notes in the candidate's feedback language, and, with a model, written feedback and a
// stronger version in the candidate's own facts. When the round's one follow-up is still to
// ask, the gap the rubric found is what the model words it about (the rubric's own wording
// stands in, in English only).
import type { AnswerScore, QuestionKind, TurnFeedback } from '../../lib/feedback/answer-score';
import { scoreAnswer } from '../../lib/feedback/score-answer';
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import { findAnswerGap, followUpFor } from './answer-gap';
import type { PlannedQuestion } from './plan-practice-questions';
import type { CoachReview, PracticeCoach } from './practice-coach';

const REVIEW_TIMEOUT_MS = 20_000;

export interface PracticeAnswer {
  question: PlannedQuestion;
  text: string;
  seconds: number;
  resume: string;
  jobDescription: string;
  /** The language the answer was spoken in: its rules judge it. */
  language: string;
  feedbackLanguage: string;
  /** The round's language: a follow-up the model does not word is asked only in English. */
  roundLanguage: string;
  /** The round's one follow-up may still be asked after this answer. */
  mayFollowUp: boolean;
  /** The round is closing: the rubric's score alone, no model call. */
  closing: boolean;
}

export interface ReviewedAnswer {
  score: AnswerScore;
  feedback: TurnFeedback;
  review: CoachReview;
  /** The follow-up question to ask next, when the answer left a gap and one could be worded. */
  followUp?: PlannedQuestion;
}

export async function reviewPracticeAnswer(a: PracticeAnswer, coach: PracticeCoach | undefined, signal: AbortSignal, conn: string): Promise<ReviewedAnswer> {
  const score = scoreAnswer({ question: a.question.text, answer: a.text, seconds: a.seconds, jobDescription: a.jobDescription, kind: a.question.kind, language: a.language, feedbackLanguage: a.feedbackLanguage });
  const gap = coach && a.mayFollowUp && !a.closing ? findAnswerGap(a.question.kind, score) : undefined;
  const review = coach && !a.closing && score.figures.words > 0 ? await askCoach(coach, a, score, gap?.description, signal, conn) : {};
  const feedback: TurnFeedback = {
    ...score,
    ...(review.writtenFeedback ? { written_feedback: review.writtenFeedback } : {}),
    ...(review.strongerAnswer ? { stronger_answer: review.strongerAnswer } : {}),
  };
  // Without the model's wording, the language's own fallback: in a language without one only the model's is asked.
  const followUpText = review.followUp ?? (gap && followUpFor(gap, a.roundLanguage));
  // Scored as "other": a short outcome is the right answer to it, not a whole STAR story.
  const followUp: PlannedQuestion | undefined = gap && followUpText ? { id: a.question.id, text: followUpText, kind: 'other' satisfies QuestionKind } : undefined;
  return { score, feedback, review, ...(followUp ? { followUp } : {}) };
}

async function askCoach(coach: PracticeCoach, a: PracticeAnswer, score: AnswerScore, gap: string | undefined, signal: AbortSignal, conn: string): Promise<CoachReview> {
  try {
    const within = AbortSignal.any([signal, AbortSignal.timeout(REVIEW_TIMEOUT_MS)]);
    return await coach.review(
      { question: a.question.text, kind: a.question.kind, answer: a.text, resume: a.resume, jobDescription: a.jobDescription, score, gap, language: a.language, feedbackLanguage: a.feedbackLanguage },
      within,
    );
  } catch (error) {
    // The rubric's score stands on its own: a failed review costs the written advice only.
    writeLog('warn', 'practice_review_failed', { conn, coach: coach.name, error: toError(error).message });
    return {};
  }
}
