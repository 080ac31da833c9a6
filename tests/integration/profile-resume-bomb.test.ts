import { readFileSync } from 'node:fs';
import path from 'node:path';
import { POST } from '@/app/api/resume-upload/route';
import { DEV_SITE_URL } from '@/lib/dev-defaults';
import { EXTRACTION_CHILD_LIMITS } from '@/lib/profile/extract-resume-text';
import { runExtractionChild } from '@/lib/profile/run-extraction-child';
import { RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';
import { chainedFilterBomb } from '@/tests/fixtures/pdf-builder';
import { watchEventLoop } from '../fixtures/watch-event-loop';

// The session is the only thing faked: each test signs in as its own user (the route's limits are per user).
const mockGetUser = jest.fn();
jest.mock('@/lib/supabase/server', () => ({ createServerSupabase: async () => ({ auth: { getUser: mockGetUser } }) }));
let userCount = 0;
beforeEach(() => {
  userCount += 1;
  mockGetUser.mockResolvedValue({ data: { user: { id: `bomb-user-${userCount}`, email: null } }, error: null });
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const MB = 1024 * 1024;
/** CPU time of this thread between two turns of the loop: far above what one turn takes (under 100 ms), far below what pdf.js on this thread took (seconds). */
const RESPONSIVE_MS = 1000;

const upload = (name: string, bytes: Buffer) => {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  return POST(new Request(`${DEV_SITE_URL}/api/resume-upload`, { method: 'POST', body: form }));
};


describe('a resume upload cannot stall the web server', () => {
  it('refuses the 2 MB [/ASCIIHexDecode /FlateDecode] bomb (1 GB decoded) with a clear message while the event loop keeps turning', async () => {
    const bomb = chainedFilterBomb(1024 * MB);
    expect(bomb.length).toBeLessThan(2.2 * MB);
    const rssBefore = process.memoryUsage().rss;
    const stop = watchEventLoop();
    const res = await upload('cv.pdf', bomb);
    const worstDelay = stop();
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: RESUME_UPLOAD_ERRORS.unsupportedPdf, code: 'unprocessable_entity' });
    expect(worstDelay).toBeLessThan(RESPONSIVE_MS);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * MB);
  });

  it('stops a bomb that got past the check in the extraction process, at its memory limit, not in this one', async () => {
    // The check is skipped on purpose: this is the second line, the child's memory watchdog and timeout.
    const bomb = chainedFilterBomb(1024 * MB);
    const rssBefore = process.memoryUsage().rss;
    const stop = watchEventLoop();
    const reading = runExtractionChild('pdf', bomb, { ...EXTRACTION_CHILD_LIMITS, rssMb: 256, pdfPages: 30, maxChars: 400_000 });
    await expect(reading).rejects.toMatchObject({ limit: expect.stringMatching(/^extract_(memory|time)$/) });
    expect(stop()).toBeLessThan(RESPONSIVE_MS);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * MB);
  });

  it('still reads the PDF and DOCX resumes the end-to-end tests upload', async () => {
    const fixtures = path.join(__dirname, '../fixtures');
    const pdf = await upload('resume.pdf', readFileSync(path.join(fixtures, 'resume.pdf')));
    expect(pdf.status).toBe(200);
    expect((await pdf.json()).text).toMatch(/Jordan Example - Senior Data Engineer\s+Built streaming pipelines in Kafka and Flink\./);
    const docx = await upload('resume.docx', readFileSync(path.join(fixtures, 'resume.docx')));
    expect(docx.status).toBe(200);
    expect((await docx.json()).text).toMatch(/Riley Sample - Product Designer\s+Led the redesign of a checkout flow/);
  });
});
