// What the segmented transcriber asks of an engine that reads one utterance at a time
// (Moonshine, pocketsphinx, an OpenAI-compatible server): a job per reading, fed the
// utterance's audio as it is spoken, which resolves with its text. The same engine serves the
// final reading and the extra ones (interim, at a pause, ahead of time) that a busy engine
// may refuse.
import type { SpokenContext } from './spoken-context';

export interface RecognitionJob {
  /** More audio of the utterance, as it is spoken. */
  write(pcm: Buffer): void;
  /** No more audio: resolves with the utterance's text, or rejects with a TranscriberError. */
  end(): Promise<string>;
  abort(): void;
  /**
   * Its session is ending (the socket closed): an engine that queues finals for a free slot
   * reads this one before the others, which can wait. Engines without a queue leave it out.
   */
  hurry?(): void;
  /** Once end() has resolved, how sure the engine was of that text (0..1), where it says. */
  confidence?(): number | undefined;
  /** Once end() has resolved, the language the engine heard (a BCP-47 tag), where it says. */
  language?(): string | undefined;
}

/**
 * What an engine learnt about one channel's sound from its earlier utterances, carried to the
 * next (pocketsphinx's cepstral mean: the speaker's level and microphone, never their words).
 */
export interface ChannelAdaptation {
  cepstralMean?: string;
}

export interface RecognitionOptions {
  onPartial?: (text: string) => void;
  /** A re-recognition for interim text only: a busy engine may refuse it (end() rejects). */
  interim?: boolean;
  /** A final read ahead of time, at a pause that may yet end the utterance: a busy engine may refuse it. */
  aheadOfTime?: boolean;
  /** The channel's adaptation: engines that adapt read it, and update it from each final. */
  adaptation?: ChannelAdaptation;
  /**
   * For a final: what the same voice said just before (the previous utterance's audio and, once
   * read, its text), when it ended moments before this one began. Engines that can take it
   * (Moonshine) read the utterance as the continuation it is; others ignore it.
   */
  context?: () => Promise<SpokenContext | undefined>;
}

export interface UtteranceRecognizer {
  /** `onPartial` receives interim text where the engine streams it. */
  begin(options: RecognitionOptions): RecognitionJob;
}
