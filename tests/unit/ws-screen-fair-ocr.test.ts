// Screen OCR is shared by every session of a server: each user's images wait in their own
// line and the lines are served in turn, so one user's screens cannot keep everyone waiting.
import { FairQueue } from '@/ws-server/limits/fair-queue';
import { createOcrPool, OcrBusyError } from '@/ws-server/screen/ocr-pool';

describe('FairQueue', () => {
  it('serves owners in turn, whatever order their items came in', () => {
    const q = new FairQueue<string>({ maxPerOwner: 10, maxTotal: 100 });
    for (const item of ['a1', 'a2', 'a3', 'b1', 'c1', 'b2']) q.push(item[0], item);
    expect(Array.from({ length: 6 }, () => q.shift())).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(q.shift()).toBeUndefined();
    expect(q.size).toBe(0);
  });

  it("refuses an owner's item past their share, while others may still queue", () => {
    const q = new FairQueue<string>({ maxPerOwner: 2, maxTotal: 3 });
    expect(q.push('a', 'a1')).toBe(true);
    expect(q.push('a', 'a2')).toBe(true);
    expect(q.push('a', 'a3')).toBe(false);
    expect(q.push('b', 'b1')).toBe(true);
    expect(q.push('c', 'c1')).toBe(false);
    expect(q.size).toBe(3);
  });

  it('takes out an item given up while it waits', () => {
    const q = new FairQueue<string>({ maxPerOwner: 5, maxTotal: 5 });
    q.push('a', 'a1');
    q.push('b', 'b1');
    expect(q.remove('a', 'a1')).toBe(true);
    expect(q.remove('a', 'a1')).toBe(false);
    expect(q.shift()).toBe('b1');
    expect(q.drain()).toEqual([]);
  });
});

describe('the OCR pool', () => {
  /** A worker that reads an image's one byte as its label, once released. */
  function fakeWorkers() {
    const read: string[] = [];
    let release: () => void = () => undefined;
    const startWorker = async () => ({
      recognize: async (image: Buffer) => {
        await new Promise<void>((r) => (release = r));
        const text = image.toString('utf8');
        read.push(text);
        return { data: { text } };
      },
      terminate: async () => ({ jobId: 'x', data: undefined }),
    });
    return { read, next: () => release(), startWorker: startWorker as never };
  }
  const image = (label: string) => new Uint8Array(Buffer.from(label));
  const tick = () => new Promise((r) => setTimeout(r, 5));

  it("reads another user's screen after at most one more of a busy user's", async () => {
    const workers = fakeWorkers();
    const pool = createOcrPool({ concurrency: 1, startWorker: workers.startWorker });
    const done = ['a1', 'a2', 'a3', 'a4'].map((l) => pool.recognize(image(l), undefined, 'user-a'));
    const other = pool.recognize(image('b1'), undefined, 'user-b');
    for (let i = 0; i < 5; i++) {
      await tick();
      workers.next();
    }
    await Promise.all([...done, other]);
    expect(workers.read.indexOf('b1')).toBeLessThanOrEqual(2);
    expect(workers.read).toHaveLength(5);
    await pool.close();
  });

  it("refuses a user's images past their share of the queue with OcrBusyError, not everyone's", async () => {
    const workers = fakeWorkers();
    const pool = createOcrPool({ concurrency: 1, maxQueued: 16, maxQueuedPerOwner: 4, startWorker: workers.startWorker });
    const mine = Array.from({ length: 5 }, (_, i) => pool.recognize(image(`a${i}`), undefined, 'user-a'));
    await tick();
    // One is being read; four wait; a sixth has no room.
    await expect(pool.recognize(image('a5'), undefined, 'user-a')).rejects.toBeInstanceOf(OcrBusyError);
    const theirs = pool.recognize(image('b1'), undefined, 'user-b');
    for (let i = 0; i < 6; i++) {
      await tick();
      workers.next();
    }
    await expect(theirs).resolves.toBe('b1');
    await Promise.all(mine);
    await pool.close();
  });
});
