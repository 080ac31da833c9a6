import { createRecognitionPool } from '@/ws-server/stt/pocketsphinx/recognition-pool';
import { createSegmentedTranscriber } from '@/ws-server/stt/segmented-transcriber';
import type { UtteranceRecognizer } from '@/ws-server/stt/utterance-recognizer';
import { TranscriberError, TRANSCRIPTION_RATE_LIMITED } from '@/ws-server/stt/transcriber';
import { silence, tone } from '@/tests/fixtures/engine/synthetic-audio';
import { collectTranscripts } from '@/tests/fixtures/engine/collect-transcripts';
import { splitFrames } from '@/ws-server/audio/pcm';

/** A recogniser standing in for process spawns: counts live "processes", each decoding for `decodeMs` after its input ends. */
function fakeSpawner(decodeMs = 20) {
  const stats = { live: 0, peak: 0, spawned: 0, interims: 0, killed: 0, bytes: 0 };
  const recognizer: UtteranceRecognizer = {
    begin({ interim }) {
      stats.spawned++;
      if (interim) stats.interims++;
      stats.live++;
      stats.peak = Math.max(stats.peak, stats.live);
      let gone = false;
      let bytes = 0;
      const exit = () => {
        if (!gone) stats.live--;
        gone = true;
      };
      return {
        write: (pcm) => void ((bytes += pcm.length), (stats.bytes += pcm.length)),
        end: () =>
          new Promise<string>((resolve, reject) =>
            setTimeout(() => {
              if (gone) return reject(new Error('killed'));
              exit();
              resolve(`heard ${bytes} bytes`);
            }, decodeMs),
          ),
        abort: () => void (!gone && stats.killed++, exit()),
      };
    },
  };
  return { recognizer, stats };
}

const utterance = () => Buffer.concat([tone(1_200, 300, -20), silence(900)]);

describe('offline recognition pool', () => {
  it('twenty sessions talking at once never run more recognisers than the limit, and every utterance gets its final', async () => {
    const spawner = fakeSpawner();
    const pool = createRecognitionPool(spawner.recognizer, { maxConcurrency: 2, maxQueuedPerSession: 2 });
    const sessions = Array.from({ length: 20 }, () => {
      const heard = collectTranscripts();
      const recognizer = pool.forSession({ onBusy: () => heard.onError(new TranscriberError('stt_rate_limited', TRANSCRIPTION_RATE_LIMITED)) });
      return { heard, transcriber: createSegmentedTranscriber(recognizer, heard, { interimEveryMs: 300 }) };
    });
    const audio = Buffer.concat([silence(500), utterance(), utterance()]);
    for (const frame of splitFrames(audio)) for (const s of sessions) s.transcriber.push(frame);
    await Promise.all(sessions.map((s) => s.transcriber.finish()));

    expect(spawner.stats.peak).toBeLessThanOrEqual(2);
    expect(spawner.stats.live).toBe(0);
    expect(pool.stats()).toMatchObject({ running: 0, queued: 0, dropped: 0 });
    for (const s of sessions) {
      expect(s.heard.finals()).toHaveLength(2);
      expect(s.heard.finals().every((f) => f.text.startsWith('heard '))).toBe(true);
      // Told once per saturation episode, not once per utterance.
      expect(s.heard.errors.length).toBeLessThanOrEqual(1);
    }
    expect(sessions.filter((s) => s.heard.errors.some((e) => e.code === 'stt_rate_limited')).length).toBeGreaterThan(10);
  });

  it('drops interim passes first: none starts while a final waits, and a running one gives its slot to a final', async () => {
    const spawner = fakeSpawner(50);
    const pool = createRecognitionPool(spawner.recognizer, { maxConcurrency: 1 });
    const busy = jest.fn();
    const a = pool.forSession({ onBusy: busy });
    const interim = a.begin({ interim: true });
    interim.write(Buffer.alloc(3200));
    const interimText = interim.end();
    const final = a.begin({});
    expect(spawner.stats.killed).toBe(1); // the interim pass was cut off for the final
    expect(busy).not.toHaveBeenCalled();
    await expect(interimText).rejects.toThrow();
    const waiting = a.begin({});
    expect(busy).toHaveBeenCalledTimes(1);
    // With a final waiting, an interim pass is refused outright.
    const spawned = spawner.stats.spawned;
    await expect(a.begin({ interim: true }).end()).rejects.toThrow(/busy/);
    expect(spawner.stats.spawned).toBe(spawned);
    final.write(Buffer.alloc(100));
    waiting.write(Buffer.alloc(300));
    await expect(final.end()).resolves.toBe('heard 100 bytes');
    await expect(waiting.end()).resolves.toBe('heard 300 bytes');
    expect(spawner.stats.peak).toBe(1);
  });

  it('bounds each session\'s queue and tells the session once per episode', async () => {
    const spawner = fakeSpawner(30);
    const pool = createRecognitionPool(spawner.recognizer, { maxConcurrency: 1, maxQueuedPerSession: 2 });
    const busy = jest.fn();
    const s = pool.forSession({ onBusy: busy });
    const jobs = Array.from({ length: 5 }, () => s.begin({}));
    for (const job of jobs) job.write(Buffer.alloc(10));
    const texts = await Promise.all(jobs.map((j) => j.end()));
    expect(texts).toEqual(['heard 10 bytes', 'heard 10 bytes', 'heard 10 bytes', '', '']);
    expect(pool.stats()).toMatchObject({ dropped: 2, peakRunning: 1, running: 0, queued: 0 });
    expect(busy).toHaveBeenCalledTimes(1);
    // The episode is over (the queue emptied): the next saturation is reported again.
    const next = [s.begin({}), s.begin({})];
    await Promise.all(next.map((j) => j.end()));
    expect(busy).toHaveBeenCalledTimes(2);
  });

  it('an aborted waiting utterance leaves the queue and never spawns', async () => {
    const spawner = fakeSpawner(30);
    const pool = createRecognitionPool(spawner.recognizer, { maxConcurrency: 1 });
    const s = pool.forSession({ onBusy: () => undefined });
    const first = s.begin({});
    const second = s.begin({});
    second.abort();
    await expect(second.end()).resolves.toBe('');
    expect(pool.stats().queued).toBe(0);
    await first.end();
    expect(spawner.stats.spawned).toBe(1);
  });
});
