// What the browser's interview socket is given and what it reports (interview-socket.ts): the
// hello it sends, the statuses it goes through, why it stops, and the problems it logs.
import type { ServerMessage } from '@/lib/protocol';
import type { SocketLike } from './browser-socket';
import type { CloseOutcome } from './reconnect-policy';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';
export type StopReason = Extract<CloseOutcome, { action: 'stop' }>['reason'] | 'gave_up' | 'user';

export interface HelloFields {
  access_token: string;
  resume?: string;
  jobDescription?: string;
  mode: 'manual' | 'auto';
  /** "auto" or a listed language's tag; absent: the profile's saved choice. */
  language?: string;
  /** Absent: answers follow the interview language. */
  answer_language?: string;
  purpose?: 'interview' | 'practice';
  practice?: { round: 'behavioural' | 'technical' | 'mixed'; count: 3 | 5 | 8 };
  /** Set by the socket itself on a reconnect: the session_id the last `ready` named. */
  resume_session_id?: string;
  /** Set by the socket itself on a reconnect: the interviewer's live text that had no final when the connection dropped. */
  unfinished_words?: string;
}

export interface SocketProblem {
  name: string;
  message: string;
  code: number | string;
}

export interface InterviewSocketOptions {
  /** Full URL, e.g. ws://localhost:8787/tab. */
  url: string;
  /** Called before every (re)connect: a fresh access token and the current texts. */
  hello: () => Promise<HelloFields>;
  onMessage: (message: ServerMessage, epoch: number) => void;
  onStatus: (status: ConnectionStatus) => void;
  /** The connection ended for good. */
  onStopped: (reason: StopReason, closeCode: number | null) => void;
  /** Every socket problem, for /api/log-message (never contains message contents). */
  onProblem?: (problem: SocketProblem) => void;
  /** False: a dropped socket stays closed (the default reconnects and carries the session on). */
  reconnect?: boolean;
  /** Frames kept before `ready` (MAX_BUFFERED_FRAMES by default; a /both socket keeps as many per channel). */
  maxBufferedFrames?: number;
  createSocket?: (url: string) => SocketLike;
  /** Replaces setTimeout, with clearTimer for its handles (tests run time by hand). */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
}
