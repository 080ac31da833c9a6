// Everything one interview session is built from: settings, stores and engines. The server
// builds it once; tests and benchmarks swap any part.
import type { AccessTokenVerifier } from '../auth/verify-access-token';
import type { HistoryStore } from '../history/history-store';
import type { UserSessionLimit } from '../limits/user-session-limit';
import type { MeteringStore } from '../metering/metering-store';
import type { ServerConfig } from '../server-config';
import type { ContextStore } from './context-store';
import type { AnswerEngine, TranscriberFactory } from './ports';

export type SessionSettings = Pick<
  ServerConfig,
  'helloTimeoutMs' | 'meteringIntervalMs' | 'maxFramesPerSecond' | 'maxTextPerSecond' | 'maxFrameBytes' | 'maxTextBytes' | 'answerTimeoutMs' | 'questionCooldownMs'
>;

export interface SessionDeps {
  settings: SessionSettings;
  verify: AccessTokenVerifier;
  metering: MeteringStore;
  history: HistoryStore;
  contexts: ContextStore;
  createTranscriber: TranscriberFactory;
  transcriptionName: 'deepgram' | 'openai' | 'offline';
  answerEngine: AnswerEngine;
  /** Stored with each turn and sent in answers: "offline" or "provider:model", never a key. */
  answerEngineName: string;
  userLimit: UserSessionLimit;
  /** Monotonic milliseconds (latency, metering). */
  now: () => number;
}
