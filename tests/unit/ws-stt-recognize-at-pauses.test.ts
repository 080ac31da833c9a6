// Engines that read only whole utterances (Moonshine) get the audio so far recognised when our
// VAD hears a pause inside an utterance, and that text is announced as ending at a pause, as a
// streaming engine's would be: once per pause, never for a pause shorter than asked.
import { createSegmentedTranscriber } from '@/ws-server/stt/segmented-transcriber';
import type { RecognitionJob, UtteranceRecognizer } from '@/ws-server/stt/utterance-recognizer';
import { pcmDurationMs, splitFrames } from '@/ws-server/audio/pcm';
import { silence, tone } from '@/tests/fixtures/engine/synthetic-audio';
import { collectTranscripts } from '@/tests/fixtures/engine/collect-transcripts';

/** "Recognises" an utterance as one word per 100 ms of audio it was given, and records its jobs. */
function countingRecognizer() {
  const jobs: { interim: boolean; aheadOfTime: boolean; bytes: number }[] = [];
  const recognizer: UtteranceRecognizer = {
    begin({ interim, aheadOfTime }): RecognitionJob {
      const job = { interim: interim === true, aheadOfTime: aheadOfTime === true, bytes: 0 };
      jobs.push(job);
      return {
        write: (pcm) => void (job.bytes += pcm.length),
        end: async () => Array.from({ length: Math.round(job.bytes / 3200) }, () => 'word').join(' '),
        abort: () => undefined,
      };
    },
  };
  return { recognizer, jobs };
}

const speech = (ms: number) => tone(ms, 220, -20);

async function run(audio: Buffer, recognizeAtPauses?: { afterMs: number; finalAhead?: boolean }) {
  const { recognizer, jobs } = countingRecognizer();
  const heard = collectTranscripts();
  const transcriber = createSegmentedTranscriber(recognizer, heard, { interimEveryMs: 0, vad: { hangoverMs: 700 }, recognizeAtPauses });
  for (const frame of splitFrames(audio)) transcriber.push(frame);
  await transcriber.finish();
  return { jobs, heard };
}

describe('recognition at pauses for engines that read whole utterances', () => {
  // Two pauses inside one utterance: 300 ms (long enough) and 100 ms (too short).
  const audio = Buffer.concat([silence(500), speech(800), silence(300), speech(600), silence(100), speech(400), silence(1000)]);

  it('recognises the audio so far once per long enough pause and announces it as ending at a pause', async () => {
    const { jobs, heard } = await run(audio, { afterMs: 200 });
    const atPause = heard.interims().filter((e) => e.atPause);
    // The 300 ms pause and the end of speech (before the 700 ms hangover closes the utterance);
    // not the 100 ms pause.
    expect(atPause).toHaveLength(2);
    expect(jobs.filter((j) => j.interim)).toHaveLength(2);
    // The first pass read the speech before the pause (and the pause so far), not what came after.
    const [first, second] = atPause.map((e) => e.text.split(' ').length);
    expect(first).toBeGreaterThanOrEqual(8);
    expect(first).toBeLessThan(14);
    expect(second).toBeGreaterThanOrEqual(first + 10);
    const finals = heard.finals();
    expect(finals).toHaveLength(1);
    expect(finals[0].text.split(' ').length).toBeGreaterThanOrEqual(second);
  });

  it('reads the final ahead at each pause and keeps the one read at the pause that ended the utterance', async () => {
    const { jobs, heard } = await run(audio, { afterMs: 200, finalAhead: true });
    // One read ahead per long enough pause; the first was dropped when the voice came back.
    const ahead = jobs.filter((j) => j.aheadOfTime);
    expect(ahead).toHaveLength(2);
    const finals = heard.finals();
    expect(finals).toHaveLength(1);
    // The final is the reading at the last pause (200 ms into it), not one after the whole hangover.
    const lastPause = heard.interims().filter((e) => e.atPause).at(-1)!;
    expect(finals[0].text).toBe(lastPause.text);
    const own = await run(audio, { afterMs: 200 });
    expect(own.heard.finals()[0].text.split(' ').length).toBeGreaterThan(finals[0].text.split(' ').length);
  });

  it('recognises nothing early when not asked to', async () => {
    const { jobs, heard } = await run(audio);
    expect(jobs.filter((j) => j.interim)).toHaveLength(0);
    expect(heard.interims()).toHaveLength(0);
  });
});

describe('a pause whose reading sounds unfinished', () => {
  // 900 ms of silence between two stretches of speech: longer than the 500 ms hangover, shorter than the 1300 ms hold.
  const audio = Buffer.concat([silence(500), speech(800), silence(900), speech(600), silence(2000)]);

  /**
   * Reads every utterance as `text`; or refuses the pause passes, as a busy engine does; or reads
   * them `lateMs` of stream time after they were asked for, as a busy engine does too.
   */
  function fixedRecognizer(text: string, pausePasses: 'read' | 'refused' | { lateMs: number } = 'read') {
    let streamMs = 0;
    const waiting: { dueMs: number; resolve: (text: string) => void }[] = [];
    const recognizer: UtteranceRecognizer = {
      begin({ interim }): RecognitionJob {
        return {
          write: () => undefined,
          end: async () => {
            if (interim && pausePasses === 'refused') throw new Error('busy');
            if (interim && typeof pausePasses === 'object') return new Promise<string>((resolve) => waiting.push({ dueMs: streamMs + pausePasses.lateMs, resolve }));
            return text;
          },
          abort: () => undefined,
        };
      },
    };
    /** The stream has reached `ms`: the readings due by then come back. */
    const advance = (ms: number) => {
      streamMs = ms;
      for (const w of waiting.filter((w) => w.dueMs <= ms)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(text);
      }
    };
    return { recognizer, advance };
  }

  async function finalsOf({ recognizer, advance }: ReturnType<typeof fixedRecognizer>, holdUnfinishedMs?: number, stream = audio) {
    const heard = collectTranscripts();
    const transcriber = createSegmentedTranscriber(recognizer, heard, { interimEveryMs: 0, vad: { hangoverMs: 500 }, recognizeAtPauses: { afterMs: 150, finalAhead: true, holdUnfinishedMs } });
    let bytes = 0;
    for (const frame of splitFrames(stream)) {
      transcriber.push(frame);
      bytes += frame.length;
      advance(bytes / 32);
      // Real time enough for each reading to come back before the next frame.
      await new Promise((resolve) => setImmediate(resolve));
    }
    advance(Infinity); // the engine catches up once the stream is over
    await transcriber.finish();
    return heard.finals();
  }

  it('keeps the utterance open across the pause when the speaker stopped mid-phrase', async () => {
    expect(await finalsOf(fixedRecognizer('so I probably sound, uh'), 1300)).toHaveLength(1);
  });

  it('ends it at the usual hangover when the reading ends a sentence', async () => {
    expect(await finalsOf(fixedRecognizer('How would you design it?'), 1300)).toHaveLength(2);
  });

  it('ends it at the usual hangover when the engine refused the pause reading', async () => {
    expect(await finalsOf(fixedRecognizer('so I probably sound, uh', 'refused'), 1300)).toHaveLength(2);
  });

  it('holds the pause for a reading that comes back after the usual hangover, and keeps it open when that reading sounds unfinished', async () => {
    // Asked for 150 ms into the pause, back 500 ms later: 650 ms in, past the 500 ms hangover.
    expect(await finalsOf(fixedRecognizer('so I probably sound, uh', { lateMs: 500 }), 1300)).toHaveLength(1);
  });

  it('ends the pause as soon as a late reading says the sentence ended', async () => {
    expect(await finalsOf(fixedRecognizer('How would you design it?', { lateMs: 500 }), 1300)).toHaveLength(2);
  });

  it('ends the utterance when a late reading says the sentence ended, even if the stream stopped in the pause', async () => {
    const { recognizer, advance } = fixedRecognizer('How would you design it?', { lateMs: 500 });
    const heard = collectTranscripts();
    const transcriber = createSegmentedTranscriber(recognizer, heard, { interimEveryMs: 0, vad: { hangoverMs: 500 }, recognizeAtPauses: { afterMs: 150, finalAhead: true, holdUnfinishedMs: 1300 } });
    // Speech, then 600 ms of silence, then nothing more: the pause is held while its reading is late.
    let bytes = 0;
    for (const frame of splitFrames(Buffer.concat([silence(500), speech(800), silence(600)]))) {
      transcriber.push(frame);
      bytes += frame.length;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(heard.finals()).toHaveLength(0);
    advance(bytes / 32 + 500); // the reading comes back; no frame follows it
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard.finals()).toHaveLength(1);
    await transcriber.finish();
  });

  it('never holds a pause past the unfinished hold, whenever the reading comes back', async () => {
    const longPause = Buffer.concat([silence(500), speech(800), silence(1600), speech(600), silence(2000)]);
    expect(await finalsOf(fixedRecognizer('so I probably sound, uh', { lateMs: 5000 }), 1300, longPause)).toHaveLength(2);
  });

  it('never holds when not asked to', async () => {
    expect(await finalsOf(fixedRecognizer('so I probably sound, uh'))).toHaveLength(2);
    expect(await finalsOf(fixedRecognizer('so I probably sound, uh', { lateMs: 500 }))).toHaveLength(2);
  });
});

describe('an interim pass that a newer one superseded', () => {
  it('never shows its older text after the newer text', async () => {
    // The periodic pass (1 s of audio) comes back only after the pause's pass, which was asked for later.
    const passes: { words: number; resolve: (text: string) => void }[] = [];
    const recognizer: UtteranceRecognizer = {
      begin({ interim }): RecognitionJob {
        let bytes = 0;
        return {
          write: (pcm) => void (bytes += pcm.length),
          end: () => {
            const text = Array.from({ length: Math.round(bytes / 3200) }, () => 'word').join(' ');
            if (!interim) return Promise.resolve(text);
            return new Promise<string>((resolve) => passes.push({ words: Math.round(bytes / 3200), resolve: () => resolve(text) }));
          },
          abort: () => undefined, // the decode had already finished: its text comes back all the same
        };
      },
    };
    const heard = collectTranscripts();
    const transcriber = createSegmentedTranscriber(recognizer, heard, { interimEveryMs: 1000, vad: { hangoverMs: 700 }, recognizeAtPauses: { afterMs: 200 } });
    for (const frame of splitFrames(Buffer.concat([silence(500), speech(1600), silence(300)]))) transcriber.push(frame);
    expect(passes).toHaveLength(2);
    passes[1].resolve('');
    await new Promise((resolve) => setImmediate(resolve));
    passes[0].resolve('');
    await new Promise((resolve) => setImmediate(resolve));
    for (const frame of splitFrames(silence(1000))) transcriber.push(frame);
    await transcriber.finish();
    const interims = heard.interims().map((e) => e.text.split(' ').length);
    expect(interims).toEqual([passes[1].words]);
  });
});

describe('a pause reading begun as the silence starts (readAheadMs)', () => {
  /** Pushes `audio` 20 ms at a time, letting readings come back in between; notes when each pause reading began and was shown. */
  async function stream(audio: Buffer, recognizeAtPauses: { afterMs: number; readAheadMs?: number }) {
    const { recognizer: counting, jobs } = countingRecognizer();
    let ms = 0;
    const begunAtMs: number[] = [];
    const recognizer: UtteranceRecognizer = {
      begin(options) {
        if (options.interim) begunAtMs.push(ms);
        return counting.begin(options);
      },
    };
    const heard = collectTranscripts();
    const shownAtMs: number[] = [];
    const transcriber = createSegmentedTranscriber(recognizer, heard, { interimEveryMs: 0, vad: { hangoverMs: 700 }, recognizeAtPauses });
    for (const frame of splitFrames(audio, 640)) {
      ms += 20;
      transcriber.push(frame);
      await new Promise((resolve) => setImmediate(resolve));
      while (shownAtMs.length < heard.interims().filter((e) => e.atPause).length) shownAtMs.push(ms);
    }
    await transcriber.finish();
    return { jobs, heard, shownAtMs, begunAtMs };
  }

  it('reads the audio as the silence began and announces it only once the pause is long enough', async () => {
    const audio = Buffer.concat([silence(500), speech(1000), silence(300), speech(600), silence(1000)]);
    const ahead = await stream(audio, { afterMs: 200, readAheadMs: 60 });
    const plain = await stream(audio, { afterMs: 200 });
    // The same pauses are announced, at the same stream times: never before the pause is 200 ms long.
    expect(ahead.shownAtMs).toEqual(plain.shownAtMs);
    expect(ahead.shownAtMs).toHaveLength(2);
    // But each reading began 140 ms sooner, 60 ms into its pause (give or take the detector's window),
    expect(ahead.begunAtMs).toHaveLength(2);
    ahead.begunAtMs.forEach((at, i) => expect(plain.begunAtMs[i] - at).toBe(140));
    // and was read over as much audio as the pause's own reading: the rest of the pause as near-silence.
    const words = (r: typeof ahead) => r.heard.interims().filter((e) => e.atPause).map((e) => e.text);
    expect(words(ahead)).toEqual(words(plain));
    // The finals are the same too: the final read ahead hears the pause's real audio.
    expect(ahead.heard.finals().map((e) => e.text)).toEqual(plain.heard.finals().map((e) => e.text));
  });

  it('drops a reading begun in a gap the voice came back from before it was a pause, and shows nothing of it', async () => {
    // A 120 ms gap: over the 60 ms that starts a reading, under the 200 ms that announces one.
    const audio = Buffer.concat([silence(500), speech(1000), silence(120), speech(600), silence(1000)]);
    const ahead = await stream(audio, { afterMs: 200, readAheadMs: 60 });
    // Two readings began (in the gap, and after the speech), and only the second was shown.
    expect(ahead.begunAtMs).toHaveLength(2);
    const atPause = ahead.heard.interims().filter((e) => e.atPause);
    expect(atPause).toHaveLength(1);
    // Its reading holds all 1.6 s of speech, not the words before the gap.
    expect(atPause[0].text.split(' ').length).toBeGreaterThanOrEqual(17);
    expect(ahead.heard.interims().every((e) => e.atPause)).toBe(true);
  });
});

describe('whether a pause read from its first silence sounds unfinished', () => {
  // 900 ms of silence between two stretches of speech: longer than the 500 ms hangover, shorter than the 1300 ms hold.
  const audio = Buffer.concat([silence(500), speech(800), silence(900), speech(600), silence(2000)]);
  const pauseStartsAtMs = 1300;

  /**
   * The early (padded) pause reading says `early`; the final read ahead over the pause's real
   * audio says `real`, or is refused. A `lateAtPauseMs` reading comes back only once the stream
   * is that far into the pause, as on a machine busy with other sessions.
   */
  function twoReadings(early: string, real: string | 'refused', lateAtPauseMs?: number) {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const recognizer: UtteranceRecognizer = {
      begin({ interim, aheadOfTime }): RecognitionJob {
        return {
          write: () => undefined,
          end: async () => {
            if (aheadOfTime && lateAtPauseMs !== undefined) await gate;
            if (aheadOfTime && real === 'refused') throw new Error('busy');
            return interim ? early : aheadOfTime ? real : 'the final';
          },
          abort: () => undefined,
        };
      },
    };
    const atStreamMs = (ms: number) => {
      if (lateAtPauseMs !== undefined && ms >= pauseStartsAtMs + lateAtPauseMs) release();
    };
    return { recognizer, atStreamMs };
  }

  async function finalsOf({ recognizer, atStreamMs }: ReturnType<typeof twoReadings>, readAheadMs?: number) {
    const heard = collectTranscripts();
    const transcriber = createSegmentedTranscriber(recognizer, heard, {
      interimEveryMs: 0,
      vad: { hangoverMs: 500 },
      recognizeAtPauses: { afterMs: 150, readAheadMs, finalAhead: true, holdUnfinishedMs: 1300 },
    });
    let streamMs = 0;
    for (const frame of splitFrames(audio)) {
      transcriber.push(frame);
      streamMs += pcmDurationMs(frame.length);
      atStreamMs(streamMs);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await transcriber.finish();
    return heard;
  }

  it('is judged on the real audio: an early reading that heard a sentence end in the padding does not end a phrase left open', async () => {
    const heard = await finalsOf(twoReadings('I led the migration.', 'I led the migration of the'), 60);
    expect(heard.finals()).toHaveLength(1);
    // The early answer still starts from the early reading, at the pause.
    expect(heard.interims().filter((e) => e.atPause).map((e) => e.text)).toContain('I led the migration.');
  });

  it('ends the utterance at the usual hangover when the real audio ends the sentence', async () => {
    expect((await finalsOf(twoReadings('I led the migration of the', 'I led the migration.'), 60)).finals()).toHaveLength(2);
  });

  it('falls back on the early reading when the reading over the real audio was refused', async () => {
    expect((await finalsOf(twoReadings('I led the migration of the', 'refused'), 60)).finals()).toHaveLength(1);
    expect((await finalsOf(twoReadings('I led the migration.', 'refused'), 60)).finals()).toHaveLength(2);
  });

  it('ends a question the early reading heard at the usual hangover, however late the real audio is read', async () => {
    // A finished question is not joined to what the interviewer says next because a busy machine
    // read it slowly: here the reading comes back only once the voice is back.
    const heard = await finalsOf(twoReadings('Tell me about a time you failed?', 'Tell me about a time you failed?', 1000), 60);
    expect(heard.finals()).toHaveLength(2);
  });

  it('still ends a held pause when a late reading of the real audio finds the sentence finished', async () => {
    expect((await finalsOf(twoReadings('I led the migration of the', 'I led the migration.', 800), 60)).finals()).toHaveLength(2);
  });

  it('keeps a pause the early reading heard end with a full stop held until the real audio is read', async () => {
    // The padding makes full stops, not questions: "I led the migration." waits for the real audio's "…of the".
    expect((await finalsOf(twoReadings('I led the migration.', 'I led the migration of the', 1000), 60)).finals()).toHaveLength(1);
    expect((await finalsOf(twoReadings('I led the migration.', 'I led the migration.', 800), 60)).finals()).toHaveLength(2);
  });

  it('keeps holding a pause the early reading heard as unfinished while the real audio is still being read', async () => {
    expect((await finalsOf(twoReadings('I led the migration of the', 'I led the migration of the', 800), 60)).finals()).toHaveLength(1);
  });

  it('is judged on the pause reading itself when that reading heard the real audio', async () => {
    expect((await finalsOf(twoReadings('I led the migration.', 'I led the migration of the'))).finals()).toHaveLength(2);
  });
});
