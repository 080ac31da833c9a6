// Everything one interview session is built from: settings, stores and engines. The server
// builds it once; tests and benchmarks swap any part.
import type { AccessTokenVerifier } from '../auth/verify-access-token';
import type { HistoryStore } from '../history/history-store';
import type { LiveSessionStore } from '../live/live-session-store';
import type { MeteringStore } from '../metering/metering-store';
import type { PracticeCoach } from '../practice/practice-coach';
import type { PracticeStore } from '../practice/practice-store';
import type { ServerConfig } from '../config';
import type { ScreenReader } from '../screen/screen-reader';
import type { ResumeStore } from '../resume/resume-store';
import type { SessionRegistry } from '../resume/session-registry';
import type { ContextStore } from './context-store';
import type { PrepStore } from '../prep/prep-store';
import type { RoundStore } from '../rounds/round-store';
import type { ServerMetrics } from '../metrics/server-metrics';
import type { CircuitBreaker } from '../providers/circuit-breaker';
import type { AnswerEngine, TranscriberFactory } from './ports';
import type { SecondScreenPorts } from '../second-screen/second-screen-ports';

export type SessionSettings = Pick<
  ServerConfig,
  | 'helloTimeoutMs'
  | 'meteringIntervalMs'
  | 'maxFramesPerSecond'
  | 'audioBurstSeconds'
  | 'maxAnswersPerMinute'
  | 'maxScreenQuestionsPerMinute'
  | 'maxTextPerSecond'
  | 'maxFrameBytes'
  | 'maxTextBytes'
  | 'answerTimeoutMs'
  | 'answerFallbackMs'
  | 'questionCooldownMs'
  | 'practiceDailyMinutes'
  | 'practiceMinSessionSeconds'
  | 'practiceSilenceMs'
  | 'resumeHeldWaitMs'
>;

export type TranscriptionLanguages = 'all' | readonly string[];

export interface SessionDeps {
  settings: SessionSettings;
  verify: AccessTokenVerifier;
  metering: MeteringStore;
  history: HistoryStore;
  contexts: ContextStore;
  /** Applications, resume versions and stories, read as the user; without it no stories, and hello.application_id is refused. */
  prep?: PrepStore;
  /** Records what each round of an application told (record_round); without it nothing is recorded. */
  rounds?: RoundStore;
  createTranscriber: TranscriberFactory;
  transcriptionName: 'deepgram' | 'openai' | 'offline';
  /** Languages the recogniser transcribes (primary subtags), or "all": sent in ready, checked against the session's. */
  transcriptionLanguages: TranscriptionLanguages;
  answerEngine: AnswerEngine;
  /** Stored with each turn and sent in answers: "offline" or "provider:model", never a key. */
  answerEngineName: string;
  /** With a model: the offline engine shown while it is slow or down, and its breaker (one per server). */
  answerFallback?: { engine: AnswerEngine; breaker: CircuitBreaker };
  /** Per-user limit across processes, and whether the user may still be here. */
  liveSessions: LiveSessionStore;
  /** What an operator watches (GET /metrics): one registry per server. */
  metrics: ServerMetrics;
  /** Practice's daily fair-use count and recent questions. */
  practice: PracticeStore;
  /** Writes practice questions and feedback with the configured model; absent offline (the bank and the rubric alone). */
  practiceCoach?: PracticeCoach;
  /** OCR for "Solve screen" (one pool for the server); without it screen questions fail as unavailable. */
  readScreen?: ScreenReader;
  /** Re-opens a dropped session's rows (hello's resume_session_id); without it every hello starts afresh. */
  resumes?: ResumeStore;
  /** This process's sockets and recently ended conversations, by history id. */
  registry?: SessionRegistry;
  /** Realtime for second screens (phones paired with the user): without it live sessions publish nothing. */
  secondScreen?: SecondScreenPorts;
  /** Monotonic milliseconds (latency, metering). */
  now: () => number;
}
