// A Transcriber for engines that recognise one utterance at a time (pocketsphinx,
// /v1/audio/transcriptions): the VAD cuts the stream, each utterance streams into a
// recognition job, and finals are emitted in speaking order whatever order jobs finish in.
import { toError } from '../../lib/errors/to-error';
import { pcmBytesForMs, pcmDurationMs } from '../audio/pcm';
import { createNoiseReducer } from '../audio/noise-reducer';
import { UtteranceSegmenter } from '../audio/utterance-segmenter';
import { soundsUnfinished } from './sounds-unfinished';
import type { SpokenContext } from './spoken-context';
import type { SegmenterLimits, VadThresholds } from '../audio/vad-thresholds';
import { TranscriberError, TRANSCRIPTION_FAILED, utteranceIds, type Transcriber, type TranscriberListener } from './transcriber';

export interface RecognitionJob {
  /** More audio of the utterance, as it is spoken. */
  write(pcm: Buffer): void;
  /** No more audio: resolves with the utterance's text, or rejects with a TranscriberError. */
  end(): Promise<string>;
  abort(): void;
  /** Once end() has resolved, how sure the engine was of that text (0..1), where it says. */
  confidence?(): number | undefined;
  /** Once end() has resolved, the language the engine heard (a BCP-47 tag), where it says. */
  language?(): string | undefined;
}

/** A final's text, and the confidence and language of the job that read it. */
interface Reading {
  text: string;
  confidence?: number;
  language?: string;
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

export interface SegmentedOptions {
  /** Re-recognise the utterance so far this often while it lasts, for interim text; 0 = never. */
  interimEveryMs?: number;
  vad?: Partial<VadThresholds>;
  limits?: Partial<SegmenterLimits>;
  /** The engine streams text only when its own VAD hears a pause (pocketsphinx): such interims are `atPause`. */
  partialsAtPauses?: boolean;
  /**
   * For engines that print at a pause only after hearing a long enough one in real time
   * (pocketsphinx): once our VAD has heard this much silence inside an utterance, that much
   * more silence (`padMs`) is written to the engine at once, so it prints without waiting.
   */
  hurryPauses?: { afterMs: number; padMs: number };
  /**
   * For engines that only read whole utterances (Moonshine): once our VAD has heard this much
   * silence inside an utterance, the audio so far is recognised at once and its text announced
   * as ending at a pause, as a streaming engine's would be (an early answer may start there).
   */
  recognizeAtPauses?: {
    afterMs: number;
    /**
     * Also read the audio so far as the final would be read (Moonshine: with the beam), and if
     * the utterance then ends with no voice after this pause, that reading is its final: the
     * hangover's silence adds no words, and the final no longer waits for a decode after it.
     */
    finalAhead?: boolean;
    /**
     * When that reading sounds unfinished (a hesitation, a clause left open, no full stop: see
     * sounds-unfinished.ts), the utterance is kept open until this much silence instead of the
     * usual hangover, so a speaker who stops to think is not cut mid-phrase. Until the reading is
     * back the pause is held too: on a busy server the reading of a long utterance can take longer
     * than the hangover, and cutting the phrase whenever the engine is slow would make the rule
     * hold only on an idle one. A reading that ends a sentence ends it as usual, at once if the
     * hangover is already past; one the engine refused ends it as usual too. So a busy engine
     * delays a final by at most this hold, never more.
     */
    holdUnfinishedMs?: number;
  };
  /**
   * Give each final the previous utterance as context (RecognitionOptions.context) when it ended at
   * most `gapMs` before this one began, lasted at most `maxMs`, and was read with at least
   * `minConfidence`: a speaker who pauses mid-phrase is otherwise read as two fragments, and the
   * words either side of the cut are misheard.
   */
  contextFromPrevious?: { gapMs: number; maxMs: number; minConfidence?: number };
  /**
   * The streaming noise reducer ahead of the recogniser: under a fan's or an office's steady
   * noise the recognisers lose most words. In a quiet room it leaves the audio nearly alone (see
   * its gate), so the cost there is its 32 ms of delay.
   */
  noiseReduction?: boolean;
  /**
   * What the speech detector reads behind the reducer. 'input' (the default): the signal as it
   * came, whose pauses stand plainly above a steady noise; behind the reducer its leftover
   * "musical" noise kept 10 dB speech going for 30 s in one utterance (Moonshine, replay
   * benchmark). 'reduced': the cleaned signal, as pocketsphinx was measured with.
   */
  detectOn?: 'input' | 'reduced';
  nextId?: () => string;
}

interface Utterance {
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
  /** The final read ahead at the pause in progress. */
  finalAhead?: { job: RecognitionJob; text: Promise<Reading> };
  finalized: boolean;
}

export function createSegmentedTranscriber(
  recognizer: UtteranceRecognizer,
  listener: TranscriberListener,
  options: SegmentedOptions = {},
): Transcriber {
  const nextId = options.nextId ?? utteranceIds();
  const interimBytes = pcmBytesForMs(options.interimEveryMs ?? 0);
  const live = new Set<RecognitionJob>();
  const adaptation: ChannelAdaptation = {};
  let current: Utterance | undefined;
  let finals: Promise<void> = Promise.resolve();
  let streamMs = 0; // audio pushed so far
  /** The last utterance: its audio, its reading to come, and when it ended (stream time). */
  let previous: { pcm: Buffer; text: Promise<string>; endedAtMs: number } | undefined;
  const withContext = options.contextFromPrevious;
  let closed = false;

  const track = (job: RecognitionJob, result: Promise<string>) => {
    live.add(job);
    return result.finally(() => live.delete(job));
  };
  const readFinal = (job: RecognitionJob): Promise<Reading> => track(job, job.end()).then((text) => ({ text, confidence: job.confidence?.(), language: job.language?.() }));

  const emitInterim = (u: Utterance, text: string, atPause = false) => {
    const clean = text.trim();
    if (closed || u.finalized || !clean) return;
    // Text already shown still matters once the engine says it ends at a pause.
    if (clean === u.lastInterim && (!atPause || clean === u.pausedText)) return;
    u.lastInterim = clean;
    if (atPause) u.pausedText = clean;
    listener.onTranscript({ utteranceId: u.id, text: clean, speechFinal: false, ...(atPause ? { atPause } : {}) });
  };

  const emitFinal = (u: Utterance, { text, confidence, language }: Reading) => {
    u.finalized = true;
    // An utterance the user saw as interim text always gets its final, even if empty.
    if (closed || (!text.trim() && !u.lastInterim)) return;
    listener.onTranscript({ utteranceId: u.id, text: text.trim(), speechFinal: true, ...(confidence === undefined ? {} : { confidence }), ...(language ? { language } : {}) });
  };

  /**
   * Recognises the utterance so far as interim text; a newer pass supersedes an older one.
   * Resolves with the text read, or undefined when the engine refused or failed.
   */
  const recognizeSoFar = (u: Utterance, atPause: boolean, audio = Buffer.concat(u.audio)): Promise<string | undefined> => {
    u.interimJob?.abort();
    const pass = ++u.interimPasses;
    const job = recognizer.begin({ interim: true, adaptation });
    u.interimJob = job;
    job.write(audio);
    return track(job, job.end())
      .then(
        (text) => {
          // A pass a newer one superseded may still come back (its decode had finished), even
          // after the newer one: its older text is never shown after the newer one's.
          if (pass > u.interimShown && text.trim()) {
            u.interimShown = pass;
            emitInterim(u, text, atPause);
          }
          return text;
        },
        () => undefined, // refused by a busy engine, or failed: costs nothing, the final still comes
      )
      .finally(() => {
        if (u.interimJob === job) u.interimJob = undefined;
      });
  };

  const reinterpret = (u: Utterance) => {
    if (!interimBytes || u.interimJob || u.bytes - u.interimFromBytes < interimBytes) return;
    u.interimFromBytes = u.bytes;
    recognizeSoFar(u, false);
  };

  const hurry = options.hurryPauses;
  const hurryPause = (u: Utterance) => {
    if (!hurry) return;
    const paused = segmenter.pauseMs;
    if (paused === 0) u.pauseHurried = false;
    else if (paused >= hurry.afterMs && !u.pauseHurried) {
      u.pauseHurried = true;
      // Only the engine's copy: interim re-recognitions and the timeline keep the real audio.
      u.job.write(silenceLike(pcmBytesForMs(hurry.padMs)));
    }
  };

  const atPauses = options.recognizeAtPauses;
  const dropFinalAhead = (u: Utterance) => {
    u.finalAhead?.job.abort();
    u.finalAhead = undefined;
  };
  const recognizePause = (u: Utterance) => {
    // The utterance's last frame: its pause became its end, and the final follows.
    if (!atPauses || segmenter.ending) return;
    const paused = segmenter.pauseMs;
    // The voice came back (within the frame, if not at its end): a new pause is read anew, and
    // the final read ahead misses what it says.
    if (paused === 0) u.pauseRecognized = false;
    if (paused < u.lastPauseMs) {
      dropFinalAhead(u);
      u.pauseCount++;
      u.pauseRecognized = false;
      u.holdPending = false;
    }
    u.lastPauseMs = paused;
    if (paused < atPauses.afterMs || u.pauseRecognized) return;
    u.pauseRecognized = true;
    const audio = Buffer.concat(u.audio); // one copy of the utterance so far, for both readings
    const read = recognizeSoFar(u, true, audio);
    const hold = atPauses.holdUnfinishedMs;
    if (hold !== undefined) {
      const pause = u.pauseCount;
      segmenter.holdPause(hold);
      u.holdPending = true;
      void read.then((text) => {
        // Still this utterance's same pause, still held: a sentence that ended (or no reading) ends it as usual.
        if (current !== u || u.pauseCount !== pause || !u.holdPending) return;
        u.holdPending = false;
        // Read as nothing (a pass cut short): the latest text read says how it was going.
        const heard = text?.trim() ? text : text === undefined ? undefined : u.lastInterim;
        if (heard === undefined || !soundsUnfinished(heard)) segmenter.holdPause(undefined);
      });
    }
    if (atPauses.finalAhead) {
      dropFinalAhead(u);
      // Read after the pause's own pass, which an early answer waits on, not beside it.
      const job = recognizer.begin({ adaptation, aheadOfTime: true, context: u.context });
      const text = read.then(() => {
        if (closed) job.abort();
        job.write(audio);
        return readFinal(job);
      });
      text.catch(() => undefined); // refused or failed: the utterance's own job reads the final
      u.finalAhead = { job, text };
    }
  };

  const onAudio = (audio: Buffer) => {
    const u = current;
    if (!u || audio.length === 0) return;
    u.job.write(audio);
    u.bytes += audio.length;
    if (interimBytes || atPauses || withContext) u.audio.push(audio);
    hurryPause(u);
    recognizePause(u);
    reinterpret(u);
  };

  const onStart = (audio: Buffer) => {
    const u: Utterance = { id: nextId(), job: undefined as never, audio: [], bytes: 0, interimFromBytes: 0, interimPasses: 0, interimShown: 0, lastInterim: '', pausedText: '', pauseHurried: false, pauseRecognized: false, lastPauseMs: 0, pauseCount: 0, finalized: false };
    const before = previous;
    const startedAtMs = streamMs - pcmDurationMs(audio.length);
    if (withContext && before && startedAtMs - before.endedAtMs <= withContext.gapMs) {
      // This utterance's pre-roll may reach back into the previous one's closing hangover: that
      // stretch is heard once, here, not twice.
      const overlapBytes = Math.max(0, pcmBytesForMs(before.endedAtMs - startedAtMs));
      const pcm = before.pcm.subarray(0, Math.max(0, before.pcm.length - overlapBytes));
      u.context = async () => {
        const text = await before.text;
        return text.trim() && pcm.length > 0 ? { pcm, text } : undefined;
      };
    }
    u.job = recognizer.begin({ adaptation, context: u.context, onPartial: (text) => emitInterim(u, text, options.partialsAtPauses === true) });
    current = u;
    onAudio(audio);
  };

  const onEnd = () => {
    const u = current;
    if (!u) return;
    current = undefined;
    u.interimJob?.abort();
    // Kept for the next final only when short enough to be its context (see contextFromPrevious).
    const heardPcm = withContext && pcmDurationMs(u.bytes) <= withContext.maxMs ? Buffer.concat(u.audio) : undefined;
    u.audio = [];
    const ahead = u.finalAhead;
    const own = () => readFinal(u.job);
    const text = ahead
      ? ahead.text.then(
          (t) => (u.job.abort(), t),
          () => own(),
        )
      : own();
    // Handled in the chain below, possibly only after it fails: without this Node counts the
    // failure as unhandled (and exits) when an earlier final is still being decoded.
    text.catch(() => undefined);
    // A reading the engine was unsure of (another language, noise) is no context to lean on.
    const sure = (r: Reading) => r.confidence === undefined || r.confidence >= (withContext?.minConfidence ?? 0);
    previous = heardPcm ? { pcm: heardPcm, text: text.then((r) => (sure(r) ? r.text : ''), () => ''), endedAtMs: streamMs } : undefined;
    finals = finals.then(() =>
      text.then(
        (reading) => emitFinal(u, reading),
        (error: unknown) => {
          if (!closed) listener.onError(asTranscriberError(error));
          emitFinal(u, { text: u.lastInterim });
        },
      ),
    );
  };

  const segmenter = new UtteranceSegmenter({ onStart, onAudio, onEnd }, { vad: options.vad, limits: options.limits });
  const reducer = options.noiseReduction === true ? createNoiseReducer() : undefined;
  const detectOnReduced = options.detectOn === 'reduced';

  return {
    push(frame) {
      if (closed) return;
      streamMs += pcmDurationMs(frame.length);
      if (!reducer) return segmenter.push(frame);
      const reduced = reducer.process(frame);
      segmenter.push(reduced, detectOnReduced ? reduced : frame);
    },
    async finish() {
      if (closed) return;
      segmenter.flush();
      await finals;
      closed = true;
    },
    close() {
      closed = true;
      for (const job of live) job.abort();
      current?.job.abort();
      current = undefined;
    },
  };
}

/** Near-silence (±1 of 32768, a fixed pattern): digital zeros give a recogniser's log energy nothing to measure. */
function silenceLike(bytes: number): Buffer {
  const out = Buffer.alloc(bytes - (bytes % 2));
  for (let i = 0; i < out.length; i += 2) out.writeInt16LE(((i >> 1) * 7919) % 3 - 1, i);
  return out;
}

function asTranscriberError(error: unknown): TranscriberError {
  if (error instanceof TranscriberError) return error;
  return new TranscriberError('stt_failed', TRANSCRIPTION_FAILED, toError(error).message);
}
