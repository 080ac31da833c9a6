// The interviewer's questions in a live interview, however they are asked: by hand (Space
// sends what was heard since the last question: the question goes as the question, the small
// talk before it as context) or, in auto mode, detected in the interviewer's transcripts at
// pauses and in final utterances. It also keeps the first question asked, the session's title
// in the history list. Questions are read in the session's language: the one chosen, else
// under Auto-detect the one the recogniser reports, else a guess from each utterance's own
// words (offline recognisers report none), else the language last guessed (a bare "¿Por
// qué?" is too short to guess from), else English.
import { guessLanguage } from '../../../lib/language/guess-language';
import type { Interviewer } from '../../../lib/protocol';
import { pickAskedQuestion } from '../../questions/pick-asked-question';
import { classifyQuestion } from '../../questions/question-kind';
import { QuestionTrigger } from '../../questions/question-trigger';
import type { AnswerMode } from '../session-context';
import type { SessionPart } from '../session-part';
import type { AnswerQueue } from './answer-job';
import { AutoQuestions } from './auto-questions';

export interface InterviewerQuestionsInput {
  answers: AnswerQueue;
  /** Auto mode also detects questions in what the interviewer says; manual mode only takes Space. */
  mode: AnswerMode;
  /** A question repeated or rephrased within this is not answered again. */
  cooldownMs: number;
  now(): number;
  /** The primary subtag of the language the session is heard in, when it is known. */
  heardLanguage(): string | undefined;
  /** A resumed session's title, which its first question already set. */
  firstQuestion?: string;
  /** Who of a panel said what, when the recogniser tells voices apart. */
  askers?: { ofUtterance(utteranceId: string): Interviewer | undefined; whoSaid(question: string): Interviewer | undefined };
}

export class InterviewerQuestions implements SessionPart {
  private readonly trigger: QuestionTrigger;
  private readonly auto: AutoQuestions;
  private manualCount = 0;
  private guessed?: string;
  /** The last text guessed and its guess: a final usually repeats its last pause's text, which is not guessed twice. */
  private lastGuess?: { text: string; language?: string };
  private first?: string;

  constructor(private readonly o: InterviewerQuestionsInput) {
    this.trigger = new QuestionTrigger({ cooldownMs: o.cooldownMs, now: o.now });
    this.auto = new AutoQuestions({ trigger: this.trigger, answers: o.answers, now: o.now, onAsked: (q) => (this.first ??= q), askerOf: o.askers && ((id) => o.askers?.ofUtterance(id)) });
    this.first = o.firstQuestion;
  }

  /** The session's title: the first question asked. */
  get title(): string | undefined {
    return this.first;
  }

  /** Space (or Answer now on a paired phone): answer the newest question in what was heard since the last one. */
  askedByHand(heard: string, from?: 'second_screen'): void {
    const language = this.languageOf(heard);
    const { question, context } = pickAskedQuestion(heard, language);
    this.trigger.recordManual(question, language);
    this.first ??= question;
    const asker = this.o.askers?.whoSaid(question);
    this.o.answers.submit({
      id: `m${++this.manualCount}`,
      question,
      context,
      kind: classifyQuestion(question, language),
      trigger: 'manual',
      ...(from ? { askedFrom: from } : {}),
      questionAt: this.o.now(),
      questionDate: new Date(),
      ...(asker ? { asker } : {}),
    });
  }

  onInterim(utteranceId: string, text: string, atPause: boolean): void {
    if (this.o.mode !== 'auto') return;
    this.auto.heard(utteranceId);
    if (atPause) this.auto.onPause(utteranceId, text, this.languageOf(text));
  }

  /** `endedAgoMs`: where the recogniser knows it, how long ago the utterance's last word ended. */
  onFinal(utteranceId: string, text: string, endedAgoMs?: number): void {
    if (this.o.mode !== 'auto') return;
    this.auto.heard(utteranceId);
    this.auto.onFinal(utteranceId, text, this.languageOf(text), endedAgoMs);
  }

  close(): void {
    this.auto.close();
  }

  /** The primary subtag the text is in, or undefined for English. */
  private languageOf(text: string): string | undefined {
    const known = this.o.heardLanguage();
    if (known) return known;
    const language = this.lastGuess?.text === text ? this.lastGuess.language : guessLanguage(text);
    this.lastGuess = { text, language };
    this.guessed = language ?? this.guessed;
    return this.guessed;
  }
}
