import { EnergyVad, type VadEvent } from '@/ws-server/audio/vad';
import { UtteranceSegmenter } from '@/ws-server/audio/utterance-segmenter';
import { pcmDurationMs, splitFrames } from '@/ws-server/audio/pcm';
import { mix, noise, silence, tone } from '@/tests/fixtures/engine/synthetic-audio';
import { speak } from '@/tests/fixtures/engine/flite-speech';

function run(audio: Buffer, vad = new EnergyVad()): VadEvent[] {
  const events = splitFrames(audio).flatMap((frame) => vad.push(frame));
  return [...events, ...vad.flush()];
}

function segment(audio: Buffer) {
  const utterances: { startMs: number; endMs: number; bytes: number }[] = [];
  const segmenter = new UtteranceSegmenter({
    onStart: (a, atMs) => utterances.push({ startMs: atMs, endMs: -1, bytes: a.length }),
    onAudio: (a) => (utterances[utterances.length - 1].bytes += a.length),
    onEnd: (atMs) => (utterances[utterances.length - 1].endMs = atMs),
  });
  for (const frame of splitFrames(audio)) segmenter.push(frame);
  segmenter.flush();
  return utterances;
}

describe('energy VAD on synthetic signals', () => {
  it('never hears speech in digital silence', () => {
    expect(run(silence(3000))).toEqual([]);
  });

  it('never hears speech in steady noise present from the start', () => {
    expect(run(noise(5000, -35))).toEqual([]);
  });

  it('finds a tone burst after silence, starting within a window of its onset', () => {
    const events = run(Buffer.concat([silence(1000), tone(800, 300, -20), silence(1500)]));
    expect(events.map((e) => e.type)).toEqual(['speech-start', 'speech-end']);
    expect(Math.abs(events[0].atMs - 1000)).toBeLessThanOrEqual(20);
    expect(Math.abs(events[1].atMs - 1800)).toBeLessThanOrEqual(20);
  });

  it('bridges a pause shorter than the hangover and splits at a longer one', () => {
    const vad = new EnergyVad();
    const short = run(Buffer.concat([silence(500), tone(500, 300, -20), silence(300), tone(500, 300, -20), silence(1500)]), vad);
    expect(short.filter((e) => e.type === 'speech-start')).toHaveLength(1);
    const long = run(Buffer.concat([silence(500), tone(500, 300, -20), silence(1200), tone(500, 300, -20), silence(1500)]));
    expect(long.filter((e) => e.type === 'speech-start')).toHaveLength(2);
  });

  it('ignores a click shorter than the onset time', () => {
    expect(run(Buffer.concat([silence(500), tone(40, 1000, -6), silence(1000)]))).toEqual([]);
  });

  it('ignores a signal below the absolute speech level, however quiet the room', () => {
    expect(run(Buffer.concat([silence(500), tone(1000, 300, -60), silence(1000)]))).toEqual([]);
  });

  it('hears tone bursts 15 dB above steady background noise', () => {
    const background = noise(6000, -45, 7);
    const bursts = Buffer.concat([silence(3000), tone(700, 250, -30), silence(1300), tone(700, 250, -30), silence(300)]);
    const events = run(mix(background, bursts));
    expect(events.filter((e) => e.type === 'speech-start').map((e) => Math.round(e.atMs / 100) * 100)).toEqual([3000, 5000]);
  });

  it('lets a steady sound that starts mid-stream go once it becomes the noise floor', () => {
    const events = run(Buffer.concat([silence(1000), noise(8000, -30, 3)]));
    expect(events.map((e) => e.type)).toEqual(['speech-start', 'speech-end']);
    expect(events[1].atMs).toBeLessThan(1000 + 3000 + 100);
  });
});

describe('energy VAD on flite speech', () => {
  const question = speak('Tell me about a time you had a conflict with a coworker.');
  const speechMs = pcmDurationMs(question.length);

  it('hears one utterance covering the spoken question', () => {
    const events = run(Buffer.concat([silence(800), question, silence(1500)]));
    expect(events.map((e) => e.type)).toEqual(['speech-start', 'speech-end']);
    expect(events[0].atMs).toBeGreaterThanOrEqual(800);
    expect(events[0].atMs).toBeLessThan(800 + 400);
    expect(events[1].atMs).toBeGreaterThan(800 + speechMs - 500);
    expect(events[1].atMs).toBeLessThanOrEqual(800 + speechMs);
  });

  it('hears two questions separated by a second of silence as two utterances, even over noise', () => {
    const second = speak('Walk me through your last project.', 'awb');
    const speech = Buffer.concat([silence(800), question, silence(1200), second, silence(1200)]);
    const events = run(mix(speech, noise(pcmDurationMs(speech.length), -55, 11)));
    expect(events.filter((e) => e.type === 'speech-start')).toHaveLength(2);
  });
});

describe('utterance segmenter', () => {
  it('delivers each utterance with its pre-roll and all the audio until the hangover ends it', () => {
    const utterances = segment(Buffer.concat([silence(1000), tone(1000, 300, -20), silence(1500)]));
    expect(utterances).toHaveLength(1);
    expect(utterances[0].startMs).toBe(1000);
    // 300 ms pre-roll + 1000 ms tone + hangover, rounded to the 100 ms frames it arrived in.
    const ms = pcmDurationMs(utterances[0].bytes);
    expect(ms).toBeGreaterThanOrEqual(1300 + 700);
    expect(ms).toBeLessThanOrEqual(1300 + 700 + 200);
  });

  it('cuts a monologue at the length cap and carries on', () => {
    const utterances: number[] = [];
    let ended = 0;
    const segmenter = new UtteranceSegmenter(
      { onStart: () => utterances.push(0), onAudio: () => undefined, onEnd: () => ended++ },
      { limits: { maxUtteranceMs: 1000 }, vad: { floorWindowMs: 60_000 } },
    );
    for (const frame of splitFrames(Buffer.concat([silence(500), tone(2500, 300, -20), silence(1000)]))) segmenter.push(frame);
    segmenter.flush();
    expect(utterances.length).toBeGreaterThanOrEqual(2);
    expect(ended).toBe(utterances.length);
  });
});
