/**
 * The practice screen's state, from the server's messages: the question being asked, the
 * candidate's words as they are transcribed, the feedback on each answer, and how the round
 * ended. Pure, so every transition is unit tested without a socket.
 */
import type { AnswerScore } from '../feedback/answer-score';
import type { PracticeDoneMessage, PracticeFeedbackMessage, PracticeQuestionMessage, ServerMessage } from '../protocol';

export type PracticePhase = 'setup' | 'connecting' | 'answering' | 'scoring' | 'done';

export type PracticeFeedback = {
  questionId: string;
  question: string;
  score: AnswerScore;
  transcript: string;
  writtenFeedback?: string;
  strongerAnswer?: string;
  /** The language of the question answered: whether the pace counts words or characters. */
  language?: string;
};

export type PracticeState = {
  phase: PracticePhase;
  sessionId: string | null;
  /** Practice minutes used today and the daily cap, from `ready`. */
  usedMinutes: number | null;
  limitMinutes: number | null;
  question: { id: string; index: number; total: number; text: string; kind: PracticeQuestionMessage['kind']; followUp: boolean; language?: string } | null;
  /** The current answer's utterances in speaking order; interim text replaces its utterance's. */
  utterances: { id: string; text: string; final: boolean }[];
  feedback: PracticeFeedback[];
  done: { reason: PracticeDoneMessage['reason']; answered: number } | null;
  notice: string | null;
  /**
   * What the server said about the round's language ("Practice questions are in English: …",
   * or that the recogniser cannot hear the language): kept on screen for the whole round,
   * unlike a notice, and each said once.
   */
  languageNotices: string[];
};

export type PracticeAction =
  | { type: 'start' }
  | { type: 'message'; message: ServerMessage }
  /** The candidate pressed Next question or End practice: wait for the server's verdict. */
  | { type: 'answer_sent' }
  | { type: 'stopped'; notice: string | null }
  | { type: 'dismiss_notice' };

/** A dropped connection came back: the server scored and saved the answer that was in progress. */
export const PRACTICE_RESUMED = 'Reconnected. Your last answer was saved, and the round carries on with the next question.';

export const INITIAL_PRACTICE: PracticeState = {
  phase: 'setup',
  sessionId: null,
  usedMinutes: null,
  limitMinutes: null,
  question: null,
  utterances: [],
  feedback: [],
  done: null,
  notice: null,
  languageNotices: [],
};

export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case 'start':
      return { ...INITIAL_PRACTICE, phase: 'connecting' };
    case 'answer_sent':
      return state.phase === 'answering' ? { ...state, phase: 'scoring' } : state;
    case 'stopped':
      return { ...state, phase: state.done ? 'done' : 'setup', notice: action.notice ?? state.notice };
    case 'dismiss_notice':
      return { ...state, notice: null };
    case 'message':
      return onMessage(state, action.message);
  }
}

function onMessage(state: PracticeState, m: ServerMessage): PracticeState {
  switch (m.type) {
    case 'ready':
      return { ...state, sessionId: m.session_id, usedMinutes: m.used, limitMinutes: m.limit, ...(m.resumed ? { notice: PRACTICE_RESUMED } : {}) };
    case 'practice_question':
      return { ...state, phase: 'answering', question: toQuestion(m), utterances: [] };
    case 'transcript': {
      if (state.phase !== 'answering' && state.phase !== 'scoring') return state;
      const text = m.transcription.trim();
      const known = state.utterances.some((u) => u.id === m.id);
      // A final with no words drops the utterance (the recogniser heard noise).
      if (!text) return known ? { ...state, utterances: state.utterances.filter((u) => u.id !== m.id) } : state;
      const utterance = { id: m.id, text, final: m.speech_final };
      return { ...state, utterances: known ? state.utterances.map((u) => (u.id === m.id ? utterance : u)) : [...state.utterances, utterance] };
    }
    case 'practice_feedback':
      return { ...state, phase: 'scoring', feedback: [...state.feedback, toFeedback(m, state)] };
    case 'practice_done':
      return { ...state, phase: 'done', sessionId: m.session_id, done: { reason: m.reason, answered: m.answered } };
    case 'error':
      return { ...state, notice: m.message };
    case 'notice':
      return state.languageNotices.includes(m.message) ? state : { ...state, languageNotices: [...state.languageNotices, m.message] };
    default:
      return state;
  }
}

function toQuestion(m: PracticeQuestionMessage): NonNullable<PracticeState['question']> {
  return { id: m.question_id, index: m.index, total: m.total, text: m.text, kind: m.kind, followUp: m.follow_up === true, ...(m.language ? { language: m.language } : {}) };
}

function toFeedback(m: PracticeFeedbackMessage, state: PracticeState): PracticeFeedback {
  return {
    questionId: m.question_id,
    question: state.question?.id === m.question_id ? state.question.text : '',
    score: m.score,
    transcript: m.transcript,
    writtenFeedback: m.written_feedback,
    strongerAnswer: m.stronger_answer,
    ...(state.question?.id === m.question_id && state.question.language ? { language: state.question.language } : {}),
  };
}

/** The words of the answer so far, for the live transcript. */
export function answerSoFar(state: PracticeState): string {
  return state.utterances.map((u) => u.text).join(' ');
}

/** The feedback on the question now on screen, once its answer has been scored. */
export function latestFeedback(state: PracticeState): PracticeFeedback | null {
  return state.feedback.length > 0 ? state.feedback[state.feedback.length - 1] : null;
}
