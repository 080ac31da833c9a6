import type { AnswerScore } from './answer-score';
import { countFillers } from './count-fillers';
import { countWords } from './text-words';

/** One turn of a session as the debrief sees it. */
export type ScoredTurn = {
  question: string;
  /** What the candidate said; empty when their side was not captured. */
  candidateAnswer: string;
  /** How long they spoke, in seconds; null when not measured. */
  candidateSeconds: number | null;
  feedback: AnswerScore | null;
};

export type SessionSummary = {
  questions: number;
  /** Questions the candidate said something to. */
  questionsAnswered: number;
  /** Seconds the candidate spoke, over all answers. */
  talkSeconds: number;
  words: number;
  /** Over the timed answers only; 0 when none was timed. */
  wordsPerMinute: number;
  fillerWords: number;
  fillersPerMinute: number;
  /** Mean of the scored answers, one decimal; null when none was scored. */
  averageScore: number | null;
};

/**
 * Totals over a session's answers, from the stored figures or, without them, the transcript
 * (read by the rules of `language`, the session's: English when absent).
 */
export function summariseSession(turns: readonly ScoredTurn[], language?: string): SessionSummary {
  let questionsAnswered = 0;
  let talkSeconds = 0;
  let words = 0;
  let timedWords = 0;
  let fillerWords = 0;
  const scores: number[] = [];
  for (const turn of turns) {
    const figures = turn.feedback?.figures;
    const turnWords = figures?.words ?? countWords(turn.candidateAnswer);
    if (turnWords === 0) continue;
    questionsAnswered++;
    words += turnWords;
    fillerWords += figures?.fillerWords ?? countFillers(turn.candidateAnswer, language);
    const seconds = turn.candidateSeconds ?? figures?.seconds ?? 0;
    if (seconds > 0) {
      talkSeconds += seconds;
      timedWords += turnWords;
    }
    if (turn.feedback) scores.push(turn.feedback.score);
  }
  const minutes = talkSeconds / 60;
  return {
    questions: turns.length,
    questionsAnswered,
    talkSeconds: Math.round(talkSeconds),
    words,
    wordsPerMinute: minutes > 0 ? Math.round(timedWords / minutes) : 0,
    fillerWords,
    fillersPerMinute: minutes > 0 ? Math.round((fillerWords / minutes) * 10) / 10 : 0,
    averageScore: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null,
  };
}

/** "4 min 05 s", "45 s". */
export function formatTalkTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}
