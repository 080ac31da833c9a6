// Each final can hear the utterance before it (its audio and its text) when that ended moments
// earlier: a speaker who pauses mid-phrase is then read as one phrase, not two fragments. The
// transcriber hands the context over; engines that can use it (Moonshine) read through it.
import { createSegmentedTranscriber } from '@/ws-server/stt/segmented-transcriber';
import type { RecognitionJob, RecognitionOptions, UtteranceRecognizer } from '@/ws-server/stt/utterance-recognizer';
import { pcmDurationMs, splitFrames } from '@/ws-server/audio/pcm';
import { silence, tone } from '@/tests/fixtures/engine/synthetic-audio';
import { collectTranscripts } from '@/tests/fixtures/engine/collect-transcripts';
import type { SpokenContext } from '@/ws-server/stt/spoken-context';

const speech = (ms: number) => tone(ms, 220, -20);

/** Reads utterance n as "part n", and records the context each final was given. */
function recordingRecognizer() {
  const contexts: (SpokenContext | undefined)[] = [];
  let finals = 0;
  const recognizer: UtteranceRecognizer = {
    begin(options: RecognitionOptions): RecognitionJob {
      const final = !options.interim && !options.aheadOfTime;
      const n = final ? ++finals : 0;
      return {
        write: () => undefined,
        end: async () => {
          if (final) contexts[n - 1] = await options.context?.();
          return final ? `part ${n}.` : '';
        },
        abort: () => undefined,
      };
    },
  };
  return { recognizer, contexts };
}

async function contextsFor(audio: Buffer, contextFromPrevious = { gapMs: 2000, maxMs: 8000 }) {
  const { recognizer, contexts } = recordingRecognizer();
  const heard = collectTranscripts();
  const transcriber = createSegmentedTranscriber(recognizer, heard, { vad: { hangoverMs: 500 }, contextFromPrevious });
  for (const frame of splitFrames(audio)) transcriber.push(frame);
  await transcriber.finish();
  return { contexts, finals: heard.finals().map((f) => f.text) };
}

describe('the previous utterance as context for a final', () => {
  it('gives an utterance that follows within the gap the previous one’s audio and text', async () => {
    const { contexts, finals } = await contextsFor(Buffer.concat([silence(500), speech(1000), silence(1200), speech(800), silence(1500)]));
    expect(finals).toEqual(['part 1.', 'part 2.']);
    expect(contexts[0]).toBeUndefined();
    expect(contexts[1]?.text).toBe('part 1.');
    // The first utterance's audio: its speech, pre-roll and hangover, not the second one's.
    const ms = pcmDurationMs(contexts[1]!.pcm.length);
    expect(ms).toBeGreaterThanOrEqual(1000);
    expect(ms).toBeLessThan(1000 + 300 + 700);
  });

  it('leaves out of the context the stretch the next utterance’s pre-roll hears again', async () => {
    // Voice 500-1500 ms; the first utterance (from its 300 ms pre-roll at 200 ms) ends after the
    // 500 ms hangover, near 2000 ms. The next voice at 2100 ms takes its pre-roll from 1800 ms:
    // the context stops there, rather than repeating 1800-2000 ms in the model's ears.
    const { contexts, finals } = await contextsFor(Buffer.concat([silence(500), speech(1000), silence(600), speech(800), silence(1500)]));
    expect(finals).toEqual(['part 1.', 'part 2.']);
    const ms = pcmDurationMs(contexts[1]!.pcm.length);
    expect(ms).toBeGreaterThanOrEqual(1000 + 300);
    expect(ms).toBeLessThanOrEqual(1600 + 40);
  });

  it('gives none after a longer silence, or when the previous utterance was too long to read again', async () => {
    const apart = await contextsFor(Buffer.concat([silence(500), speech(1000), silence(3500), speech(800), silence(1500)]));
    expect(apart.contexts[1]).toBeUndefined();
    const long = await contextsFor(Buffer.concat([silence(500), speech(3000), silence(1200), speech(800), silence(1500)]), { gapMs: 2000, maxMs: 2000 });
    expect(long.contexts[1]).toBeUndefined();
  });

  it('gives none when not asked to', async () => {
    const { recognizer, contexts } = recordingRecognizer();
    const transcriber = createSegmentedTranscriber(recognizer, collectTranscripts(), { vad: { hangoverMs: 500 } });
    for (const frame of splitFrames(Buffer.concat([silence(500), speech(1000), silence(1200), speech(800), silence(1500)]))) transcriber.push(frame);
    await transcriber.finish();
    expect(contexts).toEqual([undefined, undefined]);
  });
});
