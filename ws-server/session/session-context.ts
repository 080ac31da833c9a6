// What a session's kind knows about it, built once when the session starts from the verified
// hello and the database, never read again from the client: who the user is, what the socket
// carries, the history row, the candidate's documents and, for a reconnect, what the dropped
// socket left. The kind-facing half of the connection (send, end) travels with it. The kind
// hands each of its parts only the pieces of it that part uses.
import type { ErrorCode, HelloMessage, ServerMessage } from '../../lib/protocol';
import type { PlannedPracticeQuestion } from '../history/history-store';
import type { Conversation } from '../resume/session-registry';
import type { SocketSource } from '../upgrade';
import type { HeardLanguage } from './parts/heard-language';
import type { StoryForAnswer } from '../../lib/prep/prep-types';
import type { ToldRound } from '../../lib/rounds/round-types';

export type AnswerMode = HelloMessage['mode'];
export type SessionPurpose = HelloMessage['purpose'];
type PracticeHello = NonNullable<HelloMessage['practice']>;
/** The round and count always set; `questions` only for "Practise these". */
export type PracticeSettings = Required<Omit<PracticeHello, 'questions'>> & Pick<PracticeHello, 'questions'>;

/**
 * The candidate's resume and job description for this session: the hello's when it sent them
 * (edits not saved yet), else the stored ones. `resume` and `job_description` messages replace
 * them; parts read them when they need them, so a replacement counts from the next use.
 */
export interface SessionDocuments {
  resume: string;
  jobDescription: string;
  /**
   * The candidate's stories this session may use: those linked to its application and those
   * linked to none (every application's); with no application, those linked to none.
   */
  stories: StoryForAnswer[];
}

/** The job application a session is for, read as the user when the hello named one. */
export interface SessionApplication {
  id: string;
  /** "Role at Company", for logs-free display and the history title. */
  title: string;
  /** The hiring company: a clause that opens with its name speaks of the company, not the candidate. */
  company?: string;
  /** Where its stories were told in its rounds, read as the user as the session started. */
  told: readonly ToldRound[];
}

/**
 * The session's languages: what the interviewer speaks ("auto" for the recogniser to find it,
 * else a BCP-47 tag) and what answers are written in (absent: follow the interview language, or
 * under Auto-detect the language the recogniser heard). Resolved once, as the session starts
 * (resolve-session-language.ts).
 */
export interface SessionLanguage {
  interview: string;
  answers?: string;
}

export interface ResumedSession {
  /** Seconds the usage row held before this connection (the meter charges only what follows). */
  chargedSeconds: number;
  title?: string;
  /** The conversation so far: parked by this process, or read back from the database. */
  conversation: Conversation;
  /** Practice: the round's planned questions (when they were stored) and those already asked, in order. */
  practice?: { plan?: PlannedPracticeQuestion[]; asked: string[] };
  /** The interviewer's words the client was showing with no final when its last socket dropped (hello's unfinished_words). */
  unfinishedWords?: string;
}

export interface SessionContext {
  /** A short label for this socket in the logs. */
  readonly conn: string;
  readonly userId: string;
  readonly source: SocketSource;
  readonly mode: AnswerMode;
  readonly purpose: SessionPurpose;
  /** Practice only: the round and how many questions it asks. */
  readonly practice?: PracticeSettings;
  /** The interview_session row; absent when it could not be opened (the session goes on unsaved). */
  readonly historyId?: string;
  /** What the client calls the session: the history id, or a placeholder when it is unsaved. */
  readonly sessionId: string;
  readonly documents: SessionDocuments;
  /** The application the hello named (absent: the profile's documents, as before applications). */
  readonly application?: SessionApplication;
  readonly language: SessionLanguage;
  /** The chosen language, or under Auto-detect the one the recogniser reports: written by transcription, read by the rest. */
  readonly heardLanguage: HeardLanguage;
  readonly resumed?: ResumedSession;
  send(message: ServerMessage): void;
  /**
   * How the session is ending, read as it ends: `ended` when the client pressed Stop or the
   * server ended it for good (credit, access); `interrupted` when the socket went otherwise (a
   * dropped link, a drain, a shutdown), so the session may carry on on another socket.
   */
  endedAs(): 'ended' | 'interrupted';
  /** Ends the session: `extra` and then `error` are sent first, then the socket closes with `code`. */
  end(code: number, error?: SessionError, extra?: ServerMessage): void;
}

export interface SessionError {
  code: ErrorCode;
  message: string;
}
