// The second opinion on whether an utterance held a voice (ws-server/audio/speech-check.ts) over a
// model whose answer the test decides (a loud window is "speech"), and the segmented transcriber
// that asks it: an utterance heard as no voice shows no text and gets no final, its final never
// decoded; one with a voice is untouched; a broken model costs no words.
import { createSpeechCheck } from '@/ws-server/audio/speech-check';
import type { SileroModel } from '@/ws-server/audio/silero-model';
import { createSegmentedTranscriber } from '@/ws-server/stt/segmented-transcriber';
import type { RecognitionJob, UtteranceRecognizer } from '@/ws-server/stt/utterance-recognizer';
import { splitFrames } from '@/ws-server/audio/pcm';
import { silence, tone } from '@/tests/fixtures/engine/synthetic-audio';
import { collectTranscripts } from '@/tests/fixtures/engine/collect-transcripts';

process.env.LOG_LEVEL = 'silent';

/** "Speech" wherever the window (after its 64 samples of context) is louder than -40 dBFS; the calls counted. */
function loudnessModel() {
  const calls = { count: 0 };
  const model: SileroModel = {
    async probability(input) {
      calls.count++;
      let squares = 0;
      for (let i = 64; i < input.length; i++) squares += input[i] * input[i];
      return Math.sqrt(squares / (input.length - 64)) > 0.01 ? 0.9 : 0.05;
    },
  };
  return { model, calls };
}

const push = (target: { push(frame: Buffer): void }, audio: Buffer) => splitFrames(audio).forEach((f) => target.push(f));

describe('the speech check', () => {
  it('answers for a stretch once its windows are read, however fast the audio came', async () => {
    const { model } = loudnessModel();
    const check = createSpeechCheck(Promise.resolve(model));
    push(check, Buffer.concat([silence(1000), tone(500, 220, -20), silence(1000)])); // a burst, as a replay after a failover comes
    expect(await check.heardSpeech(0, 900)).toBe(false);
    expect(await check.heardSpeech(900, 1600)).toBe(true);
    expect(await check.heardSpeech(1600, 2500)).toBe(false);
    expect(check.speechSince(0)).toBe(true);
    expect(check.speechSince(1600)).toBe(false);
    check.close();
  });

  it('answers at once for a stretch already heard as speech, without waiting for its last windows', async () => {
    let calls = 0;
    // Speech for the first windows, then a model that never answers again (a loop busy decoding).
    const stalling: SileroModel = { probability: () => (++calls <= 5 ? Promise.resolve(0.9) : new Promise<number>(() => undefined)) };
    const check = createSpeechCheck(Promise.resolve(stalling));
    push(check, tone(1000, 220, -20));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await check.heardSpeech(0, 1000)).toBe(true);
    check.close();
  });

  it('counts everything as speech when the model fails to load or to run', async () => {
    const failing = createSpeechCheck(Promise.reject(new Error('no weights')));
    push(failing, silence(500));
    expect(await failing.heardSpeech(0, 500)).toBe(true);
    expect(failing.speechSince(0)).toBe(true);
    const throwing = createSpeechCheck(Promise.resolve<SileroModel>({ probability: () => Promise.reject(new Error('onnx')) }));
    push(throwing, silence(500));
    expect(await throwing.heardSpeech(0, 500)).toBe(true);
  });

  it('counts a stretch older than it remembers as speech, and lets a question waiting on it go when closed', async () => {
    const { model } = loudnessModel();
    const check = createSpeechCheck(Promise.resolve(model));
    push(check, silence(140_000));
    expect(await check.heardSpeech(139_000, 140_000)).toBe(false); // waits for the whole stream
    expect(await check.heardSpeech(0, 1000)).toBe(true); // forgotten by then: the words are kept
    check.close();
    const loading = createSpeechCheck(new Promise<SileroModel>(() => undefined)); // a model still loading
    push(loading, silence(500));
    const waiting = loading.heardSpeech(0, 500);
    loading.close(); // the session ended first
    expect(await waiting).toBe(true);
  });
});

/** A recogniser that reads every utterance as "a question", counting the finals it was asked to decode. */
function countingRecognizer() {
  const decoded = { count: 0 };
  const recognizer: UtteranceRecognizer = {
    begin(): RecognitionJob {
      return { write: () => undefined, end: () => (decoded.count++, Promise.resolve('a question')), abort: () => undefined };
    },
  };
  return { recognizer, decoded };
}

describe('a segmented transcriber with the speech check', () => {
  it('gives an utterance the check heard as no voice no final, and never decodes it', async () => {
    const { recognizer, decoded } = countingRecognizer();
    const heard = collectTranscripts();
    // The check hears nothing quieter than -10 dBFS as speech: the -20 dBFS "knock" is no voice to it.
    const model: SileroModel = { probability: async (input) => (input.slice(64).some((v) => Math.abs(v) > 0.3) ? 0.9 : 0.05) };
    const transcriber = createSegmentedTranscriber(recognizer, heard, { interimEveryMs: 0, vad: { hangoverMs: 300 }, speechCheck: createSpeechCheck(Promise.resolve(model)) });
    push(transcriber, Buffer.concat([silence(500), tone(400, 220, -20), silence(1200)]));
    await transcriber.finish();
    expect(heard.finals()).toEqual([]);
    expect(decoded.count).toBe(0);
  });

  it('leaves an utterance with a voice as it was', async () => {
    const { recognizer, decoded } = countingRecognizer();
    const heard = collectTranscripts();
    const { model } = loudnessModel();
    const transcriber = createSegmentedTranscriber(recognizer, heard, { interimEveryMs: 0, vad: { hangoverMs: 300 }, speechCheck: createSpeechCheck(Promise.resolve(model)) });
    push(transcriber, Buffer.concat([silence(500), tone(800, 220, -20), silence(1200)]));
    await transcriber.finish();
    expect(heard.finals().map((f) => f.text)).toEqual(['a question']);
    expect(decoded.count).toBe(1);
  });

  it('shows no interim text for a sound the check has not heard as a voice, and clears what was shown', async () => {
    const heard = collectTranscripts();
    let interims = 0;
    const recognizer: UtteranceRecognizer = {
      begin: (options) => ({
        write: () => undefined,
        end: () => Promise.resolve(options?.interim ? `reading ${++interims}` : 'a question'),
        abort: () => undefined,
      }),
    };
    const model: SileroModel = { probability: async () => 0.05 };
    const transcriber = createSegmentedTranscriber(recognizer, heard, { interimEveryMs: 200, vad: { hangoverMs: 300 }, speechCheck: createSpeechCheck(Promise.resolve(model)) });
    push(transcriber, silence(500));
    for (const frame of splitFrames(tone(1000, 220, -20))) {
      transcriber.push(frame);
      await new Promise((resolve) => setImmediate(resolve));
    }
    push(transcriber, silence(1200));
    await transcriber.finish();
    expect(interims).toBeGreaterThan(0); // the recogniser read it…
    expect(heard.events).toEqual([]); // …and nothing reached the session
  });
});
