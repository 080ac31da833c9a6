'use client';
import { useCallback, useRef, type Dispatch, type RefObject } from 'react';
import type { InterviewAction } from '@/lib/interview/interview-reducer';
import type { InterviewState, SpeakerRef } from '@/lib/interview/interview-state';
import type { InterviewSocket } from '@/lib/interview/interview-socket';
import { isCurrentSpeaker } from '@/lib/interview/speaker-names';
import { interviewerName } from '@/lib/protocol';

/**
 * Renaming a panel's voice for the session ("Priya (EM)"): checked with the protocol's own
 * schema, shown at once, and sent to the server so the debrief keeps it. A rename made while
 * the socket reconnects is sent once the session is carried on; a voice of an earlier session
 * on this page is renamed here only (its server session is over).
 */
export function useRenameSpeaker(state: InterviewState, dispatch: Dispatch<InterviewAction>, socket: RefObject<InterviewSocket | null>) {
  const waiting = useRef(new Map<number, string>());

  /** The problem with the name, to show beside the field, or null once it is renamed. */
  const rename = useCallback(
    (ref: SpeakerRef, typed: string): string | null => {
      const parsed = interviewerName.safeParse(typed);
      if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Type a name.';
      const name = parsed.data;
      dispatch({ type: 'renameSpeaker', key: ref.key, name });
      if (!isCurrentSpeaker(state, ref)) return null;
      if (!socket.current?.send({ type: 'rename_speaker', speaker: ref.id, name })) waiting.current.set(ref.id, name);
      else waiting.current.delete(ref.id);
      return null;
    },
    [state, dispatch, socket],
  );

  /** A `ready`: a session carried on gets the renames made while it was away; a new one has none of those voices. */
  const onReady = useCallback(
    (resumed: boolean) => {
      const renames = [...waiting.current];
      waiting.current.clear();
      if (!resumed) return;
      for (const [speaker, name] of renames) socket.current?.send({ type: 'rename_speaker', speaker, name });
    },
    [socket],
  );

  return { rename, onReady };
}
