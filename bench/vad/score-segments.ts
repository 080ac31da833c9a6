// Scores a detector's segments against where speech really was: how much of it was heard, how
// much else was taken for it, how soon each turn's start and end were known, and how often a
// turn was cut in two.
import type { Segment } from './detectors';

export interface Span {
  startMs: number;
  endMs: number;
}

export interface Truth {
  /** Where speech is (sentences, or whole recordings). */
  speech: Span[];
  /** What a listener hears as one turn: a question of several sentences, or one recording. */
  turns: Span[];
  streamMs: number;
}

export interface SegmentScore {
  speechMs: number;
  heardMs: number;
  otherMs: number;
  /** Detected speech outside the truth (its edges forgiven by EDGE_MS). */
  falseMs: number;
  /** Segments that touch no speech at all. */
  falseSegments: number;
  turns: number;
  missedTurns: number;
  /** Per turn found: when its start was known, after it began. */
  startKnownMs: number[];
  /** Per turn found: how far after the true start its start was dated (negative: before). */
  startDatedMs: number[];
  /** Per turn found: when its end was known, after its last word. */
  endKnownMs: number[];
  /** Segment ends inside a turn, before its last word: the turn heard in pieces. */
  splits: number;
}

const EDGE_MS = 200;

const overlap = (a: Span, b: Span) => Math.max(0, Math.min(a.endMs, b.endMs) - Math.max(a.startMs, b.startMs));

export function scoreSegments(segments: Segment[], truth: Truth): SegmentScore {
  const speechMs = truth.speech.reduce((n, s) => n + s.endMs - s.startMs, 0);
  const heardMs = truth.speech.reduce((n, s) => n + segments.reduce((m, g) => m + overlap(s, g), 0), 0);
  const forgiven = truth.speech.map((s) => ({ startMs: s.startMs - EDGE_MS, endMs: s.endMs + EDGE_MS }));
  const forgivenMs = forgiven.reduce((n, s) => n + s.endMs - s.startMs, 0);
  const falseMs = segments.reduce((n, g) => n + (g.endMs - g.startMs) - forgiven.reduce((m, s) => m + overlap(s, g), 0), 0);
  const score: SegmentScore = {
    speechMs,
    heardMs,
    otherMs: truth.streamMs - forgivenMs,
    falseMs: Math.max(0, falseMs),
    falseSegments: segments.filter((g) => !forgiven.some((s) => overlap(s, g) > 0)).length,
    turns: truth.turns.length,
    missedTurns: 0,
    startKnownMs: [],
    startDatedMs: [],
    endKnownMs: [],
    splits: 0,
  };
  for (const turn of truth.turns) {
    const inTurn = segments.filter((g) => overlap(g, turn) > 0);
    if (!inTurn.length) {
      score.missedTurns++;
      continue;
    }
    const first = inTurn[0];
    score.startKnownMs.push(first.startKnownMs - turn.startMs);
    score.startDatedMs.push(first.startMs - turn.startMs);
    const last = inTurn.at(-1)!;
    if (last.endMs >= turn.endMs - 100) score.endKnownMs.push(last.endKnownMs - turn.endMs);
    score.splits += inTurn.filter((g) => g.endMs < turn.endMs - 100).length;
  }
  return score;
}

/** Scores of several streams as one. */
export function mergeScores(scores: SegmentScore[]): SegmentScore {
  const sum = (f: (s: SegmentScore) => number) => scores.reduce((n, s) => n + f(s), 0);
  return {
    speechMs: sum((s) => s.speechMs),
    heardMs: sum((s) => s.heardMs),
    otherMs: sum((s) => s.otherMs),
    falseMs: sum((s) => s.falseMs),
    falseSegments: sum((s) => s.falseSegments),
    turns: sum((s) => s.turns),
    missedTurns: sum((s) => s.missedTurns),
    startKnownMs: scores.flatMap((s) => s.startKnownMs),
    startDatedMs: scores.flatMap((s) => s.startDatedMs),
    endKnownMs: scores.flatMap((s) => s.endKnownMs),
    splits: sum((s) => s.splits),
  };
}
