'use client';
import { useEffect } from 'react';

/**
 * Paper cannot expand a collapsed story, so every story on the sheet opens before printing and
 * closes again afterwards (those the reader had opened stay open).
 */
export function OpenStoriesForPrint() {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const before = () => {
      opened = [...document.querySelectorAll<HTMLDetailsElement>('details[data-prep-story]:not([open])')];
      for (const d of opened) d.open = true;
    };
    const after = () => {
      for (const d of opened) d.open = false;
      opened = [];
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return null;
}
