// What a resumed session carries on with: the conversation this process parked when the old
// socket ended here, else what the database holds (the answered turns and the candidate's
// words; for practice, the questions asked so far and the round's plan). A read that fails
// costs the context, never the reconnect.
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import type { PlannedPracticeQuestion } from '../history/history-store';
import type { Conversation } from '../resume/session-registry';
import type { ResumedSession } from './session-context';
import type { SessionDeps } from './session-deps';

const RESUMED_TURNS = 8;

export async function resumedConversation(
  deps: SessionDeps,
  input: { historyId: string; carried?: Conversation; practice?: { plan?: PlannedPracticeQuestion[] }; conn: string },
): Promise<Pick<ResumedSession, 'conversation' | 'practice'>> {
  const { historyId, conn } = input;
  if (input.practice) {
    const asked = await deps.practice.sessionQuestions(historyId).catch((error: unknown) => {
      writeLog('warn', 'ws_resume_turns_failed', { conn, session: historyId, error: toError(error).message });
      return [];
    });
    return { conversation: { turns: [], candidate: [] }, practice: { plan: input.practice.plan, asked } };
  }
  if (input.carried) return { conversation: input.carried };
  try {
    return { conversation: (await deps.resumes?.conversation(historyId, RESUMED_TURNS)) ?? { turns: [], candidate: [] } };
  } catch (error) {
    writeLog('warn', 'ws_resume_turns_failed', { conn, session: historyId, error: toError(error).message });
    return { conversation: { turns: [], candidate: [] } };
  }
}
