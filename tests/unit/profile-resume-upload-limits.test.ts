import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { POST } from '@/app/api/resume-upload/route';
import { DEV_SITE_URL } from '@/lib/dev-defaults';
import { RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';

// The session is the only thing faked: each test signs in as its own user (the route's rate limit is per user).
const mockGetUser = jest.fn();
jest.mock('@/lib/supabase/server', () => ({ createServerSupabase: async () => ({ auth: { getUser: mockGetUser } }) }));
let userCount = 0;
beforeEach(() => {
  userCount += 1;
  mockGetUser.mockResolvedValue({ data: { user: { id: `resume-user-${userCount}`, email: null } }, error: null });
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

interface ZipPart {
  name: string;
  data: Buffer;
  /** Overrides the uncompressed size written in the headers (a lying header). */
  declaredSize?: number;
}

/** A minimal zip writer (deflate, no data descriptors): local headers, then the central directory. */
function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const packed = deflateRawSync(part.data);
    const size = part.declaredSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(part.data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(part.data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const documentXml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`);
const docxParts = (document: Buffer, declaredSize?: number): ZipPart[] => [
  {
    name: '[Content_Types].xml',
    data: Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
  },
  {
    name: '_rels/.rels',
    data: Buffer.from(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
  },
  { name: 'word/document.xml', data: document, declaredSize },
];
const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/** A PDF written by hand: `pages` pages, each showing one line of text; `extra` streams appended as objects. */
function pdf(pages: number, extraStream?: Buffer): Buffer {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => objects.push(Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'));
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i * 2} 0 R`).join(' ');
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let i = 0; i < pages; i++) {
    const content = `BT /F1 12 Tf 72 720 Td (Resume page ${i + 1}) Tj ET`;
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`);
    add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  if (extraStream) add(Buffer.concat([Buffer.from(`<< /Length ${extraStream.length} /Filter /FlateDecode >>\nstream\n`), extraStream, Buffer.from('\nendstream')]));
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(size);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(obj);
    size += obj.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}

const upload = (name: string, bytes: Buffer) => {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  return POST(new Request(`${DEV_SITE_URL}/api/resume-upload`, { method: 'POST', body: form }));
};

describe('POST /api/resume-upload bounds what a file may unpack to', () => {
  it('still reads an ordinary DOCX and PDF', async () => {
    const docx = await upload('cv.docx', zip(docxParts(documentXml(paragraph('Ada Lovelace') + paragraph('Analyst')))));
    expect(docx.status).toBe(200);
    expect(await docx.json()).toEqual({ text: 'Ada Lovelace\n\nAnalyst' });
    const twoPages = await upload('cv.pdf', pdf(2));
    expect(twoPages.status).toBe(200);
    expect((await twoPages.json()).text).toBe('Resume page 1\nResume page 2');
  });

  it('refuses a zip bomb DOCX with 413, declared honestly or hidden behind a small declared size', async () => {
    const bomb = documentXml(' '.repeat(40 * 1024 * 1024) + paragraph('x'));
    const honest = zip(docxParts(bomb));
    expect(honest.length).toBeLessThan(200 * 1024);
    const res = await upload('cv.docx', honest);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: RESUME_UPLOAD_ERRORS.unpackedTooLarge, code: 'payload_too_large' });
    const lying = await upload('cv.docx', zip(docxParts(bomb, 4096)));
    expect(lying.status).toBe(413);
  });

  it('refuses a DOCX with more parts than a resume has', async () => {
    const padding = Array.from({ length: 600 }, (_, i) => ({ name: `word/media/pad${i}.xml`, data: Buffer.from('<x/>') }));
    const res = await upload('cv.docx', zip([...docxParts(documentXml(paragraph('Ada'))), ...padding]));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe(RESUME_UPLOAD_ERRORS.unpackedTooLarge);
  });

  it('refuses a PDF with more pages than a resume has, before reading them', async () => {
    const res = await upload('cv.pdf', pdf(31));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: RESUME_UPLOAD_ERRORS.tooManyPages, code: 'payload_too_large' });
  });

  it('refuses a PDF whose compressed stream inflates past the limit', async () => {
    const res = await upload('cv.pdf', pdf(1, deflateSync(Buffer.alloc(80 * 1024 * 1024, 0x20))));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe(RESUME_UPLOAD_ERRORS.unpackedTooLarge);
  });

  it('refuses a chunked body without Content-Length once it passes the limit, without reading the rest', async () => {
    let sent = 0;
    const total = 64 * 1024 * 1024;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += 256 * 1024;
        controller.enqueue(new Uint8Array(256 * 1024).fill(0x41));
      },
    });
    const init = { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: stream, duplex: 'half' } as RequestInit;
    const request = new Request(`${DEV_SITE_URL}/api/resume-upload`, init);
    expect(request.headers.get('content-length')).toBeNull();
    const res = await POST(request);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe(RESUME_UPLOAD_ERRORS.tooLarge);
    expect(sent).toBeLessThan(6 * 1024 * 1024 + 512 * 1024);
  });
});
