'use client';
import { useEffect, useRef } from 'react';
import { screenShortcut } from '@/lib/interview/screen-shortcut';
import { isTextFieldTarget } from '@/lib/interview/space-shortcut';

/** Alt+S solves the screen, Alt+A adds a screen, while a shared tab can be read; in the pop-out window too. */
export function useScreenShortcuts(options: { available: boolean; dialogOpen: boolean; onSolve: () => void; onAdd: () => void }, popOut: Window | null = null) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const o = latest.current;
      const action = screenShortcut(event, {
        available: o.available,
        targetIsTextField: isTextFieldTarget(event.target),
        dialogOpen: o.dialogOpen || document.querySelector('dialog[open]') !== null || (popOut?.document.querySelector('dialog[open]') ?? null) !== null,
      });
      if (!action) return;
      event.preventDefault();
      if (action === 'solve') o.onSolve();
      else o.onAdd();
    };
    const targets = popOut ? [window, popOut] : [window];
    for (const target of targets) target.addEventListener('keydown', onKeyDown);
    return () => {
      for (const target of targets) target.removeEventListener('keydown', onKeyDown);
    };
  }, [popOut]);
}
