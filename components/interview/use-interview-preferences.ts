'use client';
import { resolveListenSource, type ListenSource } from '@/lib/interview/listen-source';
import { useCanCaptureBoth } from './use-can-capture-both';
import type { AnswerMode } from './use-interview-session';
import { useStoredValue } from './use-stored-value';

const MODE_KEY = 'cuecard.interview.mode';
const SOURCE_KEY = 'cuecard.interview.source';
/** Set once the pre-flight audio check was gone through in this browser; it then opens only from "Check audio". */
const PREFLIGHT_KEY = 'cuecard.interview.preflight-done';
const MIC_DEVICE_KEY = 'cuecard.interview.mic-device';

/**
 * What the interview screen remembers in this browser between sessions: the answer mode, what
 * it listens to (falling back where this browser cannot capture both), whether the pre-flight
 * check was gone through, and the microphone picked there.
 */
export function useInterviewPreferences() {
  const [storedMode, setMode] = useStoredValue(MODE_KEY);
  const [storedSource, setSource] = useStoredValue(SOURCE_KEY);
  const mode: AnswerMode = storedMode === 'auto' ? 'auto' : 'manual';
  const canCaptureBoth = useCanCaptureBoth();
  const source: ListenSource = resolveListenSource(storedSource, canCaptureBoth);
  const [preflightDone, setPreflightDone] = useStoredValue(PREFLIGHT_KEY);
  const [micDeviceId, setMicDeviceId] = useStoredValue(MIC_DEVICE_KEY);
  return { mode, setMode, source, setSource, preflightDone, setPreflightDone, micDeviceId, setMicDeviceId };
}
