// npm run bench:debrief-pdf: how long the debrief PDF takes to render when a field holds one
// very long word (no space to wrap at), before and after the linear-time wrap.
// "before" is the old wrap, kept here only to measure it: it shortened a too-wide word one
// character at a time and measured the whole prefix again each time, so it is cubic in the
// word's length; it runs on 2,000 characters by default (BENCH_OLD_CHARS=8000 for the full
// word, which takes tens of seconds). It also prints the size and render time of a typical
// debrief per language (English draws with the standard fonts; other scripts embed subsets of
// the Noto fonts). Figures are printed, never asserted.
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { buildDebrief } from '../lib/history/build-debrief';
import type { DebriefSessionRow, DebriefTurnRow } from '../lib/history/debrief-types';
import { wrapParagraph } from '../lib/history/wrap-text';

// debrief-pdf.ts is marked `server-only`, whose plain entry throws (Next.js resolves it to an
// empty module on the server). A bench is server code: the marker resolves to nothing here too.
require.cache[require.resolve('server-only')] = { exports: {} } as NodeJS.Module;
const { debriefToPdf } = require('../lib/history/debrief-pdf') as typeof import('../lib/history/debrief-pdf');

const WORD_CHARS = 8_000;
const OLD_CHARS = Number(process.env.BENCH_OLD_CHARS ?? 2_000);
// The PDF's body text: Helvetica 10 pt, indented 8 pt inside 56 pt margins on A4.
const SIZE = 10;
const WIDTH = 595.28 - 2 * 56 - 8;

/** The wrap as it was before (lib/history/debrief-pdf.ts), unchanged. */
function oldWrap(paragraph: string, font: PDFFont, size: number, width: number): string[] {
  if (!paragraph.trim()) return [''];
  const lines: string[] = [];
  const indent = /^\s*/.exec(paragraph)![0];
  let line = indent;
  for (const word of paragraph.trim().split(/\s+/)) {
    const candidate = line.trim() ? `${line} ${word}` : `${indent}${word}`;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line.trim()) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(`${indent}${rest}`, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(`${indent}${rest.slice(0, cut)}`, size) > width) cut--;
      lines.push(`${indent}${rest.slice(0, cut)}`);
      rest = rest.slice(cut);
    }
    line = `${indent}${rest}`;
  }
  if (line.trim()) lines.push(line);
  return lines;
}

/** A word with no space in it, of varied letters (as a pasted token or URL would be). */
const longWord = (chars: number) => Array.from({ length: chars }, (_, i) => 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[(i * 7) % 62]).join('');

async function time<T>(run: () => T | Promise<T>): Promise<{ ms: number; result: T }> {
  const started = process.hrtime.bigint();
  const result = await run();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, result };
}

const session: DebriefSessionRow = { id: '0b7c1f7e-8f0a-4a57-9d53-1b2c3d4e5f60', kind: 'live', practice_round: null, source: 'tab', mode: 'manual', title: null, started_at: '2026-11-20T14:00:00.000Z', ended_at: '2026-11-20T14:30:00.000Z', language: null };
const turn = (over: Partial<DebriefTurnRow>): DebriefTurnRow => ({ id: 't1', question: 'Tell me about yourself.', answer: '', question_at: '2026-11-20T14:01:00Z', candidate_answer: '', candidate_seconds: null, feedback: null, question_kind: 'other', screen_thumbnail: null, ...over });

/** One answered question and a thank-you e-mail, in the words a candidate would use in each language. */
const SAMPLES: Record<string, { question: string; answer: string }> = {
  en: { question: 'Tell me about a time you improved the performance of a system.', answer: 'At my last job our checkout service was timing out during sales, so I profiled it and added a connection pool. As a result, p95 latency dropped from 2 seconds to 300 milliseconds.' },
  es: { question: '¿Cuénteme sobre una vez en que mejoró el rendimiento de un sistema?', answer: 'En mi último trabajo, el servicio de pagos fallaba durante las rebajas, así que lo analicé y añadí un pool de conexiones. Como resultado, la latencia bajó de 2 segundos a 300 milisegundos.' },
  hi: { question: 'मुझे किसी ऐसे समय के बारे में बताइए जब आपने किसी सिस्टम का प्रदर्शन बेहतर किया।', answer: 'मेरी पिछली नौकरी में बिक्री के दौरान चेकआउट सेवा धीमी हो जाती थी। मैंने उसकी जाँच की और कनेक्शन पूल जोड़ा। नतीजा यह हुआ कि देरी 2 सेकंड से घटकर 300 मिलीसेकंड रह गई।' },
  zh: { question: '请介绍一下你提升系统性能的一次经历。', answer: '在上一份工作中，我们的结账服务在促销期间经常超时。我分析了性能瓶颈，并添加了连接池。结果，p95 延迟从 2 秒降到了 300 毫秒。' },
};

async function main() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;

  const old = await time(() => oldWrap(longWord(OLD_CHARS), font, SIZE, WIDTH));
  console.log(`before: old wrap, one ${OLD_CHARS.toLocaleString('en-US')}-character word: ${fmt(old.ms)} (${old.result.length} lines)`);
  for (const chars of new Set([OLD_CHARS, WORD_CHARS])) {
    const linear = await time(() => wrapParagraph(longWord(chars), font, SIZE, WIDTH));
    console.log(`after:  new wrap, one ${chars.toLocaleString('en-US')}-character word: ${fmt(linear.ms)} (${linear.result.length} lines)`);
  }

  await debriefToPdf(buildDebrief(session, [turn({})]), 'UTC'); // warm-up: the fonts, pdf-lib's first save
  const word = buildDebrief(session, [turn({ candidate_answer: longWord(WORD_CHARS), candidate_seconds: 60 })]);
  const rendered = await time(() => debriefToPdf(word, 'UTC'));
  console.log(`after:  debrief PDF with one ${WORD_CHARS.toLocaleString('en-US')}-character word: ${fmt(rendered.ms)} (${rendered.result.byteLength.toLocaleString('en-US')} bytes)`);
  const question = buildDebrief(session, [turn({ question: longWord(2_000) })]);
  const asked = await time(() => debriefToPdf(question, 'UTC'));
  console.log(`after:  debrief PDF with a 2,000-character question and no space: ${fmt(asked.ms)} (${asked.result.byteLength.toLocaleString('en-US')} bytes)`);

  for (const [language, sample] of Object.entries(SAMPLES)) {
    const debrief = buildDebrief({ ...session, language }, [turn({ question: sample.question, candidate_answer: sample.answer, candidate_seconds: 40 })]);
    await debriefToPdf(debrief, 'UTC'); // warm-up: the first use of a font reads and parses its file
    const made = await time(() => debriefToPdf(debrief, 'UTC'));
    console.log(`debrief PDF in ${language}: ${made.result.byteLength.toLocaleString('en-US')} bytes, ${fmt(made.ms)}`);
  }
}

void main();
