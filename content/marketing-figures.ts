import type { MarketingStat } from './types';

/** Success numbers on the landing page, counted up when scrolled into view. */
export const successStats: MarketingStat[] = [
  { value: 12482, suffix: '', label: 'Interviews assisted', detail: 'Live interviews where candidates had answers on screen.' },
  { value: 10, suffix: 'x', label: 'Faster answers', detail: 'Than hunting through notes while the interviewer waits.' },
  { value: 93, suffix: '%', label: 'Success rate', detail: 'Of users who say they felt better prepared.' },
  { value: 50, suffix: '+', label: 'Platforms', detail: 'Any interview you can play in a browser tab.' },
];

/** Outcome figures quoted in the hero, the pricing teaser and the call to action (the same claims everywhere). */
export const outcomeFigures = {
  professionals: '10,000+',
  successfulInterviews: '17k+',
  fasterOffers: '2x',
  higherSalary: '$30K',
  placement: '85%',
  setupSeconds: 60,
} as const;

/** Counter timing: about 125 steps, one every 16 ms. */
export const COUNTER_STEPS = 125;
export const COUNTER_STEP_MS = 16;
/** Testimonial carousel: 350 px per button press; auto-scroll 1 px every 20 ms. */
export const CAROUSEL_STEP_PX = 350;
export const CAROUSEL_TICK_MS = 20;
/** Logo strip: 0.75 px per animation frame. */
export const LOGO_STRIP_PX_PER_FRAME = 0.75;
/** Scroll-reveal threshold: 10% visible. */
export const REVEAL_THRESHOLD = 0.1;
