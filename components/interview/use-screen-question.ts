'use client';
import { useCallback, useMemo, useRef, useState, type Dispatch } from 'react';
import { grabScreenFrame, ScreenCaptureError, type ScreenFrame } from '@/lib/interview/grab-screen-frame';
import type { InterviewAction } from '@/lib/interview/interview-reducer';
import type { InterviewSocket } from '@/lib/interview/interview-socket';
import { LIMITS, screenThumbnail } from '@/lib/protocol';

interface Options {
  /** The shared tab's stream (its video track is the screen); null without one. */
  stream: MediaStream | null;
  running: boolean;
  socketReady: () => boolean;
  send: (message: Parameters<InterviewSocket['send']>[0]) => boolean;
  dispatch: Dispatch<InterviewAction>;
  showNotice: (message: string) => void;
}

let nextScreenId = 0;

/**
 * "Add screen" keeps frames of the shared tab (up to four, for a problem that needs
 * scrolling); "Solve screen" adds the current frame unless four are kept already and sends
 * them all as one screen_question. Frames leave this tab only in that message.
 */
export function useScreenQuestion({ stream, running, socketReady, send, dispatch, showNotice }: Options) {
  // Frames belong to one shared stream: a new share starts with none.
  const [keptFor, setKeptFor] = useState<{ stream: MediaStream | null; frames: ScreenFrame[] }>({ stream: null, frames: [] });
  const kept = useMemo(() => (keptFor.stream === stream ? keptFor.frames : []), [keptFor, stream]);
  const setKept = useCallback((update: (frames: ScreenFrame[]) => ScreenFrame[]) => setKeptFor((k) => ({ stream, frames: update(k.stream === stream ? k.frames : []) })), [stream]);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const available = running && stream !== null && stream.getVideoTracks().length > 0;

  const capture = useCallback(async (): Promise<ScreenFrame | null> => {
    if (!stream) return null;
    try {
      return await grabScreenFrame(stream);
    } catch (error) {
      // Plain words only: a browser error's name or text never reaches the screen.
      showNotice(error instanceof ScreenCaptureError ? error.message : 'The screen could not be captured. Make sure the tab is still shared, then try again.');
      return null;
    }
  }, [stream, showNotice]);

  const guarded = useCallback(async (work: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  const addScreen = useCallback(
    () =>
      guarded(async () => {
        if (!available || kept.length >= LIMITS.maxScreenFrames) return;
        const frame = await capture();
        if (frame) setKept((frames) => [...frames, frame].slice(0, LIMITS.maxScreenFrames));
      }),
    [available, kept.length, capture, guarded, setKept],
  );

  const solveScreen = useCallback(
    () =>
      guarded(async () => {
        if (!available || !socketReady()) return;
        const latest = kept.length < LIMITS.maxScreenFrames ? await capture() : null;
        const frames = latest ? [...kept, latest] : kept;
        if (frames.length === 0) return;
        const id = `s${Date.now().toString(36)}${++nextScreenId}`;
        // The first frame's thumbnail goes along for the history; the server keeps it only if
        // the user turned that on. One the schema would refuse is left out, not the question.
        const thumbnail = screenThumbnail.safeParse(frames[0].thumbnail);
        const sent = send({
          type: 'screen_question',
          id,
          frames: frames.map(({ data, width, height }) => ({ data, width, height })),
          ...(thumbnail.success ? { thumbnail: thumbnail.data } : {}),
        });
        if (!sent) return showNotice('The connection to the interview server is not ready. Try again in a moment.');
        dispatch({ type: 'screenAsked', id, thumbnails: frames.map((f) => f.thumbnail), now: Date.now() });
        setKept(() => []);
      }),
    [available, kept, capture, send, socketReady, dispatch, showNotice, guarded, setKept],
  );

  return { available, busy, keptCount: kept.length, maxFrames: LIMITS.maxScreenFrames, addScreen, solveScreen };
}
