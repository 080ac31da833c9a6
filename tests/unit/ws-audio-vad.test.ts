import { EnergyVad, type VadEvent } from '@/ws-server/audio/vad';
import { UtteranceSegmenter } from '@/ws-server/audio/utterance-segmenter';
import { pcmDurationMs, splitFrames } from '@/ws-server/audio/pcm';
import { mix, noise, silence, tone } from '@/tests/fixtures/engine/synthetic-audio';
import { speak } from '@/tests/fixtures/engine/flite-speech';
import { seededRandom } from '@/lib/random/seeded-random';

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

  it('ends speech soon after it stops over noise whose level flickers from window to window', () => {
    // Pink noise heard in 20 ms windows wanders a few dB about its level; its deepest dips are
    // no floor for telling a pause from a voice.
    const random = seededRandom(5);
    const flicker = Buffer.concat(Array.from({ length: 400 }, (_, i) => noise(20, -40 + 2 * gaussian(random), i + 1)));
    const speech = Buffer.concat([silence(3000), tone(1000, 300, -20), silence(4000)]);
    const ends = (vad: EnergyVad) => run(mix(flicker, speech), vad).filter((e) => e.type === 'speech-end').map((e) => e.atMs);
    expect(ends(new EnergyVad())[0]).toBeLessThan(4000 + 1200);
    // The floor at the quietest window lets the flicker keep the speech going.
    expect(ends(new EnergyVad({ floorQuantile: 0 }))[0]).toBeGreaterThan(4000 + 2000);
  });

  it('keeps a soft stretch of dense speech as speech: its quiet windows are not the floor', () => {
    // Every 400 ms one near-silent 20 ms dip, 140 ms of soft voice, 240 ms loud; then 700 ms soft.
    const syllables = Array.from({ length: 10 }, () => Buffer.concat([silence(20), tone(140, 220, -36), tone(240, 220, -20)]));
    const audio = Buffer.concat([silence(500), ...syllables, tone(700, 220, -36), tone(400, 220, -20), silence(1500)]);
    expect(run(audio).map((e) => e.type)).toEqual(['speech-start', 'speech-end']);
    // A floor free to rise to the soft windows' level ends the speech in the soft stretch.
    expect(run(audio, new EnergyVad({ floorMaxAboveQuietestDb: 100 })).map((e) => e.type)).toHaveLength(4);
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

describe('holding a pause open', () => {
  const burst = () => tone(600, 300, -20);
  const eventsWithHold = (pauseMs: number, holdMs: number | undefined) => {
    const vad = new EnergyVad({ hangoverMs: 500 });
    const events: VadEvent[] = [];
    const audio = Buffer.concat([silence(500), burst(), silence(pauseMs), burst(), silence(2000)]);
    let held = false;
    for (const frame of splitFrames(audio)) {
      events.push(...vad.push(frame));
      // Asked for once the pause is 200 ms old, as the transcriber does when a reading sounds unfinished.
      if (!held && vad.pauseMs >= 200) {
        held = true;
        vad.holdPause(holdMs);
      }
    }
    return [...events, ...vad.flush()];
  };

  it('bridges a pause longer than the hangover while held, and splits there when not', () => {
    expect(eventsWithHold(900, 1300).filter((e) => e.type === 'speech-start')).toHaveLength(1);
    expect(eventsWithHold(900, undefined).filter((e) => e.type === 'speech-start')).toHaveLength(2);
  });

  it('still ends the speech once the held pause runs out, dated where the voice stopped', () => {
    const events = eventsWithHold(1800, 1300);
    expect(events.map((e) => e.type)).toEqual(['speech-start', 'speech-end', 'speech-start', 'speech-end']);
    expect(Math.abs(events[1].atMs - 1100)).toBeLessThanOrEqual(40);
  });

  it('lets the hold go when the voice comes back: the next pause has the usual hangover', () => {
    const vad = new EnergyVad({ hangoverMs: 500 });
    const audio = Buffer.concat([silence(500), burst(), silence(300), burst(), silence(900), burst(), silence(2000)]);
    const events: VadEvent[] = [];
    let held = false;
    for (const frame of splitFrames(audio)) {
      events.push(...vad.push(frame));
      if (!held && vad.pauseMs >= 200) {
        held = true;
        vad.holdPause(1300); // the first, short pause only
      }
    }
    // The 900 ms pause after the voice came back ends the speech as usual.
    expect([...events, ...vad.flush()].filter((e) => e.type === 'speech-start')).toHaveLength(2);
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

  it('listens to the signal it is told to hear and delivers the audio it is given (noise reduction ahead of the recogniser only)', () => {
    const heard = Buffer.concat([silence(1000), tone(1000, 300, -20), silence(1500)]);
    const cleaned = Buffer.alloc(heard.length, 1); // what the recogniser is to read instead
    const delivered: Buffer[] = [];
    const segmenter = new UtteranceSegmenter({ onStart: (a) => delivered.push(a), onAudio: (a) => delivered.push(a), onEnd: () => undefined });
    const frames = splitFrames(heard);
    const cleanFrames = splitFrames(cleaned);
    frames.forEach((frame, i) => segmenter.push(cleanFrames[i], frame));
    segmenter.flush();
    const audio = Buffer.concat(delivered);
    expect(pcmDurationMs(audio.length)).toBeGreaterThanOrEqual(1300);
    expect(audio.every((b) => b === 1)).toBe(true);
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

/** A standard normal draw (Box-Muller). */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

describe('quiet speech in a noisy room, and a stream that starts talking', () => {
  /** A "voice": syllables of 120 ms whose loudness and pitch vary, with 30 ms between them, as speech has. */
  const syllables = (ms: number, dbfs: number) =>
    Buffer.concat(Array.from({ length: Math.round(ms / 150) }, (_, i) => Buffer.concat([tone(120, 220 + (i % 3) * 40, dbfs - (i % 2) * 3), silence(30)])));

  it('hears speech held 7 to 10 dB above steady noise, under the 12 dB onset margin', () => {
    const background = noise(6000, -42, 7);
    const quiet = Buffer.concat([silence(3000), syllables(1500, -31.5), silence(1500)]);
    const events = run(mix(background, quiet));
    expect(events.map((e) => e.type)).toEqual(['speech-start', 'speech-end']);
    expect(Math.abs(events[0].atMs - 3000)).toBeLessThanOrEqual(100);
  });

  it('does not hear a 150 ms bump 9 dB above the noise, nor the noise alone', () => {
    expect(run(noise(6000, -42, 3))).toEqual([]);
    expect(run(mix(noise(6000, -42, 5), Buffer.concat([silence(3000), tone(150, 300, -33), silence(2850)])))).toEqual([]);
  });

  it("gives a stream's first utterance the audio from the start when it was talking from the first frame", () => {
    const talking = segment(Buffer.concat([syllables(2400, -20), silence(1500)]));
    expect(talking).toHaveLength(1);
    expect(talking[0].bytes).toBeGreaterThanOrEqual(Buffer.concat([syllables(2400, -20)]).length);
  });

  it('keeps a word the stream opened on, heard before the detector had a floor, when the next words follow within a second', () => {
    // "Eight… the press yard": a short word from the first frame, half a second of quiet, then speech.
    const word = syllables(150, -18);
    const utterances = segment(Buffer.concat([word, silence(450), syllables(1500, -20), silence(1500)]));
    expect(utterances).toHaveLength(1);
    expect(utterances[0].bytes).toBeGreaterThanOrEqual(Buffer.concat([word, silence(450), syllables(1500, -20)]).length);
  });

  it('keeps the usual pre-roll when the stream was quiet before its first words', () => {
    const utterances = segment(Buffer.concat([silence(700), syllables(1500, -20), silence(1500)]));
    expect(utterances).toHaveLength(1);
    // 300 ms of pre-roll, not the 700 ms of silence from the stream's start.
    expect(pcmDurationMs(utterances[0].bytes)).toBeLessThan(300 + 1500 + 700 + 250);
  });
});

describe('a voice that starts quietly', () => {
  /** Words of 100 ms at `dbfs` with `gapMs` of quiet between them: too sparse for either onset. */
  const sparseWords = (ms: number, dbfs: number, gapMs: number) =>
    Buffer.concat(Array.from({ length: Math.round(ms / (100 + gapMs)) }, (_, i) => Buffer.concat([tone(100, 240 + (i % 2) * 60, dbfs), silence(gapMs)])));
  const loud = (ms: number) => Buffer.concat(Array.from({ length: Math.round(ms / 150) }, (_, i) => Buffer.concat([tone(120, 220 + (i % 3) * 40, -24), silence(30)])));
  const starts = (audio: Buffer, vad?: EnergyVad) => run(audio, vad).filter((e) => e.type === 'speech-start').map((e) => e.atMs);

  it('dates the start back to quiet words just before it, 8 dB above the noise but too sparse to start speech', () => {
    // "and I'm saying…" under a cold: 900 ms of quiet words, then the voice grows louder.
    const soft = sparseWords(1040, -34, 160);
    const speech = mix(noise(7000, -42, 11), Buffer.concat([silence(3000), soft, loud(1500), silence(1460)]));
    expect(starts(speech, new EnergyVad({ leadInMs: 0 }))).toHaveLength(1);
    // Without the lead-in the start is where the loud voice is: the quiet words are lost before the pre-roll.
    expect(starts(speech, new EnergyVad({ leadInMs: 0 }))[0]).toBeGreaterThanOrEqual(3000 + soft.length / 32 - 40);
    expect(Math.abs(starts(speech)[0] - 3000)).toBeLessThanOrEqual(40);
  });

  it('dates the start back to whispered words in a quiet room, too quiet to start speech on their own', () => {
    const whisper = sparseWords(1040, -56, 160);
    const speech = mix(noise(6000, -85, 14), Buffer.concat([silence(2000), whisper, loud(1500), silence(1460)]));
    expect(starts(speech, new EnergyVad({ leadInMinDbfs: -50 }))[0]).toBeGreaterThanOrEqual(2000 + 1040 - 40);
    expect(Math.abs(starts(speech)[0] - 2000)).toBeLessThanOrEqual(40);
    // Quieter still is no voice worth reading: the hiss of a capture sits near -70 dBFS.
    const hiss = mix(noise(6000, -85, 15), Buffer.concat([silence(2000), sparseWords(1040, -66, 160), loud(1500), silence(1460)]));
    expect(starts(hiss)[0]).toBeGreaterThanOrEqual(2000 + 1040 - 40);
  });

  it('leaves a start alone for a breath before it, shorter than a word', () => {
    const breath = mix(noise(6000, -85, 16), Buffer.concat([silence(2000), tone(60, 300, -56), silence(100), loud(1500), silence(2340)]));
    expect(starts(breath)[0]).toBeGreaterThanOrEqual(2000 + 160 - 20);
    expect(starts(breath, new EnergyVad({ leadInMinVoicedMs: 0 }))[0]).toBeLessThanOrEqual(2000 + 20);
  });

  it('does not reach back across a gap longer than one between words', () => {
    const soft = sparseWords(520, -34, 160);
    const speech = mix(noise(7000, -42, 12), Buffer.concat([silence(3000), soft, silence(400), loud(1500), silence(1580)]));
    expect(starts(speech)).toEqual([expect.any(Number)]);
    expect(starts(speech)[0]).toBeGreaterThanOrEqual(3000 + soft.length / 32 + 400 - 40);
  });

  it('does not move a start over steady noise whose level flickers', () => {
    const random = seededRandom(9);
    const flicker = Buffer.concat(Array.from({ length: 350 }, (_, i) => noise(20, -40 + 2 * gaussian(random), i + 1)));
    const speech = mix(flicker, Buffer.concat([silence(4000), loud(1500), silence(1500)]));
    expect(starts(speech)).toHaveLength(1);
    expect(starts(speech)[0]).toBeGreaterThanOrEqual(4000 - 220);
  });

  it('never dates a start before the previous speech ended', () => {
    const events = run(Buffer.concat([silence(500), loud(900), silence(800), sparseWords(780, -40, 160), loud(900), silence(1500)]));
    const [, end, next] = events;
    expect(events.map((e) => e.type)).toEqual(['speech-start', 'speech-end', 'speech-start', 'speech-end']);
    expect(next.atMs).toBeGreaterThanOrEqual(end.atMs + 700);
  });

  it('gives the utterance the quiet words before it, with the usual pre-roll', () => {
    const soft = sparseWords(1040, -34, 160);
    const utterances = segment(mix(noise(7000, -42, 13), Buffer.concat([silence(3000), soft, loud(1500), silence(1460)])));
    expect(utterances).toHaveLength(1);
    expect(pcmDurationMs(utterances[0].bytes)).toBeGreaterThanOrEqual(300 + 1040 + 1500);
  });
});
