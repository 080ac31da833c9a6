'use client';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const TOOLTIP_WIDTH = 400;
const TOOLTIP_OFFSET = 12;
const VIEWPORT_MARGIN = 16;

interface Rect {
  top: number;
  left: number;
  bottom: number;
  right: number;
  width: number;
  height: number;
}

/**
 * A guided-flow tooltip: a white card 400 px wide, below its anchor (12 px offset) or, when
 * there is no room below, to its right; kept 16 px inside the viewport; rendered at the
 * document body.
 */
function tooltipPosition(anchor: Rect, card: { width: number; height: number }, viewport: { width: number; height: number }): { top: number; left: number; placement: 'below' | 'right' } {
  const clampLeft = (left: number) => Math.max(VIEWPORT_MARGIN, Math.min(left, viewport.width - VIEWPORT_MARGIN - card.width));
  const clampTop = (top: number) => Math.max(VIEWPORT_MARGIN, Math.min(top, viewport.height - VIEWPORT_MARGIN - card.height));
  const belowTop = anchor.bottom + TOOLTIP_OFFSET;
  if (belowTop + card.height <= viewport.height - VIEWPORT_MARGIN) return { top: belowTop, left: clampLeft(anchor.left), placement: 'below' };
  return { top: clampTop(anchor.top), left: clampLeft(anchor.right + TOOLTIP_OFFSET), placement: 'right' };
}

/** `findAnchor` runs after render (the anchor may be in the top bar, outside this component). */
export function GuidedTooltip({ findAnchor, title, children, spotlight }: { findAnchor: () => HTMLElement | null; title: string; children: ReactNode; spotlight: boolean }) {
  const [box, setBox] = useState<{ anchor: Rect; top: number; left: number } | null>(null);
  const [card, setCard] = useState<HTMLDivElement | null>(null);

  useLayoutEffect(() => {
    if (!card) return;
    const place = () => {
      const anchor = findAnchor();
      if (!anchor) return;
      const a = anchor.getBoundingClientRect();
      const width = Math.min(TOOLTIP_WIDTH, window.innerWidth - 2 * VIEWPORT_MARGIN);
      const pos = tooltipPosition(a, { width, height: card.offsetHeight }, { width: window.innerWidth, height: window.innerHeight });
      setBox({ anchor: a, top: pos.top, left: pos.left });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [findAnchor, card]);

  return createPortal(
    <>
      {spotlight && box && (
        <div
          aria-hidden="true"
          data-testid="guided-spotlight"
          className="pointer-events-none fixed z-40 rounded-lg ring-4 ring-brand-500 ring-offset-2 transition-all"
          style={{ top: box.anchor.top - 4, left: box.anchor.left - 4, width: box.anchor.width + 8, height: box.anchor.height + 8, boxShadow: '0 0 0 9999px rgba(15, 23, 42, 0.35)' }}
        />
      )}
      <div
        ref={setCard}
        role="dialog"
        aria-modal="false"
        aria-label={title}
        data-testid="guided-tooltip"
        className="fixed z-50 rounded-xl border border-slate-200 bg-white p-4 text-ink shadow-2xl"
        style={{ width: `min(${TOOLTIP_WIDTH}px, calc(100vw - ${2 * VIEWPORT_MARGIN}px))`, top: box?.top ?? -9999, left: box?.left ?? -9999 }}
      >
        <h2 className="text-base font-semibold">{title}</h2>
        <div className="mt-2 text-sm text-slate-700">{children}</div>
      </div>
    </>,
    document.body,
  );
}
