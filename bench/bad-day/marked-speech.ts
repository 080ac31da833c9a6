// The bad-day bench's interviewer speaks real speech (flite), so that the offline recogniser a
// session falls back to hears real words, and the fake Deepgram "recognises" the same speech
// perfectly by reading a mark hidden in each frame: the lowest bit of the first 16 samples
// holds a flag, the question's number (5 bits) and the frame's place in it (10 bits). A bit
// of the quietest sample size is far below anything a recogniser listens to, and it survives
// the ws-server, which relays the browser's frames to Deepgram as they came.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FRAME_BYTES, fromSamples, SAMPLE_RATE, toSamples } from '../../ws-server/audio/pcm';
import { downmixToMono, resampleLinear } from '../../ws-server/audio/resample';
import { decodeWav } from '../../ws-server/audio/wav';

/** What the interviewer asks, in turn; each has words of its own, so an answer's question is told apart from the others'. */
export const QUESTIONS = [
  'Tell me about a time you disagreed with a teammate about a design.',
  'How would you design a rate limiter for a public API?',
  'What was the hardest bug you fixed last year?',
  'Why do you want to join our payments team?',
  'Walk me through a project you are proud of.',
  'How do you decide what to test first in a new codebase?',
  'Describe a time you missed a deadline and what you did about it.',
  'What would you change about your last team process?',
];

const MARK_BITS = 16;

interface Mark {
  question: number;
  frame: number;
}

function writeMark(frame: Buffer, mark: Mark): void {
  const value = (1 << 15) | (mark.question << 10) | mark.frame;
  for (let bit = 0; bit < MARK_BITS; bit++) {
    const sample = frame.readInt16LE(bit * 2);
    frame.writeInt16LE((sample & ~1) | ((value >> (15 - bit)) & 1), bit * 2);
  }
}

/** The mark of a frame, or undefined for an unmarked one (silence). */
export function readMark(frame: Buffer): Mark | undefined {
  if (frame.length < MARK_BITS * 2) return undefined;
  let value = 0;
  for (let bit = 0; bit < MARK_BITS; bit++) value = (value << 1) | (frame.readInt16LE(bit * 2) & 1);
  if ((value & (1 << 15)) === 0) return undefined;
  return { question: (value >> 10) & 0x1f, frame: value & 0x3ff };
}

/** Each question as marked 100 ms frames of flite speech (slt), rendered once per run. */
export function renderQuestions(): Buffer[][] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bad-day-speech-'));
  try {
    return QUESTIONS.map((text, question) => {
      const file = path.join(dir, `q${question}.wav`);
      execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', file], { stdio: 'ignore' });
      const wav = decodeWav(fs.readFileSync(file));
      const pcm = fromSamples(resampleLinear(downmixToMono(toSamples(wav.pcm), wav.channels), wav.sampleRate, SAMPLE_RATE));
      const frames: Buffer[] = [];
      for (let at = 0; at < pcm.length; at += FRAME_BYTES) {
        const frame = Buffer.alloc(FRAME_BYTES);
        pcm.copy(frame, 0, at, Math.min(pcm.length, at + FRAME_BYTES));
        writeMark(frame, { question, frame: frames.length });
        frames.push(frame);
      }
      return frames;
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** How many frames each question lasts (what the fake Deepgram needs to time its words). */
export const frameCounts = (rendered: Buffer[][]) => rendered.map((frames) => frames.length);

/** A question's content words, to tell which question an answer's `question` text is. */
export function contentWords(text: string): Set<string> {
  const small = new Set(['a', 'an', 'the', 'you', 'your', 'to', 'of', 'for', 'and', 'what', 'how', 'do', 'about', 'me', 'in', 'it', 'did', 'would', 'our', 'last', 'time', 'tell', 'why', 'was', 'is', 'are']);
  return new Set(text.toLowerCase().replace(/[^a-z ]/g, ' ').split(/\s+/).filter((w) => w.length > 1 && !small.has(w)));
}

/** Which of QUESTIONS a heard text is (most shared content words), or undefined when it shares too few. */
export function whichQuestion(text: string): number | undefined {
  const heard = contentWords(text);
  let best: { question: number; share: number } | undefined;
  QUESTIONS.forEach((q, question) => {
    const words = contentWords(q);
    const shared = [...words].filter((w) => heard.has(w)).length;
    const share = shared / words.size;
    if (!best || share > best.share) best = { question, share };
  });
  return best && best.share >= 0.34 ? best.question : undefined;
}
