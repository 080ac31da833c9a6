// A segmented transcriber says it is busy while speech is in progress and while a final is still
// being decoded: the echo gate holds the other channel's judgement on it, so a decode that trails
// on a loaded server does not let the interviewer's echo through as the candidate's words.
import { createSegmentedTranscriber } from '@/ws-server/stt/segmented-transcriber';
import type { RecognitionJob, UtteranceRecognizer } from '@/ws-server/stt/utterance-recognizer';
import { splitFrames } from '@/ws-server/audio/pcm';
import { silence, tone } from '@/tests/fixtures/engine/synthetic-audio';
import { collectTranscripts } from '@/tests/fixtures/engine/collect-transcripts';

/** Every final waits until the test lets it go. */
function heldRecognizer() {
  const release: (() => void)[] = [];
  const recognizer: UtteranceRecognizer = {
    begin(): RecognitionJob {
      return {
        write: () => undefined,
        end: () => new Promise<string>((resolve) => release.push(() => resolve('a question'))),
        abort: () => undefined,
      };
    },
  };
  return { recognizer, releaseAll: () => release.splice(0).forEach((go) => go()) };
}

describe('a segmented transcriber that is still busy', () => {
  it('is busy from the first speech until its final is out, and idle in silence', async () => {
    const { recognizer, releaseAll } = heldRecognizer();
    const heard = collectTranscripts();
    const transcriber = createSegmentedTranscriber(recognizer, heard, { interimEveryMs: 0, vad: { hangoverMs: 300 } });
    const push = (audio: Buffer) => splitFrames(audio).forEach((frame) => transcriber.push(frame));

    push(silence(500));
    expect(transcriber.busy?.()).toBe(false);
    push(tone(800, 220, -20));
    expect(transcriber.busy?.()).toBe(true);
    push(silence(1_200));
    // The utterance ended; its decode has not come back.
    expect(heard.finals()).toEqual([]);
    expect(transcriber.busy?.()).toBe(true);
    releaseAll();
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard.finals().map((f) => f.text)).toEqual(['a question']);
    expect(transcriber.busy?.()).toBe(false);
    transcriber.close();
  });
});
