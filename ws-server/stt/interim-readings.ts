// The interim readings of an utterance so far (every so often, and at its pauses): a newer one
// supersedes the one in progress, and an older one that still comes back never shows its text
// after the newer one's.
import type { ChannelAdaptation, RecognitionJob, UtteranceRecognizer } from './utterance-recognizer';
import type { Utterance } from './segmented-utterance';

export interface InterimReadingsOptions {
  recognizer: UtteranceRecognizer;
  adaptation: ChannelAdaptation;
  /** Counts the job as live until its result settles. */
  track: (job: RecognitionJob, result: Promise<string>) => Promise<string>;
  /** Shows the text as the utterance's interim (as ending at a pause or not). */
  emitInterim: (u: Utterance, text: string, atPause: boolean) => void;
}

export function createInterimReadings({ recognizer, adaptation, track, emitInterim }: InterimReadingsOptions) {
  const show = (u: Utterance, pass: number, text: string, atPause: boolean): string => {
    // A pass a newer one superseded may still come back (its decode had finished), even
    // after the newer one: its older text is never shown after the newer one's.
    if (pass > u.interimShown && text.trim()) {
      u.interimShown = pass;
      emitInterim(u, text, atPause);
    }
    return text;
  };
  /**
   * Starts an interim reading of `audio`, superseding the one in progress. Its text is shown as
   * soon as it is back when `showAtPause` is given (as ending at a pause or not), else not yet.
   * `text` resolves with the text read, or undefined when the engine refused or failed.
   */
  const start = (u: Utterance, audio: Buffer, showAtPause?: boolean) => {
    u.interimJob?.abort();
    const pass = ++u.interimPasses;
    const job = recognizer.begin({ interim: true, adaptation });
    u.interimJob = job;
    job.write(audio);
    const text = track(job, job.end())
      .then(
        (read) => (showAtPause === undefined ? read : show(u, pass, read, showAtPause)),
        () => undefined, // refused by a busy engine, or failed: costs nothing, the final still comes
      )
      .finally(() => {
        if (u.interimJob === job) u.interimJob = undefined;
      });
    return { pass, job, text };
  };
  /** Reads the utterance so far and shows it at once. */
  const readSoFar = (u: Utterance, atPause: boolean, audio: Buffer = Buffer.concat(u.audio)): Promise<string | undefined> => start(u, audio, atPause).text;
  return { start, show, readSoFar };
}
