import type { AnswerScore, QuestionKind } from './answer-score';
import { countFillers } from './count-fillers';
import { feedbackMessages } from './messages';
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
  /** The language the answer was spoken in (a BCP-47 tag): whose fillers, cues and pace apply. English when absent. */
  language?: string;
  /** The language the notes are written in (the session's answer language); the spoken one when absent. */
  feedbackLanguage?: string;
};

/**
 * Scores one spoken answer out of 10 with no model: structure, relevance, specificity and
 * delivery, each 0–10, weighted by RUBRIC_WEIGHTS. Pure, so the practice screen can show the
 * same score the server stores. In a language whose table has no structure cues, structure is
 * left out and its weight shared by the other parts (the stored weights say so), rather than
 * scoring the answer 0 for not using English phrases.
 */
export function scoreAnswer(input: ScoreAnswerInput): AnswerScore {
  const answer = input.answer.trim();
  const languages = { language: input.language, feedbackLanguage: input.feedbackLanguage };
  const figures = deliveryFigures(countWords(answer), Number.isFinite(input.seconds) ? input.seconds : 0, countFillers(answer, input.language));
  if (figures.words === 0) {
    return {
      score: 0,
      parts: { structure: 0, relevance: 0, specificity: 0, delivery: 0 },
      weights: { ...RUBRIC_WEIGHTS },
      figures,
      notes: [feedbackMessages(input.feedbackLanguage ?? input.language).noAnswer],
      missingStructure: [],
    };
  }
  const structure = scoreStructure(answer, input.question, input.kind, languages);
  const relevance = scoreRelevance(answer, input.question, input.jobDescription, languages);
  const specificity = scoreSpecificity(answer, languages);
  const delivery = scoreDelivery(figures, languages);
  const parts = { structure: structure.score, relevance: relevance.score, specificity: specificity.score, delivery: delivery.score };
  const weights = structure.judged ? { ...RUBRIC_WEIGHTS } : withoutStructure();
  const weighted = parts.structure * weights.structure + parts.relevance * weights.relevance + parts.specificity * weights.specificity + parts.delivery * weights.delivery;
  return {
    score: Math.min(10, Math.max(0, Math.round(weighted))),
    parts,
    weights,
    figures,
    notes: [...structure.notes, ...relevance.notes, ...specificity.notes, ...delivery.notes],
    missingStructure: structure.missing,
  };
}

/** The weights with structure's share spread over the other three in proportion (still adding up to 1). */
function withoutStructure(): AnswerScore['weights'] {
  const rest = 1 - RUBRIC_WEIGHTS.structure;
  return {
    structure: 0,
    relevance: RUBRIC_WEIGHTS.relevance / rest,
    specificity: RUBRIC_WEIGHTS.specificity / rest,
    delivery: RUBRIC_WEIGHTS.delivery / rest,
  };
}
