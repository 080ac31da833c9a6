// Reads a recording as a session's offline recogniser would: the server's Moonshine settings
// (speech detector, noise reducer, reading at pauses, the beam for finals), and keeps the finals
// with the decoder's confidence in each. No interim passes: they never change a final's text,
// and here they would only slow a run that reads faster than real time.
import { parseConfig } from '../../ws-server/config';
import { pcmBytesForMs, splitFrames } from '../../ws-server/audio/pcm';
import { createMoonshineRecognizer, type MoonshineRecognizer } from '../../ws-server/stt/moonshine/moonshine-recognizer';
import { createMoonshineTranscriber } from '../../ws-server/stt/moonshine/moonshine-transcriber';
import type { TranscriptEvent } from '../../ws-server/stt/transcriber';

export interface Final {
  text: string;
  confidence?: number;
}

export interface FinalsReader {
  read(pcm: Buffer): Promise<Final[]>;
  describe: string;
}

/** Silence around a recording: the detector learns the floor from the first, and the last ends the utterance. */
const LEAD_MS = 500;
const TAIL_MS = 2500;

export function createFinalsReader(env: Record<string, string>): FinalsReader {
  const stt = parseConfig({ ...env, NODE_ENV: 'test', STT_PROVIDER: 'moonshine' }).engines.stt;
  if (stt.provider !== 'moonshine') throw new Error(`unexpected provider ${stt.provider}`);
  const recognizer: MoonshineRecognizer = createMoonshineRecognizer({ modelDir: stt.modelDir, maxConcurrency: 1, beamWidth: stt.beamWidth });
  return {
    describe: `Moonshine ${stt.model} as the server runs it (beam ${stt.beamWidth}, noise reduction ${stt.noiseReduction ? 'on' : 'off'}, pause ${stt.pauseMs} ms)`,
    async read(pcm) {
      const finals: Final[] = [];
      let failure: Error | undefined;
      const transcriber = createMoonshineTranscriber(
        {
          onTranscript: (e: TranscriptEvent) => void (e.speechFinal && e.text && finals.push({ text: e.text, confidence: e.confidence })),
          onError: (error) => void (failure ??= error),
        },
        { recognizer, interimEveryMs: 0, vad: { hangoverMs: stt.hangoverMs }, pauseMs: stt.pauseMs, noiseReduction: stt.noiseReduction },
      );
      const audio = Buffer.concat([Buffer.alloc(pcmBytesForMs(LEAD_MS)), pcm, Buffer.alloc(pcmBytesForMs(TAIL_MS))]);
      for (const frame of splitFrames(audio)) transcriber.push(frame);
      await transcriber.finish();
      if (failure) throw failure;
      return finals;
    },
  };
}
