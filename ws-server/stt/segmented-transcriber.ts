// A Transcriber for engines that recognise one utterance at a time (pocketsphinx,
// /v1/audio/transcriptions): the VAD cuts the stream, each utterance streams into a
// recognition job, and finals are emitted in speaking order whatever order jobs finish in.
import { toError } from '../../lib/errors/to-error';
import { pcmBytesForMs, pcmDurationMs, silenceLike } from '../audio/pcm';
import { createNoiseReducer } from '../audio/noise-reducer';
import { UtteranceSegmenter } from '../audio/utterance-segmenter';
import { holdPauseWhileUnfinished } from './unfinished-pause-hold';
import type { SegmentedOptions } from './segmented-options';
import { TranscriberError, TRANSCRIPTION_FAILED, utteranceIds, type Transcriber, type TranscriberListener } from './transcriber';
import type { ChannelAdaptation, RecognitionJob, UtteranceRecognizer } from './utterance-recognizer';
import { newUtterance, type Reading, type Utterance } from './segmented-utterance';
import { createInterimReadings } from './interim-readings';

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
  let finalsPending = 0; // utterances ended whose final is not out yet
  /** The last utterance: its audio, its reading to come, and when it ended (stream time). */
  let previous: { pcm: Buffer; text: Promise<string>; endedAtMs: number } | undefined;
  const withContext = options.contextFromPrevious;
  const check = options.speechCheck;
  let closed = false;

  const track = (job: RecognitionJob, result: Promise<string>) => {
    live.add(job);
    return result.finally(() => live.delete(job));
  };
  /** The session is ending: its finals are hurried past other sessions' (they go on, this one closes). */
  let finishing = false;
  const readFinal = (job: RecognitionJob): Promise<Reading> => {
    if (finishing) job.hurry?.();
    return track(job, job.end()).then((text) => ({ text, confidence: job.confidence?.(), language: job.language?.() }));
  };

  const emitInterim = (u: Utterance, text: string, atPause = false) => {
    const clean = text.trim();
    if (closed || u.finalized || !clean) return;
    // Nothing the second opinion has heard as a voice yet: a sound, not words to show.
    if (check && !check.speechSince(u.startedAtMs)) return;
    // Text already shown still matters once the engine says it ends at a pause.
    if (clean === u.lastInterim && (!atPause || clean === u.pausedText)) return;
    u.lastInterim = clean;
    if (atPause) u.pausedText = clean;
    listener.onTranscript({ utteranceId: u.id, text: clean, speechFinal: false, ...(atPause ? { atPause } : {}) });
  };

  const emitFinal = (u: Utterance, { text, confidence, language }: Reading) => {
    u.finalized = true;
    finalsPending--;
    if (closed) return;
    // An utterance the user saw as interim text always gets its final, even if empty.
    if (text.trim() || u.lastInterim) {
      // The speech ended (with its hangover) when the utterance did: the decode since is time the listener has waited.
      const endedAgoMs = Math.max(0, Math.round(streamMs - u.endedAtMs));
      listener.onTranscript({ utteranceId: u.id, text: text.trim(), speechFinal: true, ...(confidence === undefined ? {} : { confidence }), ...(language ? { language } : {}), endedAgoMs });
    }
    listener.onSettled?.(u.endedAtMs);
  };

  const { readSoFar: recognizeSoFar, start: startReading, show: showReading } = createInterimReadings({ recognizer, adaptation, track, emitInterim });
  const dropPauseAhead = (u: Utterance) => {
    u.pauseAhead?.job.abort();
    u.pauseAhead = undefined;
  };

  const reinterpret = (u: Utterance) => {
    // A pause's reading begun early is its newest: a pass after it would hide its text at the pause.
    if (!interimBytes || u.interimJob || u.pauseAhead || u.bytes - u.interimFromBytes < interimBytes) return;
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
      dropPauseAhead(u);
      u.pauseCount++;
      u.pauseRecognized = false;
      u.holdPending = false;
    }
    u.lastPauseMs = paused;
    const aheadMs = atPauses.readAheadMs;
    if (aheadMs !== undefined && aheadMs < atPauses.afterMs && paused >= aheadMs && !u.pauseAhead && !u.pauseRecognized) {
      // Padded with near-silence to the pause it will be announced at: Moonshine hears a sentence
      // end in the silence after it, and read with less of it left "?" and "." off its readings.
      const audio = Buffer.concat([...u.audio, silenceLike(pcmBytesForMs(atPauses.afterMs - paused))]);
      u.pauseAhead = startReading(u, audio);
    }
    if (paused < atPauses.afterMs || u.pauseRecognized) return;
    u.pauseRecognized = true;
    // The reading started as the silence began (a voice back since would have dropped it).
    const ahead = u.pauseAhead;
    u.pauseAhead = undefined;
    const audio = Buffer.concat(u.audio); // one copy of the utterance so far, for both readings
    const read = ahead
      ? ahead.text.then((text) => (text === undefined ? undefined : showReading(u, ahead.pass, text, true)))
      : recognizeSoFar(u, true, audio);
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
    const hold = atPauses.holdUnfinishedMs;
    if (hold !== undefined) {
      const pause = u.pauseCount;
      u.holdPending = true;
      holdPauseWhileUnfinished({
        holdPause: (ms) => segmenter.holdPause(ms),
        holdMs: hold,
        read,
        real: ahead ? u.finalAhead?.text : undefined,
        stillHeld: () => current === u && u.pauseCount === pause && u.holdPending === true,
        settle: () => void (u.holdPending = false),
        lastInterim: () => u.lastInterim,
      });
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
    const startedAtMs = streamMs - pcmDurationMs(audio.length);
    const u = newUtterance(nextId(), startedAtMs);
    const before = previous;
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
    u.endedAtMs = streamMs;
    finalsPending++;
    u.interimJob?.abort();
    // Kept for the next final only when short enough to be its context (see contextFromPrevious).
    const heardPcm = withContext && pcmDurationMs(u.bytes) <= withContext.maxMs ? Buffer.concat(u.audio) : undefined;
    u.audio = [];
    const ahead = u.finalAhead;
    const own = () => readFinal(u.job);
    const read = (): Promise<Reading> =>
      ahead
        ? ahead.text.then(
            (t) => (u.job.abort(), t),
            () => own(),
          )
        : own();
    // Heard as no voice at all: nothing to decode, and an empty final clears any text shown.
    const notSpeech = (): Reading => {
      u.job.abort();
      dropFinalAhead(u);
      return { text: '' };
    };
    const text = check ? check.heardSpeech(u.startedAtMs, u.endedAtMs).then((speech) => (speech ? read() : notSpeech())) : read();
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
      check?.push(frame);
      if (!reducer) return segmenter.push(frame);
      const reduced = reducer.process(frame);
      segmenter.push(reduced, detectOnReduced ? reduced : frame);
    },
    async finish() {
      if (closed) return;
      finishing = true;
      // Finals already waiting for the engine are hurried too; the last utterance's is as it ends.
      for (const job of live) job.hurry?.();
      segmenter.flush();
      await finals;
      closed = true;
      check?.close();
    },
    close() {
      closed = true;
      check?.close();
      for (const job of live) job.abort();
      current?.job.abort();
      current = undefined;
    },
    busy: () => !closed && (current !== undefined || finalsPending > 0),
  };
}

function asTranscriberError(error: unknown): TranscriberError {
  if (error instanceof TranscriberError) return error;
  return new TranscriberError('stt_failed', TRANSCRIPTION_FAILED, toError(error).message);
}
