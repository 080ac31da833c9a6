// The server's Moonshine decode slots: finals wait their turn, extra passes are refused when
// every slot is busy, and the last words of a session that is ending are read before the
// finals of sessions that go on, so a dropped link does not lose them to a busy server. Under
// load (finals waiting) a final is read greedily rather than with the beam.
import { DecodeSlots } from '@/ws-server/stt/moonshine/decode-slots';
import { createMoonshineRecognizer } from '@/ws-server/stt/moonshine/moonshine-recognizer';
import type { MoonshineModel } from '@/ws-server/stt/moonshine/moonshine-model';
import { createSegmentedTranscriber } from '@/ws-server/stt/segmented-transcriber';
import type { RecognitionJob, UtteranceRecognizer } from '@/ws-server/stt/utterance-recognizer';
import { splitFrames } from '@/ws-server/audio/pcm';
import { silence, tone } from '@/tests/fixtures/engine/synthetic-audio';
import { collectTranscripts } from '@/tests/fixtures/engine/collect-transcripts';

/** Takes a slot for each name and records the order in which they get one. */
function queue(slots: DecodeSlots, names: string[], started: string[], hurried: string[] = []) {
  const tickets = new Map(names.map((name) => [name, slots.take({ extra: false, hurried: hurried.includes(name) })]));
  for (const [name, t] of tickets) void t.slot.then(() => started.push(name));
  return tickets;
}
const settle = () => new Promise((r) => setImmediate(r));

describe('decode slots', () => {
  it('runs at most max at once, and the rest in the order they asked', async () => {
    const slots = new DecodeSlots(2);
    const started: string[] = [];
    queue(slots, ['a', 'b', 'c', 'd'], started);
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(slots.queued).toBe(2);
    slots.release();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    slots.release();
    slots.release();
    slots.release();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    // Every slot is free again: two more start at once.
    queue(slots, ['e', 'f'], started);
    await settle();
    expect(started.slice(-2)).toEqual(['e', 'f']);
  });

  it('refuses an extra pass when no slot is free, and never queues it', async () => {
    const slots = new DecodeSlots(1);
    expect(await slots.take({ extra: true }).slot).toBe(true);
    expect(await slots.take({ extra: true }).slot).toBe(false);
    expect(slots.queued).toBe(0);
  });

  it('puts a hurried final ahead of those not hurried, after those hurried before it', async () => {
    const slots = new DecodeSlots(1);
    const started: string[] = [];
    const tickets = queue(slots, ['running', 'b', 'c', 'd', 'e'], started);
    tickets.get('d')!.hurry();
    tickets.get('e')!.hurry();
    tickets.get('d')!.hurry(); // twice: no effect
    const late = slots.take({ extra: false, hurried: true });
    void late.slot.then(() => started.push('late'));
    for (let i = 0; i < 6; i++) {
      slots.release();
      await settle();
    }
    expect(started).toEqual(['running', 'd', 'e', 'late', 'b', 'c']);
  });
});

describe('a segmented session that is ending', () => {
  it('hurries its finals: the one waiting and the last utterance, cut as the session finishes', async () => {
    const hurried: number[] = [];
    let jobs = 0;
    const recognizer: UtteranceRecognizer = {
      begin({ interim }): RecognitionJob {
        const n = ++jobs;
        return {
          write: () => undefined,
          // The first final is still waiting for a slot when the session finishes.
          end: () => new Promise((r) => setTimeout(() => r(interim ? '' : `words ${n}`), n === 1 ? 30 : 0)),
          abort: () => undefined,
          hurry: () => hurried.push(n),
        };
      },
    };
    const heard = collectTranscripts();
    const transcriber = createSegmentedTranscriber(recognizer, heard, { interimEveryMs: 0, vad: { hangoverMs: 300 } });
    const speech = (ms: number) => tone(ms, 220, -20);
    for (const frame of splitFrames(Buffer.concat([silence(300), speech(800), silence(900), speech(700)]))) transcriber.push(frame);
    expect(hurried).toEqual([]);
    await transcriber.finish();
    expect(hurried).toEqual([1, 2]);
    expect(heard.finals().map((f) => f.text)).toEqual(['words 1', 'words 2']);
  });
});

describe('Moonshine under load', () => {
  /** A stand-in model: each read waits until released, and records its beam width. */
  function heldModel() {
    const reads: { text: string; width: number; done: () => void }[] = [];
    const model = {
      read: (pcm: Buffer, _bias: unknown, width = 1) =>
        new Promise<{ text: string }>((resolve) => reads.push({ text: pcm.toString(), width, done: () => resolve({ text: pcm.toString() }) })),
    } as unknown as MoonshineModel;
    return { reads, loadModel: async () => model };
  }

  it('reads a final with the beam when nothing waits, greedily while others wait, and a hurried one first', async () => {
    const { reads, loadModel } = heldModel();
    const recognizer = createMoonshineRecognizer({ modelDir: '/nowhere', maxConcurrency: 1, beamWidth: 4, loadModel });
    const final = (text: string) => {
      const job = recognizer.begin({});
      job.write(Buffer.from(text));
      return job;
    };
    const a = final('a');
    const first = a.end();
    await settle();
    const b = final('b');
    const c = final('c');
    const ending = final('ending');
    const texts = [b.end(), c.end()];
    await settle();
    ending.hurry!();
    texts.push(ending.end());
    await settle();
    expect(reads.map((r) => `${r.text}:${r.width}`)).toEqual(['a:4']);
    reads[0].done();
    await first;
    for (let i = 1; i <= 3; i++) {
      await settle();
      reads[i].done();
    }
    expect(await Promise.all(texts)).toEqual(['b', 'c', 'ending']);
    // The ending session's final went first; those read while others waited were read greedily.
    expect(reads.map((r) => `${r.text}:${r.width}`)).toEqual(['a:4', 'ending:1', 'b:1', 'c:4']);
  });
});
