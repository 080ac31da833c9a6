import { FRAME_BYTES, floatToPcm, fromSamples, pcmBytesForMs, pcmDurationMs, rmsDbfs, splitFrames, toSamples } from '@/ws-server/audio/pcm';
import { decodeWav, encodeWav } from '@/ws-server/audio/wav';
import { downmixToMono, resampleLinear } from '@/ws-server/audio/resample';
import { tone } from '@/tests/fixtures/engine/synthetic-audio';

describe('PCM helpers', () => {
  it('a 100 ms frame at 16 kHz s16le is 3,200 bytes', () => {
    expect(FRAME_BYTES).toBe(3200);
    expect(pcmDurationMs(3200)).toBe(100);
    expect(pcmBytesForMs(100)).toBe(3200);
  });

  it('splits a stream into whole frames with a short tail', () => {
    const frames = splitFrames(Buffer.alloc(3200 * 2 + 100));
    expect(frames.map((f) => f.length)).toEqual([3200, 3200, 100]);
  });

  it('reads samples from an odd-aligned buffer without throwing', () => {
    const backing = Buffer.alloc(9);
    backing.writeInt16LE(-1234, 1);
    backing.writeInt16LE(4321, 3);
    expect(Array.from(toSamples(backing.subarray(1, 5)))).toEqual([-1234, 4321]);
  });

  it('round-trips samples and clips floats to full scale', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768]);
    expect(Array.from(toSamples(fromSamples(samples)))).toEqual(Array.from(samples));
    expect(Array.from(toSamples(floatToPcm([2, -2, 0])))).toEqual([32767, -32767, 0]);
  });

  it('measures a sine at its RMS level in dBFS and silence as -Infinity', () => {
    expect(rmsDbfs(toSamples(tone(200, 440, -20)))).toBeCloseTo(-20, 0);
    expect(rmsDbfs(new Int16Array(320))).toBe(-Infinity);
  });
});

describe('WAV', () => {
  it('writes a 44-byte header that reads back to the same audio', () => {
    const pcm = tone(100, 440, -10);
    const wav = encodeWav(pcm);
    expect(wav.length).toBe(44 + pcm.length);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    const decoded = decodeWav(wav);
    expect(decoded).toMatchObject({ sampleRate: 16000, channels: 1 });
    expect(decoded.pcm.equals(pcm)).toBe(true);
  });

  it('skips extra chunks before the data chunk', () => {
    const wav = encodeWav(Buffer.from([1, 0, 2, 0]), 8000);
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc'), Buffer.from([0])]);
    const withList = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
    expect(Array.from(toSamples(decodeWav(withList).pcm))).toEqual([1, 2]);
  });

  it('refuses what is not a 16-bit PCM WAV', () => {
    expect(() => decodeWav(Buffer.from('hello world, not a wav'))).toThrow(/RIFF/);
  });
});

describe('resampling', () => {
  it('doubles the length from 8 kHz to 16 kHz and interpolates between samples', () => {
    const out = resampleLinear(Int16Array.from([0, 100, 200]), 8000, 16000);
    expect(out.length).toBe(6);
    expect(Array.from(out.slice(0, 4))).toEqual([0, 50, 100, 150]);
  });

  it('keeps a tone at its frequency and level', () => {
    const at8k = toSamples(tone(500, 300, -12)).filter((_, i) => i % 2 === 0); // 8 kHz copy
    const back = resampleLinear(Int16Array.from(at8k), 8000, 16000);
    expect(rmsDbfs(back)).toBeCloseTo(-12, 0);
    // Zero crossings of a 300 Hz tone over 0.5 s: about 300.
    let crossings = 0;
    for (let i = 1; i < back.length; i++) if ((back[i - 1] < 0) !== (back[i] < 0)) crossings++;
    expect(Math.abs(crossings - 300)).toBeLessThanOrEqual(4);
  });

  it('averages stereo into mono', () => {
    expect(Array.from(downmixToMono(Int16Array.from([10, 20, -10, -30]), 2))).toEqual([15, -20]);
  });
});
