// What Cuecard knows of one language that the browser and both servers read, in the shape every
// pack has: one field a capability. A pack leaves out what it does not have; the registry says
// which capabilities each pack provides, and code reads a capability only through it. Two parts
// of a pack have an entry file and a registry of their own, because the browser reads the rest
// without them: the rubric (./<code>/rubric.ts, ../rubric-registry.ts), which only scoring
// reads, and the long texts (./<code>/texts.ts, ../text-registry.ts: sentences, templates,
// question banks), which only server code reads. A page that ranks stories downloads neither.
import type { ClaimWords } from '../../evidence/claim-words';
import type { FeedbackMessages } from '../../feedback/messages/feedback-messages';
import type { FeedbackLanguage } from '../../feedback/rubric/feedback-language';
import type { ThankYouTemplate } from '../../feedback/thank-you-templates/template';
import type { PracticeQuestion } from '../../practice/practice-question';
import type { EmployerQuestion } from '../../prep/questions-to-ask';
import type { StarLabels } from '../../prep/star-labels';
import type { GuessHints } from './guess-hints';
import type { StopWords } from './stop-word-list';

/** ./<code>/index.ts: the words the code reads to judge and rank text. */
export interface LanguagePack {
  /** ISO 639-1 code, as the language list (../languages.ts) has it. */
  code: string;
  stopWords?: StopWords;
  guess?: GuessHints;
  /** The words an answer laid out in STAR lines starts each line with. */
  starLabels?: StarLabels;
  /** Months, weekdays, job titles and name joiners, for flagging claims no source backs. */
  claimWords?: ClaimWords;
  /** Words every behavioural question uses, which say nothing about which story answers it (space-separated). */
  storyWords?: string;
}

/** ./<code>/rubric.ts, as its registry lists it. */
export interface LanguageRubric {
  code: string;
  /** What the practice rubric knows of the language: fillers, stems, structure cues, pace. */
  rubric: FeedbackLanguage;
}

/** ./<code>/texts.ts: what the candidate reads in the language. */
export interface LanguageTexts {
  code: string;
  /** Every sentence the rubric and the debrief's "three things to improve" show a candidate. */
  feedbackMessages?: FeedbackMessages;
  /** The debrief's follow-up thank-you e-mail. */
  thankYou?: ThankYouTemplate;
  /** The offline practice bank: questions as interviewers who speak the language ask them. */
  practiceQuestions?: readonly PracticeQuestion[];
  /** Questions the candidate can ask the employer, for the prep sheet. */
  questionsToAsk?: readonly EmployerQuestion[];
}

/** A capability a shared pack may provide: every field of its parts but the code. */
export type SharedCapability = Exclude<keyof LanguagePack | keyof LanguageRubric | keyof LanguageTexts, 'code'>;
