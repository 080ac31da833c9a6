'use client';
import { useLayoutEffect, useRef } from 'react';

/**
 * Pricing card heights are equalised on resize, so a row of cards lines up. Registered elements
 * that sit side by side (same top edge) get the natural height of the tallest of them as their
 * min-height, measured again whenever the window size changes; stacked cards on a phone keep
 * their own height instead of growing to the longest card's.
 */
export function useEqualHeights<T extends HTMLElement>(deps: unknown[]) {
  const elements = useRef(new Map<string, T>());

  useLayoutEffect(() => {
    let frame = 0;
    const equalise = () => {
      const els = [...elements.current.values()];
      for (const el of els) el.style.minHeight = '';
      const rows = new Map<number, { el: T; height: number }[]>();
      for (const el of els) {
        const box = el.getBoundingClientRect();
        const top = Math.round(box.top + window.scrollY);
        rows.set(top, [...(rows.get(top) ?? []), { el, height: box.height }]);
      }
      for (const row of rows.values()) {
        const tallest = Math.ceil(Math.max(...row.map((r) => r.height)));
        for (const { el } of row) el.style.minHeight = row.length > 1 ? `${tallest}px` : '';
      }
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(equalise);
    };
    equalise();
    window.addEventListener('resize', schedule);
    // Fonts loading or text wrapping differently also change natural heights.
    document.fonts?.ready.then(schedule).catch(() => undefined);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return (key: string) => (el: T | null) => {
    if (el) elements.current.set(key, el);
    else elements.current.delete(key);
  };
}
