import { DELIVERY_TARGETS as T, DELIVERY_WEIGHTS } from './rubric-weights';

/**
 * Delivery, 0–10, from the transcript's figures: pace (words per minute, best 120–160),
 * filler words per minute (a couple are free), and length (under 40 words or 20 seconds is
 * too short to show anything, over three minutes loses the listener). When the speaking time
 * was not measured, pace is left out and the other two carry the part.
 */
export type DeliveryFigures = { words: number; seconds: number; wordsPerMinute: number; fillerWords: number; fillersPerMinute: number };
export type DeliveryResult = { score: number; notes: string[] };

export function deliveryFigures(words: number, seconds: number, fillerWords: number): DeliveryFigures {
  const minutes = seconds > 0 ? seconds / 60 : 0;
  return {
    words,
    seconds: round1(Math.max(0, seconds)),
    wordsPerMinute: minutes > 0 ? Math.round(words / minutes) : 0,
    fillerWords,
    fillersPerMinute: minutes > 0 ? round1(fillerWords / minutes) : 0,
  };
}

export function scoreDelivery(figures: DeliveryFigures): DeliveryResult {
  if (figures.words === 0) return { score: 0, notes: [] };
  const timed = figures.seconds > 0;
  const notes: string[] = [];

  const pace = timed ? paceScore(figures.wordsPerMinute) : 0;
  if (timed) {
    const wpm = figures.wordsPerMinute;
    if (wpm < T.bestWordsPerMinute.min) notes.push(`${wpm} words per minute: a little slow; aim for ${T.bestWordsPerMinute.min}–${T.bestWordsPerMinute.max}.`);
    else if (wpm > T.bestWordsPerMinute.max) notes.push(`${wpm} words per minute: a little fast; aim for ${T.bestWordsPerMinute.min}–${T.bestWordsPerMinute.max}.`);
    else notes.push(`${wpm} words per minute: a comfortable pace.`);
  }

  const rate = timed ? figures.fillersPerMinute : (figures.fillerWords / Math.max(1, figures.words)) * 140;
  const fillers = rate <= T.fillersPerMinuteFree ? 10 : Math.max(0, 10 * (1 - (rate - T.fillersPerMinuteFree) / (T.fillersPerMinuteWorst - T.fillersPerMinuteFree)));
  if (figures.fillerWords > 0 && rate > T.fillersPerMinuteFree) notes.push(`${figures.fillerWords} filler words${timed ? ` (${figures.fillersPerMinute} a minute)` : ''}: pause instead of saying "um" or "like".`);

  let length = 10;
  let shortFactor = 1;
  const shortByWords = figures.words < T.minWords;
  const shortBySeconds = timed && figures.seconds < T.minSeconds;
  if (shortByWords || shortBySeconds) {
    const ratio = Math.min(figures.words / T.minWords, timed ? figures.seconds / T.minSeconds : 1);
    length = 10 * ratio;
    // A few words said at a good pace show little delivery: the whole part shrinks with them.
    shortFactor = 0.5 + 0.5 * ratio;
    notes.push('Too short: give the listener enough to judge (aim for one to two minutes).');
  } else if (timed && figures.seconds > T.maxSeconds) {
    // Past three minutes each further minute costs a third of the length part, down to 0.
    length = Math.max(0, 10 * (1 - (figures.seconds - T.maxSeconds) / 180));
    notes.push('Over three minutes: tighten it to the essentials.');
  }

  const w = DELIVERY_WEIGHTS;
  const score = timed ? w.pace * pace + w.fillers * fillers + w.length * length : (w.fillers * fillers + w.length * length) / (w.fillers + w.length);
  return { score: Math.round(score * shortFactor), notes };
}

function paceScore(wpm: number): number {
  const best = T.bestWordsPerMinute;
  const worst = T.worstWordsPerMinute;
  if (wpm >= best.min && wpm <= best.max) return 10;
  if (wpm < best.min) return Math.max(0, (10 * (wpm - worst.min)) / (best.min - worst.min));
  return Math.max(0, (10 * (worst.max - wpm)) / (worst.max - best.max));
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
