// What the interview history needs from the database: one interview_session row per
// session (a reconnect that resumes it keeps the row) and one interview_turn row per question with its answer (for the history page).
import type { QuestionKind, TurnFeedback } from '../../lib/feedback/answer-score';
import type { AnswerSource } from '../../lib/evidence/answer-source';
import type { InterruptedQuestion } from './interrupted-question';

export interface SessionRecord {
  profileId: string;
  usageLogId?: string;
  /** 'both': the tab as the interviewer and the microphone as the candidate, in one session. */
  source: 'tab' | 'mic' | 'both';
  mode: 'manual' | 'auto';
  startedAt: Date;
  /** 'practice' for a round with the AI interviewer; 'live' (the default) otherwise. */
  kind?: 'live' | 'practice';
  practiceRound?: 'behavioural' | 'technical' | 'mixed';
  /** The interview language when one was chosen (a BCP-47 tag); under Auto-detect, set later by setLanguage. */
  language?: string;
  /** The job application the session is for: the id the server read as the user, never the client's text. */
  applicationId?: string;
}

export interface TurnRecord {
  sessionId: string;
  profileId: string;
  question: string;
  answer: string;
  questionAt: Date;
  answerStartedAt?: Date;
  /** Absent when the answer was cut off (a newer question, an error, the end of the session). */
  answerCompletedAt?: Date;
  latencyMs?: number;
  answerEngine: string;
  /** 'aborted' when cut off (a newer question, the end of the session): kept, but not shown as a turn. */
  status: 'complete' | 'aborted' | 'failed';
  /** Practice: what the candidate said, how long they spoke, the rubric's verdict, the question's kind. */
  candidateAnswer?: string;
  candidateSeconds?: number;
  feedback?: TurnFeedback;
  questionKind?: QuestionKind;
  /** "Solve screen": a small JPEG data URL of the first frame; present only while the user keeps screen thumbnails. */
  screenThumbnail?: string;
  /** The numbered sources the answer was given (its [n] citations point into them); absent when it had none. */
  sources?: AnswerSource[];
  /** Which voice of the panel asked the question (its number in the session); absent when none was told apart. */
  speaker?: number;
}

export interface HistoryStore {
  /** Returns the new session's id. */
  startSession(session: SessionRecord): Promise<string>;
  addTurn(turn: TurnRecord): Promise<void>;
  /**
   * `carried`, for a live interview: the question whose answer the end cut off (null: none), for
   * the socket that carries the session on to answer again.
   */
  endSession(sessionId: string, endedAt: Date, title?: string, carried?: { interrupted: InterruptedQuestion | null }): Promise<void>;
  /**
   * A live interview: the question whose answer is being given now (null: none), written ahead
   * so that a crash of this process leaves it for the socket that carries the session on.
   */
  markAnswering?(sessionId: string, question: InterruptedQuestion | null): Promise<void>;
  /** A /both session: what the candidate has said so far (newest last), for a reconnect on another server. */
  saveCandidateWords(sessionId: string, words: string[]): Promise<void>;
  /** A practice round: its planned questions, for a reconnect on another server. */
  savePracticePlan(sessionId: string, plan: PlannedPracticeQuestion[]): Promise<void>;
  /** Auto-detect: the language the recogniser heard, once known, so the debrief uses it. */
  setLanguage?(sessionId: string, language: string): Promise<void>;
  /**
   * A panel's voice, numbered when first heard (`name` null: a voice already stored keeps its
   * name), or named by the candidate: interview_speaker, for the debrief and a reconnect.
   */
  saveSpeaker?(sessionId: string, profileId: string, speaker: { id: number; name: string | null }): Promise<void>;
}

export interface PlannedPracticeQuestion {
  /** A bank id ("data-t-03"), or "g1", "g2"… for the model's. */
  id: string;
  text: string;
  kind: QuestionKind;
}
