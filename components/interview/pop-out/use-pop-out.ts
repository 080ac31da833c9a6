'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openPopOutWindow, POP_OUT_TEXT, preparePopOutDocument, type OpenedPopOut } from '@/lib/interview/pop-out-window';

/**
 * The pop-out window's life: opened by the "Pop out" button while a session runs, closed when
 * the session stops, when the user closes it, or when this tab goes away.
 */
export function usePopOut(active: boolean) {
  const [popOut, setPopOut] = useState<OpenedPopOut | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const current = useRef<OpenedPopOut | null>(null);
  const opening = useRef(false);

  const close = useCallback(() => {
    const open = current.current;
    current.current = null;
    setPopOut(null);
    if (open && !open.win.closed) open.win.close();
  }, []);

  const open = useCallback(async () => {
    const existing = current.current;
    if (existing && !existing.win.closed) {
      existing.win.focus();
      return;
    }
    if (opening.current) return;
    opening.current = true;
    try {
      setNotice(null);
      const opened = await openPopOutWindow(window);
      if (!opened) {
        setNotice(POP_OUT_TEXT.blocked);
        return;
      }
      if (opened.kind === 'popup') setNotice(POP_OUT_TEXT.fallback);
      await preparePopOutDocument(document, opened.win.document);
      current.current = opened;
      setPopOut(opened);
    } finally {
      opening.current = false;
    }
  }, []);

  // The window's own close (its × or "back to tab") fires pagehide in its document.
  useEffect(() => {
    if (!popOut) return;
    const onHide = () => {
      if (current.current?.win === popOut.win) current.current = null;
      setPopOut((shown) => (shown?.win === popOut.win ? null : shown));
    };
    popOut.win.addEventListener('pagehide', onHide);
    return () => popOut.win.removeEventListener('pagehide', onHide);
  }, [popOut]);

  // The session stopped: close the window (its pagehide then clears the state).
  useEffect(() => {
    if (active) return;
    const open = current.current;
    current.current = null;
    if (open && !open.win.closed) open.win.close();
  }, [active]);

  // A picture-in-picture window closes with its opener by itself; a popup would stay behind, empty.
  useEffect(() => {
    window.addEventListener('pagehide', close);
    return () => {
      window.removeEventListener('pagehide', close);
      close();
    };
  }, [close]);

  const shown = active && popOut && !popOut.win.closed ? popOut : null;
  return { win: shown?.win ?? null, kind: shown?.kind ?? null, notice, dismissNotice: () => setNotice(null), open, close };
}
