// What a session needs from the engines, as small interfaces the server wires to the real
// adapters (stt/, llm/) and tests or benchmarks wire to fakes.
import type { Transcriber, TranscriberListener } from '../stt/transcriber';
import type { AudioSource } from '../upgrade';

export interface TranscriberContext {
  source: AudioSource;
  resume: string;
  jobDescription: string;
  /** The interview language: "auto" for the recogniser to find it, else a BCP-47 tag ("es", "pt-BR"). */
  language: string;
}

/** May throw a fatal TranscriberError (e.g. pocketsphinx not installed). */
export type TranscriberFactory = (listener: TranscriberListener, context: TranscriberContext) => Transcriber;

// The answer engines' own interface (llm/answer-engine.ts), used as is.
export type { AnswerEngine, AnswerRequest } from '../llm/answer-engine';
