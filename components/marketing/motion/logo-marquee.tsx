'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { LOGO_STRIP_PX_PER_FRAME } from '@/content/marketing-figures';
import { useReducedMotion } from './use-reduced-motion';

/**
 * Scrolls its children sideways by 0.75 px per animation frame, looping over a
 * second, hidden copy. Still when the visitor prefers reduced motion, off screen or hovered.
 */
export function LogoMarquee({ children }: { children: ReactNode }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const firstRef = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();

  useEffect(() => {
    const track = trackRef.current;
    const first = firstRef.current;
    if (!track || !first || reduced) return;
    let offset = 0;
    let width = first.offsetWidth;
    let frame = 0;
    let visible = true;
    let hovered = false;
    const step = () => {
      if (visible && !hovered && width > 0) {
        offset = (offset + LOGO_STRIP_PX_PER_FRAME) % width;
        track.style.transform = `translate3d(${-offset}px,0,0)`;
      }
      frame = requestAnimationFrame(step);
    };
    const resize = new ResizeObserver(() => (width = first.offsetWidth));
    resize.observe(first);
    const seen = new IntersectionObserver(([entry]) => (visible = entry.isIntersecting));
    seen.observe(track);
    const enter = () => (hovered = true);
    const leave = () => (hovered = false);
    track.addEventListener('pointerenter', enter);
    track.addEventListener('pointerleave', leave);
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      seen.disconnect();
      track.removeEventListener('pointerenter', enter);
      track.removeEventListener('pointerleave', leave);
      track.style.transform = '';
    };
  }, [reduced]);

  return (
    <div className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
      <div ref={trackRef} className="flex w-max will-change-transform" data-testid="logo-track">
        <div ref={firstRef} className="flex shrink-0">
          {children}
        </div>
        <div className="flex shrink-0" aria-hidden="true">
          {children}
        </div>
      </div>
    </div>
  );
}
