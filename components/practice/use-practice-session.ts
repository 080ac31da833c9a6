'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ServerMessage } from '@/lib/protocol';
import { CaptureError, startCapture, type Capture } from '@/lib/interview/capture';
import { InterviewSocket, type StopReason } from '@/lib/interview/interview-socket';
import { SESSION_RATE_LIMITED } from '@/lib/interview/session-notices';
import { publicEnv } from '@/lib/env';
import { logMessage } from '@/lib/logging/log-message';
import { INITIAL_PRACTICE, practiceReducer } from '@/lib/practice/practice-reducer';
import type { PracticeCount, PracticeRound } from '@/lib/practice/practice-question';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { toError } from '@/lib/errors/to-error';
import { speakQuestion, stopSpeaking } from './speak-question';

const STOP_NOTICES: Partial<Record<StopReason, string>> = {
  gave_up: 'The connection to the practice server was lost. Your answers so far are saved in your history.',
  not_authenticated: 'Your session has expired. Sign in again to continue.',
  protocol: 'The practice server closed the connection. Start practice to try again.',
  rate_limited: SESSION_RATE_LIMITED,
};

/** What a round is started with besides its round and length. */
export interface PracticeStartOptions {
  /** The application practised for; absent: the profile's resume and job description. */
  applicationId?: string | null;
  /** "Practise these": the questions to ask, in order, instead of the round's own. */
  questions?: string[];
}

/**
 * One practice round in the browser: the microphone through the same capture and socket as a
 * live interview, the interviewer's questions spoken aloud, and the debrief opened at the end.
 */
export function usePracticeSession(email: string | null) {
  const router = useRouter();
  const [state, dispatch] = useReducer(practiceReducer, INITIAL_PRACTICE);
  const socketRef = useRef<InterviewSocket | null>(null);
  const captureRef = useRef<Capture | null>(null);
  /** While the question is being spoken the microphone hears the speakers: send nothing. */
  const speaking = useRef(false);

  const teardown = useCallback(() => {
    stopSpeaking();
    captureRef.current?.stop();
    captureRef.current = null;
    const socket = socketRef.current;
    socketRef.current = null;
    socket?.stop();
  }, []);

  const onMessage = useCallback(
    (message: ServerMessage) => {
      dispatch({ type: 'message', message });
      if (message.type === 'practice_question') {
        speaking.current = true;
        void speakQuestion(message.text, message.language).then(() => (speaking.current = false));
      }
      if (message.type === 'practice_done') {
        teardown();
        if (!message.session_id.startsWith('unsaved-')) router.push(`/history/${message.session_id}`);
      }
    },
    [router, teardown],
  );

  const start = useCallback(
    async (round: PracticeRound, count: PracticeCount, options: PracticeStartOptions = {}) => {
      if (socketRef.current || captureRef.current) return;
      dispatch({ type: 'start' });
      try {
        captureRef.current = await startCapture('mic', {
          onFrame: (frame) => {
            // Audio before ready is not needed (the first question comes after it), and a
            // backlog flushed at once would exceed the server's audio burst allowance.
            const socket = socketRef.current;
            if (!speaking.current && socket?.isReady) socket.sendAudio(frame);
          },
          onEnded: () => {
            teardown();
            dispatch({ type: 'stopped', notice: 'The microphone stopped. Start practice to try again.' });
          },
        });
      } catch (error) {
        const e = error instanceof CaptureError ? error : new CaptureError(toError(error).message, 'capture_failed');
        logMessage({ type: 'error', component: 'practice', email, message: { name: e.causeName, message: e.message, code: e.code } });
        dispatch({ type: 'stopped', notice: e.message });
        return;
      }
      const socket = new InterviewSocket({
        // A dropped socket reconnects and carries the round on (the socket names the session it
        // had): the answer in progress was scored and saved by the server, the next question follows.
        url: `${publicEnv.NEXT_PUBLIC_WS_URL.replace(/\/$/, '')}/mic`,
        hello: async () => {
          const { data } = await createBrowserSupabase().auth.getSession();
          if (!data.session) throw new Error('no session');
          // An application's job description and resume shape the questions; the server reads them as this user.
          const application = options.applicationId ? { application_id: options.applicationId } : {};
          return { access_token: data.session.access_token, mode: 'manual', purpose: 'practice', practice: { round, count, ...(options.questions?.length ? { questions: options.questions } : {}) }, ...application };
        },
        onMessage,
        onStatus: () => undefined,
        onProblem: (problem) => logMessage({ type: 'error', component: 'practice', email, message: problem }),
        onStopped: (reason) => {
          socketRef.current = null;
          teardown();
          dispatch({ type: 'stopped', notice: STOP_NOTICES[reason] ?? null });
        },
      });
      socketRef.current = socket;
      socket.start();
    },
    [email, onMessage, teardown],
  );

  const nextQuestion = useCallback(() => {
    if (socketRef.current?.send({ type: 'next_question' })) dispatch({ type: 'answer_sent' });
  }, []);

  const endPractice = useCallback(() => {
    stopSpeaking();
    speaking.current = false;
    if (socketRef.current?.send({ type: 'end_practice' })) dispatch({ type: 'answer_sent' });
  }, []);

  useEffect(() => () => teardown(), [teardown]);

  return { state, start, nextQuestion, endPractice, dismissNotice: () => dispatch({ type: 'dismiss_notice' }) };
}
