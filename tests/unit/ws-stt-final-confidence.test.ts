// A final carries the confidence of the reading that became it (the utterance's own job, or the
// one read ahead at its last pause), and nothing where the engine reports none; the decoder's
// confidence is the per-token mean probability of what it wrote, from the raw logits.
import { createSegmentedTranscriber } from '@/ws-server/stt/segmented-transcriber';
import type { RecognitionJob, UtteranceRecognizer } from '@/ws-server/stt/utterance-recognizer';
import { createConfidenceTally, meanProbability, tokenLogProb } from '@/ws-server/stt/moonshine/token-confidence';
import { splitFrames } from '@/ws-server/audio/pcm';
import { silence, tone } from '@/tests/fixtures/engine/synthetic-audio';
import { collectTranscripts } from '@/tests/fixtures/engine/collect-transcripts';

/** Each job reads "job N" with confidence N / 10 (or none), so a final shows which job it came from. */
function numberedRecognizer(reportsConfidence: boolean): UtteranceRecognizer {
  let next = 0;
  return {
    begin(): RecognitionJob {
      const n = ++next;
      return {
        write: () => undefined,
        end: async () => `job ${n}`,
        abort: () => undefined,
        ...(reportsConfidence ? { confidence: () => n / 10 } : {}),
      };
    },
  };
}

async function finalsOf(recognizer: UtteranceRecognizer, audio: Buffer, finalAhead: boolean) {
  const heard = collectTranscripts();
  const transcriber = createSegmentedTranscriber(recognizer, heard, { interimEveryMs: 0, vad: { hangoverMs: 700 }, recognizeAtPauses: finalAhead ? { afterMs: 200, finalAhead } : undefined });
  for (const frame of splitFrames(audio)) transcriber.push(frame);
  await transcriber.finish();
  return heard.finals();
}

const utterance = Buffer.concat([silence(500), tone(800, 220, -20), silence(1200)]);

describe('confidence on finals', () => {
  it("carries the confidence of the utterance's own job", async () => {
    const [final] = await finalsOf(numberedRecognizer(true), utterance, false);
    expect(final).toMatchObject({ text: 'job 1', confidence: 0.1 });
  });

  it('carries the confidence of the reading ahead when that reading is the final', async () => {
    const [final] = await finalsOf(numberedRecognizer(true), utterance, true);
    // Job 1 is the utterance's own, 2 the pause's interim pass, 3 the final read ahead.
    expect(final).toMatchObject({ text: 'job 3', confidence: 0.3 });
  });

  it('has no confidence where the engine reports none', async () => {
    const [final] = await finalsOf(numberedRecognizer(false), utterance, false);
    expect(final.text).toBe('job 1');
    expect(final).not.toHaveProperty('confidence');
  });
});

describe('decoder confidence', () => {
  it("is a token's log-softmax within its row", () => {
    const row = [0, 1, 2, Math.log(3)]; // e^0 + e^1 + e^2 + 3
    const total = 1 + Math.E + Math.E ** 2 + 3;
    expect(tokenLogProb([9, 9, ...row], 2, 4, 2)).toBeCloseTo(2 - Math.log(total), 10);
    expect(Math.exp(tokenLogProb(row, 0, 4, 3))).toBeCloseTo(3 / total, 10);
  });

  it('is the geometric mean of the chosen tokens probabilities, and undefined for none', () => {
    const tally = createConfidenceTally();
    expect(tally.confidence()).toBeUndefined();
    for (const p of [0.9, 0.4, 0.8]) tally.add(Math.log(p));
    expect(tally.confidence()).toBeCloseTo(Math.cbrt(0.9 * 0.4 * 0.8), 10);
    expect(meanProbability(Math.log(0.25), 2)).toBeCloseTo(0.5, 10);
  });
});
