'use client';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ServerMessage } from '@/lib/protocol';
import { HEALTH_CHECK_INTERVAL_MS, INITIAL_HEALTH, nextHealth } from '@/lib/interview/audio-health';
import type { CaptureOptions } from '@/lib/interview/capture';
import type { ListenSource } from '@/lib/interview/capture-both';
import { micFallbackNotice, type MicFallbackNotice } from '@/lib/interview/capture-errors';
import { currentQuestion, INITIAL_INTERVIEW, interviewReducer } from '@/lib/interview/interview-reducer';
import { recogniserFromReady } from '@/lib/interview/language-support-notice';
import type { InterviewLanguageSetting } from '@/lib/validations/interview-language';
import type { ConnectionStatus, InterviewSocket, SocketProblem, StopReason } from '@/lib/interview/interview-socket';
import { interviewStopNotice, openInterviewSocket } from '@/lib/interview/open-interview-socket';
import { startInterviewCapture, type InterviewCapture } from '@/lib/interview/start-interview-capture';
import { logMessage } from '@/lib/logging/log-message';
import type { ApplicationChoice } from '@/lib/prep/fetch-application-choices';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { useRenameSpeaker } from './use-rename-speaker';
import { useServerNotices } from './use-server-notices';

export type Phase = 'idle' | 'starting' | 'running';
export type AnswerMode = 'manual' | 'auto';

/** The languages the server says the session runs in, and what its recogniser can transcribe. */
export interface SessionLanguageInfo {
  language?: string;
  answerLanguage?: string;
  recogniser: ReturnType<typeof recogniserFromReady>;
}

/** The application a session is for (from the picker), and which of its documents are the profile's. */
export type SessionApplication = Pick<ApplicationChoice, 'id' | 'followsProfile'>;

export interface CreditLimitInfo {
  used: number;
  limit: number;
  expireMsg: string;
}

interface Options {
  email: string | null;
  resume: string;
  jobDescription: string;
  onCreditLimit: (info: CreditLimitInfo) => void;
  onAnswerDone?: () => void;
}

const logProblem = (email: string | null, problem: SocketProblem | { name: string; message: string; code: string | number }) =>
  logMessage({ type: 'error', component: 'interview', email, message: problem });

/**
 * One interview session in the browser: capture → AudioWorklet frames → socket, server
 * messages → reducer and audio health. Everything the screen renders comes from here.
 */
export function useInterviewSession({ email, resume, jobDescription, onCreditLimit, onAnswerDone }: Options) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [state, dispatch] = useReducer(interviewReducer, INITIAL_INTERVIEW);
  const [health, dispatchHealth] = useReducer(nextHealth, INITIAL_HEALTH);
  const [connection, setConnection] = useState<ConnectionStatus>('closed');
  const [previewStream, setPreviewStream] = useState<MediaStream | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** "Tab + microphone" runs on the tab alone: why, and what that means for the candidate. */
  const [micFallback, setMicFallback] = useState<MicFallbackNotice | null>(null);
  const [engines, setEngines] = useState<{ transcription: string; answers: string } | null>(null);
  const [sessionLanguage, setSessionLanguage] = useState<SessionLanguageInfo | null>(null);
  const serverNotices = useServerNotices();
  const addServerNotice = serverNotices.add;
  const socketRef = useRef<InterviewSocket | null>(null);
  const captureRef = useRef<InterviewCapture | null>(null);
  const stopTokenRelay = useRef<(() => void) | null>(null);
  const texts = useRef({ resume, jobDescription });
  /** The application the running session is for: Personalize edits reach it only for the documents it shares with the profile. */
  const applicationRef = useRef<SessionApplication | null>(null);
  const callbacks = useRef({ onCreditLimit, onAnswerDone });
  useEffect(() => {
    callbacks.current = { onCreditLimit, onAnswerDone };
  });
  const creditLimitShown = useRef(false);
  const speakerNames = useRenameSpeaker(state, dispatch, socketRef);
  const speakersReady = speakerNames.onReady;

  const teardown = useCallback(() => {
    captureRef.current?.stop();
    captureRef.current = null;
    stopTokenRelay.current?.();
    stopTokenRelay.current = null;
    const socket = socketRef.current;
    socketRef.current = null;
    socket?.stop();
    setPreviewStream(null);
    dispatchHealth({ type: 'stop' });
    dispatch({ type: 'disconnected' });
    setPhase('idle');
  }, []);

  const handleMessage = useCallback((message: ServerMessage, epoch: number) => {
    switch (message.type) {
      case 'ready':
        dispatch({ type: 'connected', epoch, resumed: message.resumed === true });
        speakersReady(message.resumed === true);
        dispatch({ type: 'credit', used: message.used, limit: message.limit });
        setEngines({ transcription: message.transcription, answers: message.answers });
        setSessionLanguage({ language: message.language, answerLanguage: message.answer_language, recogniser: recogniserFromReady(message) });
        return;
      case 'notice':
        addServerNotice(message);
        return;
      case 'transcript':
        dispatch({ type: 'transcript', message });
        dispatchHealth({ type: 'transcription', now: Date.now(), text: message.transcription });
        return;
      case 'answer':
        dispatch({ type: 'answer', message, now: Date.now() });
        if (message.speech_final) callbacks.current.onAnswerDone?.();
        return;
      case 'credit':
        dispatch({ type: 'credit', used: message.used, limit: message.limit });
        return;
      case 'credit_limit':
        dispatch({ type: 'credit', used: message.used, limit: message.limit });
        creditLimitShown.current = true;
        callbacks.current.onCreditLimit({ used: message.used, limit: message.limit, expireMsg: message.expire_msg });
        return;
      case 'screen_text':
        dispatch({ type: 'screenText', message });
        return;
      case 'error':
        setNotice(message.message);
        if (message.question_id) dispatch({ type: 'screenFailed', questionId: message.question_id, message: message.message });
        return;
    }
  }, [addServerNotice, speakersReady]);

  const resetServerNotices = serverNotices.reset;
  const start = useCallback(
    async (source: ListenSource, mode: AnswerMode, captureOptions: CaptureOptions = {}, language: InterviewLanguageSetting | null = null, application: SessionApplication | null = null): Promise<boolean> => {
      if (socketRef.current || captureRef.current) return false;
      applicationRef.current = application;
      setPhase('starting');
      setNotice(null);
      setMicFallback(null);
      resetServerNotices();
      setSessionLanguage(null);
      creditLimitShown.current = false;
      const started = await startInterviewCapture(source, captureOptions, { onFrame: (frame) => socketRef.current?.sendAudio(frame), onEnded: () => teardown() });
      if ('error' in started) {
        // Only plain guidance reaches the screen; the browser's error name goes to the log.
        const e = started.error;
        logProblem(email, { name: e.causeName, message: e.problem, code: e.code });
        setNotice(e.message);
        setPhase('idle');
        return false;
      }
      const { capture } = started;
      if (source === 'both' && 'micProblem' in capture && capture.micProblem) {
        setMicFallback(micFallbackNotice(capture.micProblem));
        logMessage({ type: 'warn', component: 'interview', email, message: { name: capture.micErrorName ?? 'skipped', message: 'tab only: no microphone', code: capture.micProblem } });
      }
      captureRef.current = capture;
      setPreviewStream(capture.previewStream);
      const socket = openInterviewSocket({
        source: capture.source,
        mode,
        language,
        applicationId: application?.id ?? null,
        texts: () => texts.current,
        onMessage: handleMessage,
        onStatus: setConnection,
        onProblem: (problem) => logProblem(email, problem),
        onStopped: (reason: StopReason) => {
          if (reason === 'user') return;
          if (reason === 'credit_limit' && !creditLimitShown.current) callbacks.current.onCreditLimit({ used: NaN, limit: NaN, expireMsg: '' });
          const stopped = interviewStopNotice(reason);
          if (stopped) setNotice(stopped);
          socketRef.current = null;
          teardown();
        },
      });
      socketRef.current = socket;
      // The server ends the session when its newest token expires: relay every refresh.
      const { data: auth } = createBrowserSupabase().auth.onAuthStateChange((event, session) => {
        if (event === 'TOKEN_REFRESHED' && session) socketRef.current?.renewToken(session.access_token);
      });
      stopTokenRelay.current = () => auth.subscription.unsubscribe();
      socket.start();
      dispatchHealth({ type: 'start', now: Date.now() });
      setPhase('running');
      return true;
    },
    [email, handleMessage, teardown, resetServerNotices],
  );

  const stop = useCallback(() => teardown(), [teardown]);

  /** Space: commit the current question and ask for its answer. */
  const trigger = useCallback((): boolean => {
    const socket = socketRef.current;
    const question = currentQuestion(state);
    if (!socket?.isReady || !question) return false;
    if (!socket.send({ type: 'trigger_response', question: question.slice(0, 2000) })) return false;
    dispatch({ type: 'commit', now: Date.now() });
    return true;
  }, [state]);

  // Edits made during a session are sent as resume and job_description messages, so later answers use them.
  useEffect(() => {
    const previous = texts.current;
    texts.current = { resume, jobDescription };
    const socket = socketRef.current;
    if (!socket?.isReady) return;
    const follows = applicationRef.current?.followsProfile ?? { resume: true, jobDescription: true };
    if (resume !== previous.resume && follows.resume) socket.send({ type: 'resume', data: resume });
    if (jobDescription !== previous.jobDescription && follows.jobDescription) socket.send({ type: 'job_description', data: jobDescription });
  }, [resume, jobDescription]);

  // The health check runs every 5 s until the first transcription proves audio arrives.
  useEffect(() => {
    if (!health.checking) return;
    const timer = setInterval(() => dispatchHealth({ type: 'check', now: Date.now() }), HEALTH_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [health.checking]);

  useEffect(() => () => teardown(), [teardown]);

  return {
    phase,
    state,
    health,
    connection,
    previewStream,
    notice,
    micFallback,
    engines,
    sessionLanguage,
    serverNotices: serverNotices.visible,
    dismissServerNotice: serverNotices.dismiss,
    dismissNotice: () => setNotice(null),
    dismissMicFallback: () => setMicFallback(null),
    showNotice: setNotice,
    socketReady: () => socketRef.current?.isReady === true,
    /** Sends a message on the open socket; false when it is not ready. */
    send: useCallback((message: Parameters<InterviewSocket['send']>[0]) => socketRef.current?.send(message) ?? false, []),
    start,
    stop,
    trigger,
    dispatch,
    /** Names a panel's voice for the session; the problem with the name, or null. */
    renameSpeaker: speakerNames.rename,
  };
}
