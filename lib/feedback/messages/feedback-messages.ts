import type { ReasonedElement, StarElement } from '../rubric/feedback-language';

/**
 * Every sentence the rubric and the debrief's "three things to improve" show a candidate, for
 * one language: lib/language/packs/<code>/feedback-messages.ts. Sentences with figures are functions, so each
 * language orders its own words; `list` joins names the way the language does ("A, B or C").
 */
export type StructureElement = StarElement | ReasonedElement;

export interface FeedbackMessages {
  list(items: readonly string[], conjunction: 'and' | 'or'): string;
  /** The display name of a structure element (the stored names stay English: they are keys). */
  element: Record<StructureElement, string>;

  noAnswer: string;
  /** Structure, when the answer has no sentence at all. */
  nothingToScore: string;
  // Delivery. `unit` is the pace table's: words, or characters for Chinese.
  paceSlow(rate: number, min: number, max: number, unit: 'words' | 'characters'): string;
  paceFast(rate: number, min: number, max: number, unit: 'words' | 'characters'): string;
  paceComfortable(rate: number, unit: 'words' | 'characters'): string;
  /** Pace is left out of the score: the rubric has no usual range for the language. */
  paceNotJudged: string;
  fillers(count: number, perMinute: number | null): string;
  tooShort: string;
  tooLong: string;
  // Relevance.
  tieToJob: string;
  stayOnQuestion: string;
  onTopic: string;
  // Specificity.
  noNumbers: string;
  noTools: string;
  noOutcome: string;
  specific: string;
  // Structure.
  starComplete: string;
  starActionShort: string;
  /** `names` are already display names; `noResult` adds the advice to end with a result. */
  starMissing(names: string, noResult: boolean): string;
  spendLongerOnAction: string;
  reasonedComplete: string;
  reasonedMissing(names: string): string;
  /** Structure is left out of the score: the rubric has no cue phrases for the language. */
  structureNotJudged: string;

  // Three things to improve.
  /** "Q2": a question's label in a list. */
  questionLabel(index: number): string;
  nothingCaptured: [string, string, string];
  starAdvice: Record<StructureElement, string>;
  /** "your answer to Q2 and Q3 had no Result" (the labels and names already joined). */
  missingClause(labels: string, plural: boolean, missing: string): string;
  structureFinding(star: boolean, clauses: readonly string[], advice: string): string;
  beSpecific(labels: string, plural: boolean): string;
  answerTheQuestion(labels: string, plural: boolean): string;
  pickUpPace(rate: number, min: number, max: number, unit: 'words' | 'characters'): string;
  slowDown(rate: number, min: number, max: number, unit: 'words' | 'characters'): string;
  cutFillers(count: number, perMinute: number | null): string;
  sayMore(labels: string, plural: boolean, minUnits: number, unit: 'words' | 'characters', minSeconds: number): string;
  tighten(labels: string, plural: boolean): string;
  practiseAgain(label: string, question: string, score: number): string;
  prepareNumbers: string;
  recordDaily: string;
}
