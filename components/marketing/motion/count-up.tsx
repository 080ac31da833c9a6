'use client';

import { useEffect, useRef, useState } from 'react';
import { COUNTER_STEP_MS, COUNTER_STEPS, REVEAL_THRESHOLD } from '@/content/marketing-figures';
import { useReducedMotion } from './use-reduced-motion';

const format = (n: number) => n.toLocaleString('en-US');

/**
 * Counts from 0 to `value` in about 125 steps of 16 ms once 10% of it is visible.
 * Screen readers always get the final figure; reduced motion shows it at once.
 */
export function CountUp({ value, suffix }: { value: number; suffix: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const reduced = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const shown = reduced ? value : current;

  useEffect(() => {
    const el = ref.current;
    if (!el || reduced) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        observer.disconnect();
        let step = 0;
        timer = setInterval(() => {
          step += 1;
          setCurrent(step >= COUNTER_STEPS ? value : Math.round((value * step) / COUNTER_STEPS));
          if (step >= COUNTER_STEPS) clearInterval(timer);
        }, COUNTER_STEP_MS);
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [value, reduced]);

  return (
    <>
      <span ref={ref} aria-hidden="true" className="tabular-nums" data-testid="counter">
        {format(shown)}
        {suffix}
      </span>
      <span className="sr-only">
        {format(value)}
        {suffix}
      </span>
    </>
  );
}
