import type { AnswerSource } from '@/lib/evidence/answer-source';

/**
 * The shape of what the interview screen shows: the questions panel's posts, the asked
 * questions and their answers, with the bookkeeping that links them. interview-reducer.ts
 * changes it; screen-question-state.ts and bound-interview-lists.ts are parts of that reducer.
 */

export interface QuestionPost {
  id: string;
  text: string;
  final: boolean;
  /** Set once the post is part of an asked question. */
  questionId?: string;
  /** Who said it, when the session listens to both sides ("Tab + microphone"); absent otherwise (the interviewer). */
  speaker?: 'interviewer' | 'candidate';
  /** A "Solve screen" question: its thumbnails (this tab only) and whether its text has been read. */
  screen?: { thumbnails: string[]; status: 'reading' | 'read' | 'failed' };
  /** Which interviewer of a panel said it, when the server's recogniser tells voices apart. */
  interviewer?: SpeakerRef;
}

/** A panel's voice (speaker-names.ts): `key` is its number scoped by the session that heard it; `label` the server's. */
export interface SpeakerRef {
  key: string;
  id: number;
  label: string;
}

export interface AskedQuestion {
  id: string;
  text: string;
  postIds: string[];
  askedAt: number;
  origin: 'manual' | 'auto';
  /** Who of a panel asked it (the answer's first chunk says). */
  interviewer?: SpeakerRef;
  /** A follow-up: the id of the question it follows up. */
  followsUp?: string;
}

export interface AnswerPost {
  id: string;
  questionId: string;
  question: string;
  text: string;
  done: boolean;
  /** The connection dropped before the answer finished. */
  interrupted: boolean;
  source: 'ai' | 'offline';
  /** From the end of the question to the first chunk (the server's figure, else measured here). */
  latencyMs: number | null;
  /** Answers a "Solve screen" question. */
  screen?: boolean;
  /** The numbered passages the answer was given (first chunk); it cites them as [n]. */
  sources?: AnswerSource[];
  /** The cited numbers the server found valid (last chunk): other [n] markers are hidden. */
  citations?: number[];
  /** Figures and names in the answer found in none of its sources (last chunk). */
  unsupported?: string[];
  /** A behavioural answer: whether one of the candidate's stories fits the question. */
  story?: 'fits' | 'none';
  /** The offline answer, shown because the configured model was slow or failing. */
  fallback?: boolean;
  /** The model's answer, which took the place of the offline one shown first. */
  replacedOffline?: boolean;
}

export interface InterviewState {
  epoch: number;
  posts: QuestionPost[];
  questions: AskedQuestion[];
  answers: AnswerPost[];
  /** Space-committed questions waiting for their answer's first chunk, oldest first. */
  pendingManual: string[];
  questionIdByServer: Record<string, string>;
  /** Answers the user cleared while they were still streaming: later chunks are ignored. */
  ignoredAnswerIds: string[];
  nextQuestion: number;
  credits: { used: number; limit: number } | null;
  /** The language the recogniser last said it heard (a BCP-47 tag), for "Auto-detect · heard Spanish"; cleared when the session ends. */
  heardLanguage?: string;
  /** Counts the sessions this page has run: a panel's voice numbers are the session's own. */
  speakerScope: number;
  /** The names the candidate gave a panel's voices, by speaker key. */
  speakerNames: Record<string, string>;
}

/** A server id made unique across connections: a reconnect's server numbers its utterances afresh. */
export const scopedId = (state: InterviewState, id: string) => `${state.epoch}:${id}`;
