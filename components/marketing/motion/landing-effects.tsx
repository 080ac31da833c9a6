'use client';

import { useEffect } from 'react';
import { REVEAL_THRESHOLD } from '@/content/marketing-figures';
import './reveal.css';

/** The class that elements marked `data-animate` get once 10% visible. */
const ANIMATED_CLASS = 'is-animated';

function scrollToHash(smooth: boolean): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  document.getElementById(id)?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
}

/**
 * The landing page's page-wide behaviour: smooth scrolling to the element named in the URL hash,
 * and the scroll-reveal mark. Elements are hidden only after this runs, so without JavaScript
 * (or with reduced motion) everything stays visible.
 */
export function LandingEffects() {
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollToHash(!reduced);
    const onHash = () => scrollToHash(!reduced);
    window.addEventListener('hashchange', onHash);

    const root = document.documentElement;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add(ANIMATED_CLASS);
          observer.unobserve(entry.target);
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    document.querySelectorAll('[data-animate]').forEach((el) => observer.observe(el));
    root.classList.add('reveal-on');
    return () => {
      window.removeEventListener('hashchange', onHash);
      observer.disconnect();
      root.classList.remove('reveal-on');
    };
  }, []);
  return null;
}
