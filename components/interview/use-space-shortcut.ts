'use client';
import { useEffect, useRef } from 'react';
import { currentQuestion, type InterviewState } from '@/lib/interview/interview-reducer';
import { decideSpace, isTextFieldTarget } from '@/lib/interview/space-shortcut';

/** SPEC §4/§5: Space commits the current question and asks for its answer. */
export function useSpaceShortcut(options: { running: boolean; socketReady: () => boolean; state: InterviewState; dialogOpen: boolean; onTrigger: () => boolean }) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const o = latest.current;
      const decision = decideSpace({
        running: o.running,
        socketReady: o.socketReady(),
        question: currentQuestion(o.state),
        targetIsTextField: isTextFieldTarget(event.target),
        dialogOpen: o.dialogOpen || document.querySelector('dialog[open]') !== null,
      });
      if (decision === 'ignore') return;
      event.preventDefault();
      if (decision === 'trigger') o.onTrigger();
    };
    // Buttons activate on Space's keyup: swallow that too while a session runs.
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (latest.current.running && !isTextFieldTarget(event.target) && document.querySelector('dialog[open]') === null) event.preventDefault();
    };
    // Capture phase: a focused button must not see the key (after Start, it is Stop).
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('keyup', onKeyUp, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp, true);
    };
  }, []);
}
