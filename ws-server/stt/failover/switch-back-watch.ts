// When a session on the offline recogniser hands back to the cloud: once a probe of the cloud
// has answered, at the first stretch of quiet at least `quietMs` long (after the speech
// detector's own hangover). The cut falls between utterances, so no utterance is split between
// the two recognisers: the offline one finishes everything said before it, and a fresh cloud
// stream hears everything after it. Quiet comes often in an interview: the interviewer stops to
// listen to the answer.

export class SwitchBackWatch {
  private answered = false;
  private quietSince?: number;

  constructor(private readonly quietMs: number) {}

  /** A probe of the cloud recogniser produced a result. */
  primaryAnswered(): void {
    this.answered = true;
  }

  /** One frame ending at `atMs` of stream time; true when the hand-back should happen now. */
  frame(atMs: number, speech: boolean): boolean {
    if (speech) {
      this.quietSince = undefined;
      return false;
    }
    this.quietSince ??= atMs;
    return this.answered && atMs - this.quietSince >= this.quietMs;
  }

  /** The probe failed, or the hand-back happened: wait for the next probe's answer. */
  reset(): void {
    this.answered = false;
  }
}
