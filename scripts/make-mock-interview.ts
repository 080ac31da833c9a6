// Renders the practice ("mock") interview /practice-interview plays (where /mock-interview leads):
// an interviewer, voiced by flite, asking common interview questions with pauses to answer,
// captions burnt into a small VP9/Opus WebM, plus a WebVTT track and the question list.
//   npx tsx scripts/make-mock-interview.ts [--out public/mock-interview] [--gap 15]
// Needs Debian's flite and ffmpeg (scripts/setup-system.sh). flite's slt voice is the one the
// offline recogniser (pocketsphinx) understands best (MACHINE-NOTES.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCT } from '../lib/brand';

export const MOCK_QUESTIONS = [
  'Tell me about yourself.',
  'Why do you want to work for our company?',
  'Tell me about a time you had a conflict with a coworker and how you resolved it.',
  'What is your greatest strength?',
  'What is your biggest weakness?',
  'Describe a project you are proud of.',
  'Where do you see yourself in five years?',
  'Do you have any questions for us?',
];
const INTRO = 'Hello, and thank you for joining us today. Let us begin.';
const OUTRO = 'Thank you. That is the end of this practice interview.';

const RATE = 16_000;
const WIDTH = 640;
const HEIGHT = 360;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const LEAD_IN_S = 1.5;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
}

function run(cmd: string, args: string[]): void {
  execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** flite → 16 kHz mono s16 samples (the WAV's data chunk). */
function speak(text: string, dir: string, n: number): Int16Array {
  const file = path.join(dir, `line-${n}.wav`);
  run('flite', ['-voice', 'slt', '-t', text, '-o', file]);
  const raw = path.join(dir, `line-${n}.raw`);
  run('ffmpeg', ['-y', '-v', 'error', '-i', file, '-f', 's16le', '-ac', '1', '-ar', String(RATE), raw]);
  const bytes = fs.readFileSync(raw);
  return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
}

function wav(samples: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length * 2, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor((ms % 3_600_000) / 60_000))}:${pad(Math.floor((ms % 60_000) / 1000))}.${pad(ms % 1000, 3)}`;
}

/** Breaks a caption into lines of at most `width` characters for drawtext. */
function wrap(text: string, width = 44): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

interface Cue {
  start: number;
  end: number;
  text: string;
  label: string;
}

function main(): void {
  const outDir = path.resolve(arg('--out', 'public/mock-interview'));
  const gap = Number(arg('--gap', '15'));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-interview-'));
  fs.mkdirSync(outDir, { recursive: true });

  const lines = [
    { text: INTRO, label: 'Interviewer', pause: 1.5 },
    ...MOCK_QUESTIONS.map((q, i) => ({ text: q, label: `Question ${i + 1} of ${MOCK_QUESTIONS.length}`, pause: gap })),
    { text: OUTRO, label: 'Interviewer', pause: 2 },
  ];
  const cues: Cue[] = [];
  const parts: Int16Array[] = [new Int16Array(Math.round(LEAD_IN_S * RATE))];
  let t = LEAD_IN_S;
  lines.forEach((line, n) => {
    const speech = speak(line.text, work, n);
    const seconds = speech.length / RATE;
    cues.push({ start: t, end: t + seconds + Math.min(line.pause, 4), text: line.text, label: line.label });
    parts.push(speech, new Int16Array(Math.round(line.pause * RATE)));
    t += seconds + line.pause;
  });
  const total = parts.reduce((sum, p) => sum + p.length, 0);
  const timeline = new Int16Array(total);
  let offset = 0;
  for (const p of parts) {
    timeline.set(p, offset);
    offset += p.length;
  }
  const audioFile = path.join(work, 'interview.wav');
  fs.writeFileSync(audioFile, wav(timeline));
  const duration = total / RATE;

  const filters = [
    `drawbox=x=0:y=0:w=${WIDTH}:h=44:color=0x1d43b4:t=fill`,
    `drawtext=fontfile=${FONT_BOLD}:text='${PRODUCT} Practice Interview':x=16:y=13:fontsize=18:fontcolor=white`,
    // A simple interviewer: head and shoulders.
    `drawbox=x=${WIDTH / 2 - 34}:y=70:w=68:h=68:color=0x94a3b8:t=fill`,
    `drawbox=x=${WIDTH / 2 - 70}:y=146:w=140:h=60:color=0x64748b:t=fill`,
  ];
  cues.forEach((cue, i) => {
    const textFile = path.join(work, `cue-${i}.txt`);
    const labelFile = path.join(work, `label-${i}.txt`);
    fs.writeFileSync(textFile, wrap(cue.text));
    fs.writeFileSync(labelFile, cue.label);
    const enable = `enable='between(t,${cue.start.toFixed(2)},${cue.end.toFixed(2)})'`;
    filters.push(`drawtext=fontfile=${FONT}:textfile=${labelFile}:x=(w-text_w)/2:y=222:fontsize=15:fontcolor=0xcbd5e1:${enable}`);
    filters.push(
      `drawtext=fontfile=${FONT_BOLD}:textfile=${textFile}:x=(w-text_w)/2:y=250:fontsize=20:line_spacing=6:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=10:${enable}`,
    );
  });
  const video = path.join(outDir, 'practice-interview.webm');
  run('ffmpeg', [
    '-y', '-v', 'error',
    '-f', 'lavfi', '-i', `color=c=0x0f172a:s=${WIDTH}x${HEIGHT}:r=5:d=${duration.toFixed(2)}`,
    '-i', audioFile,
    '-vf', filters.join(','),
    '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '50', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', '-g', '50',
    '-c:a', 'libopus', '-b:a', '32k', '-ac', '1',
    '-shortest', video,
  ]);

  const vtt = ['WEBVTT', '', ...cues.flatMap((c, i) => [String(i + 1), `${vttTime(c.start)} --> ${vttTime(c.end)}`, c.text, ''])].join('\n');
  fs.writeFileSync(path.join(outDir, 'practice-interview.vtt'), vtt);
  fs.writeFileSync(
    path.join(outDir, 'questions.json'),
    `${JSON.stringify({ duration: Math.round(duration * 10) / 10, questions: cues.filter((c) => c.label.startsWith('Question')).map((c) => ({ text: c.text, start: Math.round(c.start * 10) / 10 })) }, null, 2)}\n`,
  );
  fs.rmSync(work, { recursive: true, force: true });
  const size = fs.statSync(video).size;
  console.log(`${video}: ${duration.toFixed(1)} s, ${(size / 1024).toFixed(0)} KiB`);
}

main();
