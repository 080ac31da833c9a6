'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CAROUSEL_STEP_PX, CAROUSEL_TICK_MS } from '@/content/marketing-figures';
import { useReducedMotion } from './use-reduced-motion';

/** How long a previous/next press holds the auto-scroll, so the smooth scroll can finish. */
const HOLD_AFTER_PRESS_MS = 4000;

/**
 * Scrolls its children by 1 px every 20 ms and 350 px per button press. Paused while
 * hovered or focused, off screen, by its pause button, or for visitors who prefer reduced motion.
 */
export function TestimonialCarousel({ label, children }: { label: string; children: ReactNode }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const pausedBy = useRef({ hover: false, focus: false, hidden: false, holdUntil: 0 });
  const [stopped, setStopped] = useState(false);
  const reduced = useReducedMotion();
  const auto = !reduced && !stopped;

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el || !auto) return;
    let position = el.scrollLeft;
    const seen = new IntersectionObserver(([entry]) => (pausedBy.current.hidden = !entry.isIntersecting));
    seen.observe(el);
    const timer = setInterval(() => {
      const p = pausedBy.current;
      if (p.hover || p.focus || p.hidden || Date.now() < p.holdUntil) return;
      // Follow any scroll the visitor made by hand; sub-pixel layouts round scrollLeft.
      if (Math.abs(el.scrollLeft - position) > 2) position = el.scrollLeft;
      const end = el.scrollWidth - el.clientWidth;
      position = position >= end - 1 ? 0 : position + 1;
      el.scrollLeft = position;
    }, CAROUSEL_TICK_MS);
    return () => {
      clearInterval(timer);
      seen.disconnect();
    };
  }, [auto]);

  const move = (direction: 1 | -1) => {
    pausedBy.current.holdUntil = Date.now() + HOLD_AFTER_PRESS_MS;
    scrollerRef.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: reduced ? 'auto' : 'smooth' });
  };

  const button =
    'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink shadow ring-1 ring-slate-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

  return (
    <div
      onPointerEnter={() => (pausedBy.current.hover = true)}
      onPointerLeave={() => (pausedBy.current.hover = false)}
      onFocus={() => (pausedBy.current.focus = true)}
      onBlur={() => (pausedBy.current.focus = false)}
    >
      <div
        ref={scrollerRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        data-testid="testimonial-scroller"
        className="flex gap-6 overflow-x-auto px-4 pb-4 [mask-image:linear-gradient(to_right,transparent,black_3%,black_97%,transparent)] [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-6 lg:px-8 [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button type="button" className={button} aria-label="Previous testimonials" onClick={() => move(-1)}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M12 4 6 10l6 6" />
          </svg>
        </button>
        {reduced ? null : (
          <button type="button" className={button} aria-label={stopped ? 'Play testimonials' : 'Pause testimonials'} onClick={() => setStopped((s) => !s)}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
              {stopped ? <path d="M6 4v12l10-6z" /> : <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" />}
            </svg>
          </button>
        )}
        <button type="button" className={button} aria-label="Next testimonials" onClick={() => move(1)}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="m8 4 6 6-6 6" />
          </svg>
        </button>
      </div>
    </div>
  );
}
