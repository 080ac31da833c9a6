import { ExtractionSlots } from '@/lib/profile/extraction-slots';
import { RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';

const busy = (scope: 'server' | 'user') => expect.objectContaining({ scope, message: scope === 'user' ? RESUME_UPLOAD_ERRORS.stillReading : RESUME_UPLOAD_ERRORS.busy });

describe('ExtractionSlots: how many resumes are read at once', () => {
  it('runs up to the limit, queues a few in order, and refuses the rest at once as busy', async () => {
    const slots = new ExtractionSlots(2, 1);
    const a = await slots.acquire('a');
    const b = await slots.acquire('b');
    const started: string[] = [];
    const c = slots.acquire('c').then((release) => (started.push('c'), release));
    await expect(slots.acquire('d')).rejects.toEqual(busy('server'));
    a();
    const releaseC = await c;
    expect(started).toEqual(['c']);
    // c took a's slot: b and c run, nobody waits, so one more may queue.
    const e = slots.acquire('e');
    b();
    releaseC();
    (await e)();
  });

  it('refuses a second file from the same user while the first is read, and frees the user after', async () => {
    const slots = new ExtractionSlots(4, 4);
    const first = await slots.acquire('user-1');
    await expect(slots.acquire('user-1')).rejects.toEqual(busy('user'));
    (await slots.acquire('user-2'))();
    first();
    first(); // a second release is ignored
    (await slots.acquire('user-1'))();
  });
});
