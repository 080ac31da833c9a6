'use client';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { currentQuestion } from '@/lib/interview/interview-reducer';
import type { InterviewState } from '@/lib/interview/interview-state';
import { decideSpace, isTextFieldTarget } from '@/lib/interview/space-shortcut';

interface SpaceOptions {
  running: boolean;
  socketReady: () => boolean;
  state: InterviewState;
  dialogOpen: boolean;
  onTrigger: () => boolean;
}

/** Space commits the current question and asks for its answer, in this window and in the pop-out. */
export function useSpaceShortcut(options: SpaceOptions, popOut: Window | null = null) {
  const latest = useRef(options);
  // Before the browser can deliver another key: a Space pressed the moment a question appears must
  // see that question (a passive effect could still hold the state from before it, on a busy machine).
  useLayoutEffect(() => {
    latest.current = options;
  });
  useEffect(() => listenForSpace(window, latest), []);
  // The pop-out window is another document: Space pressed there triggers the same way.
  useEffect(() => (popOut ? listenForSpace(popOut, latest) : undefined), [popOut]);
}

function listenForSpace(target: Window, latest: RefObject<SpaceOptions>): () => void {
  const openDialog = () => target.document.querySelector('dialog[open]') !== null || (target !== window && document.querySelector('dialog[open]') !== null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.code !== 'Space' && event.key !== ' ') return;
    if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
    const o = latest.current;
    const decision = decideSpace({
      running: o.running,
      socketReady: o.socketReady(),
      question: currentQuestion(o.state),
      targetIsTextField: isTextFieldTarget(event.target),
      dialogOpen: o.dialogOpen || openDialog(),
    });
    if (decision === 'ignore') return;
    event.preventDefault();
    if (decision === 'trigger') o.onTrigger();
  };
  // Buttons activate on Space's keyup: swallow that too while a session runs.
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.code !== 'Space' && event.key !== ' ') return;
    if (latest.current.running && !isTextFieldTarget(event.target) && !openDialog()) event.preventDefault();
  };
  // Capture phase: a focused button must not see the key (after Start, it is Stop).
  target.addEventListener('keydown', onKeyDown, true);
  target.addEventListener('keyup', onKeyUp, true);
  return () => {
    target.removeEventListener('keydown', onKeyDown, true);
    target.removeEventListener('keyup', onKeyUp, true);
  };
}
