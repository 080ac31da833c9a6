// What a practice interviewer asks in English about the gap in an answer, when no model words it.
import type { FollowUpWords } from '../../../practice/answer-gap';

export const FOLLOW_UPS: FollowUpWords = {
  outcome: 'What was the outcome, and how did you know it had worked?',
  example: 'Can you give me a concrete example of that from your own work?',
  specifics: 'Can you make that concrete: what exactly did you do, with what, and what changed as a result?',
};
