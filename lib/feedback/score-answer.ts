import type { AnswerScore, QuestionKind } from './answer-score';
import { countFillers } from './count-fillers';
import { RUBRIC_WEIGHTS } from './rubric-weights';
import { deliveryFigures, scoreDelivery } from './score-delivery';
import { scoreRelevance } from './score-relevance';
import { scoreSpecificity } from './score-specificity';
import { scoreStructure } from './score-structure';
import { countWords } from './text-words';

export type ScoreAnswerInput = {
  question: string;
  /** What the candidate said, as transcribed. */
  answer: string;
  /** How long they spoke, in seconds (0 when not measured). */
  seconds: number;
  jobDescription?: string;
  kind: QuestionKind;
};

/**
 * Scores one spoken answer out of 10 with no model: structure, relevance, specificity and
 * delivery, each 0–10, weighted by RUBRIC_WEIGHTS. Pure, so the practice screen can show the
 * same score the server stores.
 */
export function scoreAnswer(input: ScoreAnswerInput): AnswerScore {
  const answer = input.answer.trim();
  const figures = deliveryFigures(countWords(answer), Number.isFinite(input.seconds) ? input.seconds : 0, countFillers(answer));
  if (figures.words === 0) {
    return {
      score: 0,
      parts: { structure: 0, relevance: 0, specificity: 0, delivery: 0 },
      weights: { ...RUBRIC_WEIGHTS },
      figures,
      notes: ['No answer was captured.'],
      missingStructure: [],
    };
  }
  const structure = scoreStructure(answer, input.question, input.kind);
  const relevance = scoreRelevance(answer, input.question, input.jobDescription);
  const specificity = scoreSpecificity(answer);
  const delivery = scoreDelivery(figures);
  const parts = { structure: structure.score, relevance: relevance.score, specificity: specificity.score, delivery: delivery.score };
  const weighted =
    parts.structure * RUBRIC_WEIGHTS.structure +
    parts.relevance * RUBRIC_WEIGHTS.relevance +
    parts.specificity * RUBRIC_WEIGHTS.specificity +
    parts.delivery * RUBRIC_WEIGHTS.delivery;
  return {
    score: Math.min(10, Math.max(0, Math.round(weighted))),
    parts,
    weights: { ...RUBRIC_WEIGHTS },
    figures,
    notes: [...structure.notes, ...relevance.notes, ...specificity.notes, ...delivery.notes],
    missingStructure: structure.missing,
  };
}
