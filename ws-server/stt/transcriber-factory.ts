// How a session gets its transcribers: the server picks the engine once (engines.ts) and hands
// the session this factory, which opens one transcriber per audio channel with what the
// recogniser may use about the session.
import type { AudioSource } from '../upgrade';
import type { Transcriber, TranscriberListener } from './transcriber';

export interface TranscriberContext {
  source: AudioSource;
  resume: string;
  jobDescription: string;
  /** The interview language: "auto" for the recogniser to find it, else a BCP-47 tag ("es", "pt-BR"). */
  language: string;
}

/** May throw a fatal TranscriberError (e.g. pocketsphinx not installed). */
export type TranscriberFactory = (listener: TranscriberListener, context: TranscriberContext) => Transcriber;
