// A second Moonshine size for finals: the passes an early answer waits on (interim) read with the
// pause model, finals and read-ahead finals with the finals model, and a finals model that will not
// load leaves finals on the pause model rather than losing them.
import { createMoonshineRecognizer } from '@/ws-server/stt/moonshine/moonshine-recognizer';
import type { MoonshineModel } from '@/ws-server/stt/moonshine/moonshine-model';

/** A model that answers with the folder it was loaded from, so a reading says which model read it. */
function modelFrom(dir: string): MoonshineModel {
  return {
    transcribe: () => Promise.resolve(dir),
    read: () => Promise.resolve({ text: dir, confidence: 1 }),
    biasTowards: () => ({}) as never,
  } as unknown as MoonshineModel;
}

async function read(recognizer: ReturnType<typeof createMoonshineRecognizer>, options: Parameters<typeof recognizer.begin>[0]) {
  const job = recognizer.begin(options);
  job.write(Buffer.alloc(3200));
  return job.end();
}

describe('a Moonshine recogniser with a finals model', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => (logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => logged.mockRestore());
  const messages = () => logged.mock.calls.map(([line]) => (JSON.parse(String(line)) as { msg: string }).msg);

  it('reads interim passes with the pause model, finals and read-ahead finals with the finals model', async () => {
    const loaded: string[] = [];
    const recognizer = createMoonshineRecognizer({
      modelDir: 'tiny',
      finalsModelDir: 'base',
      maxConcurrency: 2,
      loadModel: (dir) => (loaded.push(dir), Promise.resolve(modelFrom(dir))),
    });
    expect(await read(recognizer, { interim: true })).toBe('tiny');
    expect(await read(recognizer, {})).toBe('base');
    expect(await read(recognizer, { aheadOfTime: true })).toBe('base');
    expect(await read(recognizer, { interim: true })).toBe('tiny');
    // Each folder loaded once, however many readings.
    expect(loaded).toEqual(['tiny', 'base']);
  });

  it('keeps finals on the pause model when the finals model will not load, and tries it again later', async () => {
    let baseLoads = 0;
    const recognizer = createMoonshineRecognizer({
      modelDir: 'tiny',
      finalsModelDir: 'base',
      maxConcurrency: 1,
      loadModel: (dir) => {
        if (dir === 'base' && ++baseLoads === 1) return Promise.reject(new Error('truncated model'));
        return Promise.resolve(modelFrom(dir));
      },
    });
    expect(await read(recognizer, {})).toBe('tiny');
    expect(await read(recognizer, {})).toBe('base');
    expect(baseLoads).toBe(2);
    expect(messages()).toEqual(['moonshine_load_failed']);
  });

  it('uses one model for everything when no finals model is named', async () => {
    const loaded: string[] = [];
    const recognizer = createMoonshineRecognizer({ modelDir: 'tiny', maxConcurrency: 1, loadModel: (dir) => (loaded.push(dir), Promise.resolve(modelFrom(dir))) });
    expect(await read(recognizer, { interim: true })).toBe('tiny');
    expect(await read(recognizer, {})).toBe('tiny');
    expect(loaded).toEqual(['tiny']);
  });

  it('refuses a session its pause model is missing from, however the finals model stands', async () => {
    const recognizer = createMoonshineRecognizer({ modelDir: '/nonexistent/tiny', finalsModelDir: '/nonexistent/base', maxConcurrency: 1 });
    await expect(read(recognizer, {})).rejects.toMatchObject({ code: 'stt_unavailable' });
    await expect(read(recognizer, {})).rejects.toMatchObject({ code: 'stt_unavailable' });
    // The missing finals model is said once, not at every final.
    expect(messages()).toEqual(['moonshine_finals_model_missing']);
  });
});
