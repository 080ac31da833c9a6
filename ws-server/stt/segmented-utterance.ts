// What the segmented transcriber keeps about one utterance while it lasts and until its final
// is out: its recognition jobs, the audio kept for readings, and where its pauses stand.
import type { RecognitionJob, RecognitionOptions } from './utterance-recognizer';

/** A final's text, and the confidence and language of the job that read it. */
export interface Reading {
  text: string;
  confidence?: number;
  language?: string;
}

export interface Utterance {
  id: string;
  job: RecognitionJob;
  audio: Buffer[]; // kept only for interim, pause or context readings
  bytes: number;
  interimFromBytes: number;
  interimJob?: RecognitionJob;
  /** Interim passes asked for so far, and the latest of them whose text was shown. */
  interimPasses: number;
  interimShown: number;
  lastInterim: string;
  /** The last interim text announced as ending at a pause. */
  pausedText: string;
  /** The engine was already given silence for the pause in progress. */
  pauseHurried: boolean;
  /** The audio before the pause in progress was already recognised. */
  pauseRecognized: boolean;
  /** The VAD's pause length at the last frame: a shorter one means the voice came back. */
  lastPauseMs: number;
  /** Counts the pauses of the utterance: a reading that comes back after the voice did concerns an old one. */
  pauseCount: number;
  /** The pause in progress is held, its reading still on its way (see holdUnfinishedMs). */
  holdPending?: boolean;
  /** What was said just before, for its finals (see contextFromPrevious). */
  context?: RecognitionOptions['context'];
  /** The pause in progress's reading, started before the pause was long enough to announce it (see readAheadMs). */
  pauseAhead?: { pass: number; job: RecognitionJob; text: Promise<string | undefined> };
  /** The final read ahead at the pause in progress. */
  finalAhead?: { job: RecognitionJob; text: Promise<Reading> };
  finalized: boolean;
  /** Stream time of its first audio (the pre-roll's start). */
  startedAtMs: number;
  /** Stream time at which the utterance ended: its final settles the audio before it. */
  endedAtMs: number;
}

/** An utterance that starts at `startedAtMs` (stream time), its job still to begin. */
export function newUtterance(id: string, startedAtMs: number): Utterance {
  return { id, job: undefined as never, audio: [], bytes: 0, interimFromBytes: 0, interimPasses: 0, interimShown: 0, lastInterim: '', pausedText: '', pauseHurried: false, pauseRecognized: false, lastPauseMs: 0, pauseCount: 0, finalized: false, startedAtMs, endedAtMs: 0 };
}
