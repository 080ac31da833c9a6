// An engine that prints text at a pause only after hearing enough silence in real time
// (pocketsphinx) is given that silence at once when our VAD has heard a shorter pause, so an
// early answer does not wait for it: once per pause, never for a pause shorter than asked,
// and only into the engine's copy of the audio.
import { createSegmentedTranscriber } from '@/ws-server/stt/segmented-transcriber';
import type { RecognitionJob, UtteranceRecognizer } from '@/ws-server/stt/utterance-recognizer';
import { splitFrames } from '@/ws-server/audio/pcm';
import { silence, tone } from '@/tests/fixtures/engine/synthetic-audio';
import { collectTranscripts } from '@/tests/fixtures/engine/collect-transcripts';

/** Records what each recognition job was written, in chunks. */
function recordingRecognizer() {
  const jobs: { interim: boolean; writes: Buffer[] }[] = [];
  const recognizer: UtteranceRecognizer = {
    begin({ interim }): RecognitionJob {
      const job = { interim: interim === true, writes: [] as Buffer[] };
      jobs.push(job);
      return { write: (pcm) => job.writes.push(pcm), end: async () => 'tell me more', abort: () => undefined };
    },
  };
  return { recognizer, jobs };
}

const quiet = (b: Buffer) => {
  for (let i = 0; i + 1 < b.length; i += 2) if (Math.abs(b.readInt16LE(i)) > 1) return false;
  return true;
};
const speech = (ms: number) => tone(ms, 220, -20);

async function run(audio: Buffer, hurryPauses?: { afterMs: number; padMs: number }) {
  const { recognizer, jobs } = recordingRecognizer();
  const transcriber = createSegmentedTranscriber(recognizer, collectTranscripts(), { interimEveryMs: 0, vad: { hangoverMs: 700 }, hurryPauses });
  const frames = splitFrames(audio);
  for (const frame of frames) transcriber.push(frame);
  await transcriber.finish();
  return { jobs, frames };
}

describe('hurried pauses for engines that print at a pause', () => {
  const audio = Buffer.concat([silence(500), speech(800), silence(300), speech(600), silence(100), speech(400), silence(1000)]);

  it('writes the padding once per pause long enough, into the final job only', async () => {
    const { jobs, frames } = await run(audio, { afterMs: 200, padMs: 430 });
    const finals = jobs.filter((j) => !j.interim);
    expect(finals).toHaveLength(1);
    const frameBytes = new Set(frames.map((f) => f.length));
    // Padding is the only write that is not one of the stream's frames (or the pre-roll).
    const pads = finals[0].writes.filter((w) => w.length === 430 * 32 && quiet(w));
    // The 300 ms pause is hurried; the 100 ms one is not; the end of speech (then 700 ms hangover) is.
    expect(pads).toHaveLength(2);
    expect(finals[0].writes.filter((w) => !frameBytes.has(w.length) && !pads.includes(w))).toHaveLength(1); // the pre-roll start
  });

  it('writes nothing extra when not asked to', async () => {
    const { jobs } = await run(audio);
    expect(jobs[0].writes.some((w) => w.length === 430 * 32)).toBe(false);
  });
});
