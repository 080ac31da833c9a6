import { publicEnv } from '@/lib/env';
import type { ServerMessage } from '@/lib/protocol';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import type { InterviewLanguageSetting } from '@/lib/validations/interview-language';
import { helloLanguageFields } from './hello-language';
import { InterviewSocket, MAX_BUFFERED_FRAMES, type ConnectionStatus, type SocketProblem, type StopReason } from './interview-socket';
import { SESSION_RATE_LIMITED } from './session-notices';

export interface InterviewSocketSetup {
  /** The capture's source: the path the socket opens. */
  source: 'tab' | 'mic' | 'both';
  mode: 'manual' | 'auto';
  language: InterviewLanguageSetting | null;
  /** The application the session is for; its documents are read by the server as this user. */
  applicationId: string | null;
  /** The candidate's texts as they are now: read again at every (re)connect. */
  texts(): { resume: string; jobDescription: string };
  onMessage(message: ServerMessage, epoch: number): void;
  onStatus(status: ConnectionStatus): void;
  onProblem(problem: SocketProblem): void;
  onStopped(reason: StopReason): void;
}

/** The interview socket of one session, not started yet. */
export function openInterviewSocket(setup: InterviewSocketSetup): InterviewSocket {
  return new InterviewSocket({
    url: `${publicEnv.NEXT_PUBLIC_WS_URL.replace(/\/$/, '')}/${setup.source}`,
    // Two channels interleave their frames: the same second of audio is twice the frames.
    maxBufferedFrames: setup.source === 'both' ? 2 * MAX_BUFFERED_FRAMES : MAX_BUFFERED_FRAMES,
    hello: async () => {
      const { data } = await createBrowserSupabase().auth.getSession();
      if (!data.session) throw new Error('no session');
      const { resume: r, jobDescription: j } = setup.texts();
      // The session's language and application are fixed at Start: a reconnect carries on
      // with the same ones. An application brings its own resume and job description, which
      // the server reads as this user; the profile's texts would only be ignored.
      const documents = setup.applicationId ? { application_id: setup.applicationId } : { ...(r ? { resume: r } : {}), ...(j ? { jobDescription: j } : {}) };
      return { access_token: data.session.access_token, mode: setup.mode, ...helloLanguageFields(setup.language), ...documents };
    },
    onMessage: setup.onMessage,
    onStatus: setup.onStatus,
    onProblem: setup.onProblem,
    onStopped: setup.onStopped,
  });
}

/** What the interview screen says when its session stopped for good without the candidate's Stop; null when there is nothing to say. */
export function interviewStopNotice(reason: StopReason): string | null {
  switch (reason) {
    case 'gave_up':
      return 'The connection to the interview server was lost. Press Start Interview to try again.';
    case 'not_authenticated':
      return 'Your session has expired. Sign in again to continue.';
    case 'protocol':
      return 'The interview server closed the connection. Press Start Interview to try again.';
    case 'rate_limited':
      return SESSION_RATE_LIMITED;
    default:
      return null;
  }
}
