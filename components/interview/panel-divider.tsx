'use client';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { MAX_LEFT_PERCENT, MIN_LEFT_PERCENT, percentFromKey, percentFromPointer } from '@/lib/interview/panel-split';

/** The draggable divider between the panels; arrows, Page Up/Down, Home and End move it from the keyboard. */
export function PanelDivider({ percent, onChange, containerRef }: { percent: number; onChange: (p: number) => void; containerRef: React.RefObject<HTMLElement | null> }) {
  const dragging = useRef(false);
  const move = (clientX: number) => {
    const box = containerRef.current?.getBoundingClientRect();
    if (box) onChange(percentFromPointer(clientX, box.left, box.width));
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the questions panel"
      aria-controls="interview-left-panel"
      aria-valuenow={Math.round(percent)}
      aria-valuemin={MIN_LEFT_PERCENT}
      aria-valuemax={MAX_LEFT_PERCENT}
      tabIndex={0}
      data-testid="panel-divider"
      className="group relative hidden w-3 shrink-0 cursor-col-resize touch-none items-center justify-center focus-visible:outline-2 focus-visible:outline-brand-600 md:flex"
      onPointerDown={(e: PointerEvent<HTMLDivElement>) => {
        dragging.current = true;
        e.currentTarget.setPointerCapture(e.pointerId);
      }}
      onPointerMove={(e) => dragging.current && move(e.clientX)}
      onPointerUp={(e) => {
        dragging.current = false;
        e.currentTarget.releasePointerCapture(e.pointerId);
      }}
      onKeyDown={(e: KeyboardEvent<HTMLDivElement>) => {
        const next = percentFromKey(e.key, percent);
        if (next === null) return;
        e.preventDefault();
        onChange(next);
      }}
    >
      <span className="h-12 w-1 rounded-full bg-slate-300 group-hover:bg-brand-500" />
    </div>
  );
}
