import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { checkPdfStreams } from '@/lib/profile/check-pdf-streams';
import { ResumeLimitError } from '@/lib/profile/resume-limit-error';
import { ResumeRefusedError } from '@/lib/profile/resume-refused-error';
import { RESUME_UNPACK_LIMITS, RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';
import { asciiHex, buildPdf, chainedFilterBomb, objectStream, resumePdf, stream, zlibBomb } from '@/tests/fixtures/pdf-builder';

const MB = 1024 * 1024;
/** A small inflation budget keeps the bombs in these tests small. */
const SMALL = { ...RESUME_UNPACK_LIMITS, pdfInflatedBytes: 1 * MB };
const withStream = (dict: string, data: Buffer | string) => resumePdf({ extra: [stream(dict, data)], contents: [5, 6] });

async function refusal(pdf: Buffer, limits = RESUME_UNPACK_LIMITS): Promise<string> {
  try {
    await checkPdfStreams(pdf, limits);
  } catch (err) {
    if (err instanceof ResumeRefusedError) return `${err.reason}: ${err.message}`;
    if (err instanceof ResumeLimitError) return `${err.limit}: ${err.message}`;
    throw err;
  }
  return 'accepted';
}

const FILTER_REFUSED = `pdf_filter: ${RESUME_UPLOAD_ERRORS.unsupportedPdf}`;
const INFLATED_REFUSED = `pdf_inflated_bytes: ${RESUME_UPLOAD_ERRORS.unpackedTooLarge}`;

describe('checkPdfStreams bounds what pdf.js will decode before it reads the file', () => {
  it('accepts ordinary PDFs: hand-written, the e2e fixture, and one with object and cross-reference streams', async () => {
    expect(await refusal(resumePdf())).toBe('accepted');
    expect(await refusal(readFileSync(path.join(__dirname, '../fixtures/resume.pdf')))).toBe('accepted');
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let i = 0; i < 3; i++) doc.addPage().drawText(`Experience, page ${i + 1}`, { x: 50, y: 700, font, size: 12 });
    const packed = Buffer.from(await doc.save({ useObjectStreams: true }));
    expect(packed.includes('/ObjStm')).toBe(true);
    expect(await refusal(packed)).toBe('accepted');
  });

  it('refuses the [/ASCIIHexDecode /FlateDecode] bomb at once, without inflating it', async () => {
    const bomb = chainedFilterBomb(1024 * MB);
    expect(bomb.length).toBeLessThan(2.2 * MB);
    // CPU time of the whole process (zlib's pool threads included), not the clock: inflating a GB
    // costs seconds of CPU however idle the machine, and refusing at the filter costs almost none.
    const cpuBefore = process.cpuUsage();
    expect(await refusal(bomb)).toBe(FILTER_REFUSED);
    const cpu = process.cpuUsage(cpuBefore);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(2000);
  });

  it.each(['/LZWDecode', '/LZW', '/ASCII85Decode', '/A85', '/ASCIIHexDecode', '/RunLengthDecode', '/JBIG2Decode', '/JPXDecode', '/CCITTFaxDecode', '/BrotliDecode', '/Crypt', '/NoSuchDecode', '[/FlateDecode /FlateDecode]', '[/AHx /Fl]', '7 0 R', '[7 0 R]'])(
    'refuses /Filter %s',
    async (filter) => {
      expect(await refusal(withStream(`/Filter ${filter}`, 'abc'))).toBe(FILTER_REFUSED);
    },
  );

  it.each(['/FlateDecode', '/Fl', '[/FlateDecode]', '/Fl#61teDecode', '/DCTDecode', '/DCT', '[]'])('accepts /Filter %s', async (filter) => {
    expect(await refusal(withStream(`/Filter ${filter}`, deflateSync('q Q')))).toBe('accepted');
  });

  it('reads the filter where pdf.js reads it: /F before /Filter, escaped names, a comment before `stream`', async () => {
    expect(await refusal(withStream('/F /LZW /Filter /FlateDecode', 'abc'))).toBe(FILTER_REFUSED);
    expect(await refusal(withStream('/Filter /L#5aWDecode', 'abc'))).toBe(FILTER_REFUSED);
    const commented = Buffer.from('<< /Filter [/AHx /Fl] /Length 3 >> % a comment\nstream\nabc\nendstream', 'latin1');
    expect(await refusal(resumePdf({ extra: [commented] }))).toBe(FILTER_REFUSED);
  });

  it('refuses an encrypted PDF, whether /Encrypt is in the trailer or in a cross-reference stream', async () => {
    const encrypted = `pdf_encrypted: ${RESUME_UPLOAD_ERRORS.encryptedPdf}`;
    const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>', '<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'];
    expect(await refusal(buildPdf(objects, '/Encrypt 3 0 R '))).toBe(encrypted);
    const xrefStream = stream('/Type /XRef /Size 5 /W [1 2 1] /Root 1 0 R /Encrypt 3 0 R /Filter /FlateDecode', deflateSync(Buffer.alloc(20)));
    expect(await refusal(buildPdf([...objects, xrefStream]))).toBe(encrypted);
  });

  it('refuses Flate streams that inflate past pdfInflatedBytes, one alone or several together', async () => {
    expect(await refusal(withStream('/Filter /FlateDecode', zlibBomb(2 * MB)), SMALL)).toBe(INFLATED_REFUSED);
    const three = resumePdf({ extra: [0, 1, 2].map(() => stream('/Filter /FlateDecode', zlibBomb(400 * 1024))) });
    expect(await refusal(three, SMALL)).toBe(INFLATED_REFUSED);
    const two = resumePdf({ extra: [0, 1].map(() => stream('/Filter /FlateDecode', zlibBomb(400 * 1024))) });
    expect(await refusal(two, SMALL)).toBe('accepted');
  });

  it('counts a Flate stream whose zlib header pdf.js accepts and zlib refuses (a window over 32 KB)', async () => {
    const bomb = zlibBomb(2 * MB);
    let flg = 0;
    while (((0x88 << 8) + flg) % 31 !== 0) flg++;
    const wideWindow = Buffer.concat([Buffer.from([0x88, flg]), bomb.subarray(2)]);
    expect(await refusal(withStream('/Filter /FlateDecode', wideWindow), SMALL)).toBe(INFLATED_REFUSED);
  });

  it('refuses a Flate stream that zlib cannot inflate to its end (pdf.js would read on past the error)', async () => {
    // A stored block "hello", then a stored block whose length check is wrong.
    const corrupt = Buffer.from([0x78, 0x01, 0x00, 0x05, 0x00, 0xfa, 0xff, ...Buffer.from('hello'), 0x01, 0x05, 0x00, 0x00, 0x00, 0x41]);
    expect(await refusal(withStream('/Filter /FlateDecode', corrupt))).toBe(`pdf_stream_corrupt: ${RESUME_UPLOAD_ERRORS.unreadable}`);
  });

  it('looks inside object streams: a stream dictionary there is checked, and what it inflates is counted', async () => {
    const hidden = stream('/Filter [/ASCIIHexDecode /FlateDecode]', asciiHex(zlibBomb(MB)));
    expect(await refusal(resumePdf({ extra: [objectStream(['<< /Kind /Plain >>', hidden], 7)] }))).toBe(FILTER_REFUSED);
    const inner = stream('/Filter /FlateDecode', zlibBomb(2 * MB));
    expect(await refusal(resumePdf({ extra: [objectStream([inner], 7)] }), SMALL)).toBe(INFLATED_REFUSED);
    expect(await refusal(resumePdf({ extra: [objectStream(['<< /Kind /Plain >>', '[1 2 3]'], 7)] }))).toBe('accepted');
  });

  it('sees an object written inside another object, where pdf.js finds it by its offset', async () => {
    const overlapping = Buffer.from('(7 0 obj << /Filter /LZWDecode /Length 3 >>\nstream\nabc\nendstream endobj)', 'latin1');
    expect(await refusal(resumePdf({ extra: [overlapping] }))).toBe(FILTER_REFUSED);
  });

  it('bounds PNG predictor rows, keeps the ones cross-reference streams use', async () => {
    const data = deflateSync(Buffer.alloc(12));
    expect(await refusal(withStream('/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 5 >>', data))).toBe('accepted');
    expect(await refusal(withStream('/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 100000000 >>', data))).toBe(FILTER_REFUSED);
    expect(await refusal(withStream('/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 9 0 R >>', data))).toBe(FILTER_REFUSED);
  });

  it('refuses a stream nested inside another object, and an inline image outside a content stream', async () => {
    const unsupported = `pdf_structure: ${RESUME_UPLOAD_ERRORS.unsupportedPdf}`;
    const nested = Buffer.from('<< /Type /XObject /Inner << /Length 3 >>\nstream\nabc\nendstream >>', 'latin1');
    expect(await refusal(resumePdf({ extra: [nested] }))).toBe(unsupported);
    expect(await refusal(resumePdf({ extra: ['BI /W 1 /H 1 /F [/AHx /Fl] ID 00> EI'] }))).toBe(unsupported);
  });

  it('gives up past pdfScanBytes', async () => {
    const many = resumePdf({ extra: Array.from({ length: 200 }, (_, i) => `<< /Index ${i} /Padding [${'0 '.repeat(50)}] >>`) });
    expect(await refusal(many, { ...RESUME_UNPACK_LIMITS, pdfScanBytes: 16 * 1024 })).toBe(`pdf_scan_bytes: ${RESUME_UPLOAD_ERRORS.unsupportedPdf}`);
    expect(await refusal(many)).toBe('accepted');
  });
});
