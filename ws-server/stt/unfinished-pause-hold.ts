// How long a pause inside an utterance may last before it ends the utterance, decided by what the
// speaker said up to it: a phrase left open ("…the migration of the") holds the pause open, a
// finished sentence ends it at the usual hangover (see sounds-unfinished.ts for why).
import { endsQuestion, soundsUnfinished } from './sounds-unfinished';
import type { Reading } from './segmented-utterance';

export interface UnfinishedPauseHold {
  /** Sets the hangover of the pause in progress (undefined: the usual one; see UtteranceSegmenter.holdPause). */
  holdPause(ms: number | undefined): void;
  /** Silence that ends a pause whose reading sounds unfinished. */
  holdMs: number;
  /** The pause's own reading (the early one, when it began before the pause was long enough); undefined when the pass was cut short. */
  read: Promise<string | undefined>;
  /**
   * The final read ahead over the pause's real audio, when the pause's own reading heard padding
   * instead of the room's tail (read ahead of the pause).
   */
  real?: Promise<Reading>;
  /** Still the same pause of the same utterance, still waiting for its verdict. */
  stillHeld(): boolean;
  /** The verdict is in: nothing later changes this pause's hold. */
  settle(): void;
  /** The latest text shown for the utterance, for a reading that came back empty. */
  lastInterim(): string;
}

/** Holds the pause in progress until its reading says how the speech was going, then ends or keeps it. */
export function holdPauseWhileUnfinished({ holdPause, holdMs, read, real, stillHeld, settle, lastInterim }: UnfinishedPauseHold): void {
  holdPause(holdMs);
  // Read as nothing (a pass cut short): the latest text read says how it was going.
  const heardIn = (text: string | undefined) => (text?.trim() ? text : text === undefined ? undefined : lastInterim());
  const judge = (text: string | undefined) => {
    const heard = heardIn(text);
    holdPause(heard === undefined || !soundsUnfinished(heard) ? undefined : holdMs);
  };
  const decide = (text: string | undefined) => {
    if (!stillHeld()) return;
    settle();
    judge(text);
  };
  if (!real) {
    void read.then(decide);
    return;
  }
  // The early reading heard near-silence where the pause's real tail was, and hears a sentence end
  // in it that the real audio leaves open ("I led the migration." for "…migration of the"): the
  // final read ahead over the real audio decides, or the early reading if that one was refused. A
  // question is the exception: the padding does not make one, and a question must end at the usual
  // hangover however long the beam reading takes on a busy machine, or the next sentence joins it.
  void read.then((text) => {
    const heard = heardIn(text);
    if (stillHeld() && heard !== undefined && endsQuestion(heard)) judge(text);
  });
  void real.then((r) => r.text, () => read).then(decide);
}
