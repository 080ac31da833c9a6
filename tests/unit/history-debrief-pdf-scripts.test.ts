// The debrief PDF in every script: Hindi, Chinese, Korean, Arabic and accented Latin are drawn
// in embedded subsets of the Noto fonts (text extractable, outlines intact), English still in
// the standard Helvetica with no font file, and the session's language is named.
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { buildDebrief } from '@/lib/history/build-debrief';
import { debriefToMarkdown } from '@/lib/history/debrief-markdown';
import { debriefToPdf } from '@/lib/history/debrief-pdf';
import type { DebriefSessionRow, DebriefTurnRow } from '@/lib/history/debrief-types';

const session = (language: string | null): DebriefSessionRow => ({ id: '0b7c1f7e-8f0a-4a57-9d53-1b2c3d4e5f60', kind: 'live', practice_round: null, source: 'tab', mode: 'manual', title: null, started_at: '2026-11-20T14:00:00.000Z', ended_at: '2026-11-20T14:30:00.000Z', language });
const row = (question: string, answer: string): DebriefTurnRow => ({ id: 't1', question, answer: '', question_at: '2026-11-20T14:01:00Z', candidate_answer: answer, candidate_seconds: 40, feedback: null, question_kind: 'behavioural', screen_thumbnail: null });

const HINDI_Q = 'मुझे किसी ऐसे समय के बारे में बताइए जब आपने किसी सिस्टम का प्रदर्शन बेहतर किया।';
const HINDI_A = 'मेरी पिछली नौकरी में बिक्री के दौरान चेकआउट सेवा धीमी हो जाती थी। मैंने कनेक्शन पूल जोड़ा और देरी 2 सेकंड से घटकर 300 मिलीसेकंड रह गई।';
const CHINESE_Q = '请介绍一下你提升系统性能的一次经历。';
const CHINESE_A = '在上一份工作中，我们的结账服务在促销期间经常超时。我分析了性能瓶颈，并添加了连接池。结果，p95 延迟从 2 秒降到了 300 毫秒。';
const SPANISH_Q = '¿Cuénteme sobre una vez en que mejoró el rendimiento de un sistema?';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text;
}

/** Every embedded TrueType font file of a PDF, decoded. */
async function embeddedFonts(bytes: Uint8Array): Promise<Uint8Array[]> {
  const doc = await PDFDocument.load(bytes);
  const files: Uint8Array[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = object.lookup(PDFName.of('FontFile2'));
    if (file instanceof PDFRawStream) files.push(decodePDFRawStream(file).decode());
  }
  return files;
}

const codePointsOf = (text: string, script: RegExp) => new Set([...text].filter((c) => script.test(c)));
/** The characters of `source` in a script that the extracted text lacks. */
const missing = (text: string, source: string, script: RegExp) => [...codePointsOf(source, script)].filter((c) => !codePointsOf(text, script).has(c));

describe('debrief PDF in every script', () => {
  it('draws a Hindi debrief in Devanagari whose text copies as written, every paragraph word for word', async () => {
    const debrief = buildDebrief(session('hi'), [row(HINDI_Q, HINDI_A)]);
    const text = await pdfText(await debriefToPdf(debrief, 'UTC'));
    expect(text).toContain('Language: Hindi · हिन्दी');
    // The question, the answer and the Hindi notes, improvements and e-mail: each as written,
    // in the order written (a vowel sign drawn before its consonant, as in "कि", or a "र्"
    // drawn after, as in "चर्चा", still copies in its place), with its spaces (a line break
    // reads as one).
    const paragraphs = [HINDI_Q, HINDI_A, ...(debrief.turns[0].feedback?.notes ?? []), ...debrief.improvements, debrief.thankYou?.subject ?? '', ...(debrief.thankYou?.body.split('\n') ?? [])];
    expect(paragraphs.filter((p) => /\p{Script=Devanagari}/u.test(p)).length).toBeGreaterThanOrEqual(10);
    const flowing = text.replace(/\s+/g, ' ');
    for (const paragraph of paragraphs) expect(flowing).toContain(paragraph.replace(/\s+/g, ' ').trim());
    const devanagari = /\p{Script=Devanagari}/u;
    expect(missing(text, paragraphs.join(''), devanagari)).toEqual([]);
    expect(text).not.toContain('?');
    expect(text).not.toMatch(/[\u0000-\u0008\u200b\ufffd]/);
  });

  it('copies a glyph two letters share as the letter drawn, whatever an earlier PDF drew with it', async () => {
    // Noto Sans Devanagari draws "ई" as the glyph of "इ" plus a mark; the font is parsed once
    // per process, so each PDF here lays the glyph out after the other letter did.
    for (const [drawn, other] of [['ई', 'इ'], ['इ', 'ई'], ['ई', 'इ']]) {
      const text = await pdfText(await debriefToPdf(buildDebrief(session('hi'), [row(`${drawn}मेल`, `नई ${drawn}मेल`)]), 'UTC'));
      expect(text).toContain(`नई ${drawn}मेल`);
      expect(text).not.toContain(`${other}मेल`);
    }
  });

  it('draws a Chinese debrief, wrapping between characters, with no "?"', async () => {
    const long = CHINESE_A.repeat(3);
    const bytes = await debriefToPdf(buildDebrief(session('zh-CN'), [row(CHINESE_Q, long)]), 'UTC');
    const text = (await pdfText(bytes)).replace(/\s+/g, '');
    expect(text).toContain(CHINESE_Q);
    expect(text).toContain(long.replace(/\s+/g, ''));
    expect(text.split('Duration')[1]).toMatch(/^:30minLanguage:Chinese\(Mandarin\)\(China\)·中文/);
    expect(text).not.toContain('?');
  });

  it('keeps Spanish accents and draws Polish, Russian, Vietnamese, Korean and Arabic letters', async () => {
    const answer = 'Zażółć gęślą jaźń. Привет, мир. Tiếng Việt có dấu. 한국어 답변입니다. لدي خمس سنوات من الخبرة';
    const bytes = await debriefToPdf(buildDebrief(session('es'), [row(SPANISH_Q, answer)]), 'UTC');
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(SPANISH_Q);
    for (const piece of ['Zażółć gęślą jaźń.', 'Привет, мир.', 'Tiếng Việt có dấu.', '한국어 답변입니다.']) expect(text).toContain(piece);
    // Arabic is shaped (joined forms, right to left; some letters drawn as a dotless form plus a
    // dot): each word copies as written. In this left-to-right line the words run left to right.
    for (const word of ['لدي', 'خمس', 'سنوات', 'من', 'الخبرة']) expect(text).toContain(word);
    expect(text.split(SPANISH_Q).join('')).not.toContain('?');
  });

  it('embeds subsets with intact glyph outlines, so a Hindi or Chinese PDF stays small', async () => {
    const bytes = await debriefToPdf(buildDebrief(session('hi'), [row(HINDI_Q, HINDI_A), { ...row(CHINESE_Q, CHINESE_A), id: 't2' }]), 'UTC');
    // Noto Sans SC alone is 10 MB: only the glyphs used go in.
    expect(bytes.byteLength).toBeLessThan(150_000);
    const fonts = await embeddedFonts(bytes);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const file of fonts) {
      const font = fontkit.create(Buffer.from(file));
      let drawn = 0;
      for (let id = 1; id < font.numGlyphs; id++) if (font.getGlyph(id).path.toSVG() !== '') drawn++;
      // Every glyph but the space has an outline (a misplaced glyph reads as empty or garbage).
      expect(drawn).toBeGreaterThanOrEqual(font.numGlyphs - 2);
    }
  });

  it('draws an English debrief in the standard fonts only, with no font file embedded', async () => {
    const bytes = await debriefToPdf(buildDebrief(session('en'), [row('Tell me about yourself.', 'I build payment systems → fast ones.')]), 'UTC');
    expect(await embeddedFonts(bytes)).toEqual([]);
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('/FontFile2');
    expect(await pdfText(bytes)).toContain('I build payment systems -> fast ones.');
  });
});

describe('debrief Markdown in every script', () => {
  it('keeps the UTF-8 text as written and names the language', () => {
    const md = debriefToMarkdown(buildDebrief(session('hi'), [row(HINDI_Q, HINDI_A)]), 'UTC');
    expect(md).toContain('- Language: Hindi · हिन्दी\n');
    expect(md).toContain(`### 1. ${HINDI_Q}`);
    expect(md).toContain(`> ${HINDI_A}`);
  });

  it('names no language for a session that recorded none', () => {
    expect(debriefToMarkdown(buildDebrief(session(null), []), 'UTC')).not.toContain('Language:');
  });
});
