// The offline recogniser cannot exhaust the machine: many sessions talking at once through
// the server's offline transcriber factory run at most STT_OFFLINE_MAX_CONCURRENCY recogniser
// processes, the rest queue, and each session is told once that transcription is busy. The
// recogniser is a stand-in script in place of pocketsphinx_continuous that counts the stand-ins
// alive when it starts, so the test counts real processes.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngines } from '@/ws-server/engines';
import { splitFrames } from '@/ws-server/audio/pcm';
import { silence, tone } from '@/tests/fixtures/engine/synthetic-audio';
import { collectTranscripts } from '@/tests/fixtures/engine/collect-transcripts';

jest.setTimeout(60_000);

describe('offline recogniser pool, through the engine factory', () => {
  let dir: string;
  let log: string;
  let binary: string;
  let modelDir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'stt-pool-'));
    log = join(dir, 'processes.log');
    binary = join(dir, 'fake_pocketsphinx');
    modelDir = join(dir, 'model');
    mkdirSync(join(modelDir, 'en-us'), { recursive: true });
    writeFileSync(join(modelDir, 'en-us.lm.bin'), '');
    writeFileSync(join(modelDir, 'cmudict-en-us.dict'), '');
    // Reads its audio to the end, "decodes" for 100 ms, prints a hypothesis. On start it logs how
    // many stand-ins are alive, itself included: each leaves its pid in live/, and one the pool
    // killed (an interim pass cut off for a final) is gone or a zombie, so it is not counted.
    const live = join(dir, 'live');
    mkdirSync(live);
    writeFileSync(
      binary,
      `#!/bin/sh\ntouch '${live}'/$$\nn=0\nfor f in '${live}'/*; do s=$(cut -d' ' -f3 "/proc/\${f##*/}/stat" 2>/dev/null); [ -n "$s" ] && [ "$s" != Z ] && n=$((n+1)); done\necho "start $n" >> '${log}'\ncat > /dev/null\nsleep 0.1\necho "tell me more"\nrm -f '${live}'/$$\n`,
    );
    chmodSync(binary, 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The most stand-ins alive at once, as each counted them when it started. */
  function peakProcesses(): { peak: number; total: number } {
    const counts = readFileSync(log, 'utf8').split('\n').filter(Boolean).map((line) => Number(line.split(' ')[1]));
    return { peak: Math.max(...counts), total: counts.length };
  }

  it('twelve sessions speaking at once run at most two recognisers, and every utterance is transcribed', async () => {
    writeFileSync(log, '');
    const engines = await createEngines({
      stt: { provider: 'offline', binary, modelDir, interimEveryMs: 300, hangoverMs: 500, pauseMs: 250, maxConcurrency: 2, noiseReduction: true },
      answers: { provider: 'offline' },
    });
    const sessions = Array.from({ length: 12 }, () => {
      const heard = collectTranscripts();
      return { heard, transcriber: engines.createTranscriber(heard, { source: 'tab', resume: '', jobDescription: '', language: 'en' }) };
    });
    const utterance = () => Buffer.concat([tone(1_200, 300, -20), silence(900)]);
    for (const frame of splitFrames(Buffer.concat([silence(500), utterance(), utterance()]))) {
      for (const s of sessions) s.transcriber.push(frame);
    }
    await Promise.all(sessions.map((s) => s.transcriber.finish()));

    const { peak, total } = peakProcesses();
    process.stdout.write(`offline STT pool: ${total} recogniser processes, at most ${peak} at once\n`);
    expect(peak).toBeLessThanOrEqual(2);
    for (const s of sessions) {
      expect(s.heard.finals().map((f) => f.text)).toEqual(['tell me more', 'tell me more']);
      expect(s.heard.errors.filter((e) => e.code !== 'stt_rate_limited')).toEqual([]);
      expect(s.heard.errors.length).toBeLessThanOrEqual(1);
    }
    // The queue was used, and sessions were told so.
    expect(sessions.some((s) => s.heard.errors.some((e) => e.code === 'stt_rate_limited'))).toBe(true);
  });
});
