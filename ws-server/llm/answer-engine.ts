// The one interface every answer engine presents to a session: a question in, text
// deltas out as they are produced, stoppable at any moment through the AbortSignal.
import type { Evidence } from '../evidence/number-sources';
import type { QuestionKind } from '../questions/question-kind';

export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

export interface AnswerRequest {
  question: string;
  /** What the interviewer said just before the question, if anything. */
  context?: string;
  kind?: QuestionKind;
  /**
   * The language to answer in (BCP-47, one of lib/language's list): the candidate's choice, else
   * the interview's, else the one heard. Absent: English.
   */
  language?: string;
  /**
   * The language the question's own words are in, guessed once as the answer starts, so no part
   * of one answer guesses the same text again: null when the words do not say (and for a
   * screen's text, which never says the candidate's language). Absent: not guessed yet, and an
   * engine that needs it guesses (questionLanguageOf).
   */
  questionLanguage?: string | null;
  resume: string;
  jobDescription: string;
  /** This session's earlier questions and answers, oldest first. */
  history: QuestionAndAnswer[];
  /**
   * What the candidate has said out loud in this interview (their microphone, when the session
   * listens to both sides), oldest first: answers build on it and do not repeat it.
   */
  candidateSaid?: string[];
  /** The hiring company of the session's application, when it has one. */
  company?: string;
  /** A screen question ("Solve screen"): the frames, and the text read from them by OCR. */
  screen?: { frames: ScreenImage[]; text: string };
  /** The newest screen problem and its answer, kept for the questions that follow it. */
  screenProblem?: QuestionAndAnswer;
  /**
   * The numbered sources for this answer (resume lines, the candidate's stories, job-description
   * lines) and which story fits a behavioural question: the answer cites them as [n]. Absent for
   * screen questions.
   */
  evidence?: Evidence;
}

/** One frame of the shared tab, as checked JPEG bytes. */
export interface ScreenImage {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

export interface AnswerEngine {
  /** 'ai' for a language model; 'offline' for talking points that must never be shown as AI output. */
  readonly source: 'ai' | 'offline';
  /** Yields text deltas (Markdown). Ends quietly when `signal` aborts; throws AnswerError on failure. */
  stream(request: AnswerRequest, signal: AbortSignal, hooks?: AnswerStreamHooks): AsyncIterable<string>;
}

/** What a caller may hear of an answer before its text: the session shows the offline answer at once when the first attempt failed. */
export interface AnswerStreamHooks {
  /** The first attempt failed before any text, and one retry is coming. */
  onRetry?(error: unknown): void;
}

export type AnswerErrorCode = 'answer_failed' | 'answer_rate_limited' | 'answer_unavailable' | 'screen_unreadable';

export class AnswerError extends Error {
  constructor(
    readonly code: AnswerErrorCode,
    message: string,
    /** For operators: provider, status, variable to fix. Never the prompt or the answer. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'AnswerError';
  }
}

export const ANSWER_FAILED = 'The answer could not be generated. Press Space to try again.';
export const ANSWER_RATE_LIMITED = 'The answer service is busy (rate limited). Try again in a moment.';
export const ANSWER_UNAVAILABLE = 'The answer service is unavailable right now.';
export const SCREEN_UNREADABLE = 'No text could be read from the shared screen. Make the problem visible (zoom in if it is small) and press Solve screen again.';
