// The `ready` that tells the client its session has started: what it is called, how it runs
// (mode, engines, languages) and what it may spend. Nothing in it comes from the client
// unchecked: the languages and the application are the ones the session context settled on.
import { PROTOCOL_VERSION, type ReadyMessage } from '../../lib/protocol';
import type { SessionContext } from './session-context';
import type { SessionDeps } from './session-deps';
import type { StartedSession } from './start-session';

export type ReadyPorts = Pick<SessionDeps, 'transcriptionName' | 'transcriptionLanguages' | 'answerEngine'>;

export function readyMessage(ctx: SessionContext, started: StartedSession, ports: ReadyPorts): ReadyMessage {
  return {
    type: 'ready',
    protocol: PROTOCOL_VERSION,
    session_id: ctx.sessionId,
    mode: ctx.mode,
    transcription: ports.transcriptionName,
    answers: ports.answerEngine.source,
    used: started.usage.used,
    limit: started.usage.limit,
    source: ctx.source,
    purpose: ctx.purpose,
    ...(started.resumed ? { resumed: true } : {}),
    language: ctx.language.interview,
    answer_language: ctx.language.answers ?? ctx.language.interview,
    ...(ctx.application ? { application_id: ctx.application.id } : {}),
    transcription_languages: ports.transcriptionLanguages === 'all' ? 'all' : [...ports.transcriptionLanguages],
  };
}
