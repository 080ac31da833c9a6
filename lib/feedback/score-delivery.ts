import { feedbackLanguage } from './rubric';
import type { PaceRange } from './rubric/feedback-language';
import { feedbackMessages } from './messages';
import { DELIVERY_TARGETS as T, DELIVERY_WEIGHTS } from './rubric-weights';
import type { LanguageOptions } from './score-structure';

/**
 * Delivery, 0–10, from the transcript's figures: pace (words per minute against the
 * language's usual range: English 120–160; Chinese counts characters), filler words per
 * minute (a couple are free), and length (under 40 words or 20 seconds is too short to show
 * anything, over three minutes loses the listener). When the speaking time was not measured,
 * or the language has no usual range in its table, pace is left out and the other two carry
 * the part (the notes say so for a language without a range).
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

export function scoreDelivery(figures: DeliveryFigures, options: LanguageOptions = {}): DeliveryResult {
  if (figures.words === 0) return { score: 0, notes: [] };
  const table = feedbackLanguage(options.language);
  const say = feedbackMessages(options.feedbackLanguage ?? options.language);
  const range = table.pace;
  const hasSeconds = figures.seconds > 0;
  // Pace counts only with a measured time and a range to judge it against.
  const timed = hasSeconds && range !== undefined;
  const notes: string[] = [];

  const pace = timed ? paceScore(figures.wordsPerMinute, range) : 0;
  if (timed) {
    const wpm = figures.wordsPerMinute;
    const { min, max } = range.best;
    if (wpm < min) notes.push(say.paceSlow(wpm, min, max, range.unit));
    else if (wpm > max) notes.push(say.paceFast(wpm, min, max, range.unit));
    else notes.push(say.paceComfortable(wpm, range.unit));
  } else if (hasSeconds) {
    notes.push(say.paceNotJudged);
  }

  const rate = hasSeconds ? figures.fillersPerMinute : (figures.fillerWords / Math.max(1, figures.words)) * 140;
  const fillers = rate <= T.fillersPerMinuteFree ? 10 : Math.max(0, 10 * (1 - (rate - T.fillersPerMinuteFree) / (T.fillersPerMinuteWorst - T.fillersPerMinuteFree)));
  if (figures.fillerWords > 0 && rate > T.fillersPerMinuteFree) notes.push(say.fillers(figures.fillerWords, hasSeconds ? figures.fillersPerMinute : null));

  let length = 10;
  let shortFactor = 1;
  const shortByWords = figures.words < table.minUnits;
  const shortBySeconds = hasSeconds && figures.seconds < T.minSeconds;
  if (shortByWords || shortBySeconds) {
    const ratio = Math.min(figures.words / table.minUnits, hasSeconds ? figures.seconds / T.minSeconds : 1);
    length = 10 * ratio;
    // A few words said at a good pace show little delivery: the whole part shrinks with them.
    shortFactor = 0.5 + 0.5 * ratio;
    notes.push(say.tooShort);
  } else if (hasSeconds && figures.seconds > T.maxSeconds) {
    // Past three minutes each further minute costs a third of the length part, down to 0.
    length = Math.max(0, 10 * (1 - (figures.seconds - T.maxSeconds) / 180));
    notes.push(say.tooLong);
  }

  const w = DELIVERY_WEIGHTS;
  const score = timed ? w.pace * pace + w.fillers * fillers + w.length * length : (w.fillers * fillers + w.length * length) / (w.fillers + w.length);
  return { score: Math.round(score * shortFactor), notes };
}

function paceScore(wpm: number, range: PaceRange): number {
  const { best, worst } = range;
  if (wpm >= best.min && wpm <= best.max) return 10;
  if (wpm < best.min) return Math.max(0, (10 * (wpm - worst.min)) / (best.min - worst.min));
  return Math.max(0, (10 * (worst.max - wpm)) / (worst.max - best.max));
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
