// The prep sheet PDF: the page's sections in order with every story written out, the interview
// time in the reader's zone and named, and a Hindi application drawn in an embedded Devanagari
// font whose text copies as written.
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { buildPrepSheet } from '@/lib/prep/prep-sheet';
import { prepSheetToPdf } from '@/lib/prep/prep-sheet-pdf';
import type { JobApplication, Story } from '@/lib/prep/prep-types';

const application = (over: Partial<JobApplication>): JobApplication => ({
  id: '3f0e8a52-1c1b-4c55-9d7e-0a4b5c6d7e8f',
  company: 'Acme',
  role: 'Senior Data Engineer',
  jobDescription: 'Design and run batch data pipelines into our warehouse; own data quality. Python, SQL, Airflow.',
  resumeVersionId: null,
  interviewAt: '2026-12-01T14:00:00.000Z',
  round: 'Onsite',
  notes: 'Ask about the on-call rota.\nBring the architecture diagram.',
  language: 'en',
  archivedAt: null,
  isPrimary: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const PIPELINE: Story = {
  id: 's1',
  title: 'Nightly pipeline rebuild',
  situation: 'Our nightly batch pipeline into the warehouse failed twice a week.',
  task: 'Make the batch pipeline reliable before quarter end.',
  action: 'I rebuilt it in Airflow with data quality checks and alerts.',
  result: 'Failures dropped from two a week to one a quarter.',
  tags: ['pipeline', 'data quality'],
  figures: 'two a week to one a quarter',
  applicationIds: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function embeddedFontCount(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  let count = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor') && object.lookup(PDFName.of('FontFile2')) instanceof PDFRawStream) count++;
  }
  return count;
}

describe('prep sheet PDF', () => {
  it('has the header, the sections in the page order, each story written out and "no story yet"', async () => {
    const sheet = buildPrepSheet({ application: application({}), resumeName: 'Data resume', stories: [PIPELINE], profileLanguage: null });
    const bytes = await prepSheetToPdf(sheet, 'Europe/Berlin');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Prep sheet');
    expect(text).toContain('Senior Data Engineer at Acme');
    expect(text).toContain('Interview: Tuesday, December 1, 2026 at 3:00 PM GMT+1');
    expect(text).toContain('Round: Onsite');
    expect(text).toContain('Resume: Data resume');
    const order = ['Likely questions', 'Questions to ask the employer', 'Notes'].map((h) => text.indexOf(h));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const q of sheet.questions) expect(text).toContain(q.text);
    for (const q of sheet.questionsToAsk) expect(text).toContain(q.text);
    expect(text).toContain('Story: Nightly pipeline rebuild');
    expect(text).toContain('Action: I rebuilt it in Airflow with data quality checks and alerts.');
    expect(text).toContain('Story: no story yet');
    expect(text).toContain('Ask about the on-call rota. Bring the architecture diagram.');
    // English needs no font file: Helvetica is built into every reader.
    expect(await embeddedFontCount(bytes)).toBe(0);
  });

  it('says where each story was told, under the story and in a list of its own, dates in the reader’s zone', async () => {
    const told = [{ storyId: PIPELINE.id, title: PIPELINE.title, rounds: [{ storyId: PIPELINE.id, sessionId: 'r1', round: 1, at: '2026-11-28T23:30:00.000Z' }] }];
    const sheet = buildPrepSheet({ application: application({}), resumeName: 'Data resume', stories: [PIPELINE], profileLanguage: null, told });
    expect(sheet.questions.some((q) => q.story?.id === PIPELINE.id)).toBe(true);
    const text = await pdfText(await prepSheetToPdf(sheet, 'Europe/Berlin'));
    expect(text).toContain('Already told to Acme Nightly pipeline rebuild Told on Nov 29, round 1');
    expect(text).toMatch(/Story: Nightly pipeline rebuild Told on Nov 29, round 1/);
  });

  it('names UTC when no zone is given, and says when no interview is scheduled', async () => {
    const utc = await pdfText(await prepSheetToPdf(buildPrepSheet({ application: application({}), resumeName: 'Main resume', stories: [], profileLanguage: null })));
    expect(utc).toContain('Interview: Tuesday, December 1, 2026 at 2:00 PM UTC');
    const none = await pdfText(await prepSheetToPdf(buildPrepSheet({ application: application({ interviewAt: null, notes: '' }), resumeName: 'Main resume', stories: [], profileLanguage: null })));
    expect(none).toContain('Interview: Not scheduled');
    expect(none).toContain('No notes for this application yet.');
  });

  it("draws a Hindi application's questions, stories and notes in an embedded Devanagari font, copying as written", async () => {
    const story: Story = {
      ...PIPELINE,
      title: 'डेडलाइन से पहले रिलीज़',
      situation: 'हमारी टीम को दो हफ़्ते में नया फ़ीचर रिलीज़ करना था।',
      action: 'मैंने काम को प्राथमिकता के हिसाब से बाँटा और रोज़ समीक्षा की।',
      result: 'हमने डेडलाइन से दो दिन पहले रिलीज़ किया।',
      tags: ['डेडलाइन', 'प्राथमिकता'],
    };
    const sheet = buildPrepSheet({
      application: application({ language: 'hi', role: 'डेटा इंजीनियर', company: 'एक्मे', jobDescription: 'हमें डेडलाइन और प्राथमिकता संभालने वाला इंजीनियर चाहिए।', notes: 'टीम लीड से ऑन-कॉल के बारे में पूछना है।' }),
      resumeName: 'मुख्य रिज़्यूमे',
      stories: [story],
      profileLanguage: null,
    });
    expect(sheet.questions.some((q) => q.story?.id === 's1')).toBe(true);
    const bytes = await prepSheetToPdf(sheet, 'Asia/Kolkata');
    const text = await pdfText(bytes);
    expect(text).toContain('डेटा इंजीनियर at एक्मे');
    expect(text).toContain('Language: Hindi · हिन्दी');
    for (const q of sheet.questions) expect(text).toContain(q.text);
    expect(text).toContain('Story: डेडलाइन से पहले रिलीज़');
    expect(text).toContain('हमने डेडलाइन से दो दिन पहले रिलीज़ किया।');
    expect(text).toContain('टीम लीड से ऑन-कॉल के बारे में पूछना है।');
    expect(text).not.toMatch(/\ufffd/u);
    // The story fits several questions: written out once, then pointed to.
    const fitted = sheet.questions.map((q, i) => (q.story ? i : -1)).filter((i) => i >= 0);
    expect(fitted.length).toBeGreaterThan(1);
    expect(text.split('Result: हमने डेडलाइन से दो दिन पहले रिलीज़ किया।')).toHaveLength(2);
    expect(text).toContain(`Story: डेडलाइन से पहले रिलीज़ (written out under question ${fitted[0] + 1})`);
    expect(await embeddedFontCount(bytes)).toBeGreaterThanOrEqual(1);
  });
});
