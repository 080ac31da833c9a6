// Renders the ~90 s onboarding tutorial of the onboarding screen from slides with flite
// narration and ffmpeg, plus WebVTT captions and a poster image:
//   npx tsx scripts/make-onboarding-video.ts [--out public/onboarding] [--screens DIR]
// --screens DIR: optional app screenshots (<slide id>.png, 1280x720 or larger) shown on the
// right half of the matching slides. Needs Debian's ffmpeg and flite (scripts/setup-system.sh).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCT_AI } from '../lib/brand';

interface Slide {
  id: string;
  title: string;
  bullets: string[];
  narration: string;
}

const SLIDES: Slide[] = [
  { id: 'welcome', title: `Welcome to ${PRODUCT_AI}`, bullets: ['Live help in your job interviews', 'Nothing to install', 'Ready in about 90 seconds'], narration: `Welcome to ${PRODUCT_AI}. In the next ninety seconds you will learn how to get live help during your job interviews. There is nothing to install.` },
  { id: 'personalize', title: '1. Personalize', bullets: ['Open Personalize in the top menu', 'Paste or upload your resume (PDF or DOCX)', 'Add the job description, press Submit'], narration: 'First, open Personalize in the top menu. Paste your resume, or upload it as a PDF or Word file, add the job description, and press Submit. Every answer is tailored to them.' },
  { id: 'mock', title: '2. Practise with Launch Mock', bullets: ['Launch Mock opens a practice interview', 'It plays in a new browser tab', 'Try everything before the real thing'], narration: 'Next, press Launch Mock. A practice interview opens in a new tab, so you can try everything before your real interview.' },
  { id: 'share', title: '3. Start and share the tab', bullets: ['Go to Interview, press Start Interview', 'Pick the tab that plays your interview', 'Allow its audio to be shared'], narration: 'Go to Interview and press Start Interview. Your browser asks which tab to share. Choose the tab that plays your interview, and allow its audio.' },
  { id: 'questions', title: '4. Follow the questions', bullets: ['The interviewer is transcribed live', 'Each question appears in the left panel', 'The audio light shows it is listening'], narration: `${PRODUCT_AI} transcribes the interviewer as they speak. Each question appears in the left panel, and the audio light shows that the system can hear it.` },
  { id: 'answers', title: '5. Get a tailored answer', bullets: ['Press SPACE to generate a response', 'The answer streams into the main panel', 'Built from your resume and the job'], narration: 'When a question is asked, press the space bar to generate a response. A suggested answer, built from your resume and the job description, streams into the main panel.' },
  { id: 'plans', title: '6. Minutes and plans', bullets: ['Minutes are counted while you run a session', 'See or change your plan under Subscription', 'Free trial includes every feature'], narration: 'Minutes are counted only while a session runs. You can see or change your plan under Subscription. The free trial includes every feature.' },
  { id: 'tips', title: '7. Before a real interview', bullets: ['Check the interview tab plays sound', 'Keep this window beside the call', 'Reopen this tutorial from Tutorial'], narration: 'Before a real interview, check that the interview tab plays sound, and keep this window beside your call. You can reopen this tutorial from the Tutorial menu at any time.' },
  { id: 'done', title: "You're all set!", bullets: ['Works with Zoom, Teams, Meet, Skype, Webex', 'Your data is encrypted; delete it any time', 'Good luck in your interview!'], narration: "It works with Zoom, Microsoft Teams, Google Meet, Skype and Webex. Your data is encrypted, and you can delete it at any time from your account page. You're all set. Good luck!" },
];

const WIDTH = 1280;
const HEIGHT = 720;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const PAD_SECONDS = 0.8;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function durationOf(file: string): number {
  return Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim());
}

function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

/** Splits narration into sentences and spreads the slide's speaking time over them by length. */
function captionCues(slide: Slide, start: number, speech: number): string[] {
  const sentences = slide.narration.match(/[^.!?]+[.!?]+/g)?.map((s) => s.trim()) ?? [slide.narration];
  const total = sentences.reduce((n, s) => n + s.length, 0);
  let t = start;
  return sentences.map((sentence) => {
    const d = (speech * sentence.length) / total;
    const cue = `${vttTime(t)} --> ${vttTime(t + d)}\n${sentence}`;
    t += d;
    return cue;
  });
}

function renderSlide(slide: Slide, index: number, work: string, screens?: string): { file: string; duration: number; speech: number } {
  const wav = path.join(work, `${slide.id}.wav`);
  run('flite', ['-voice', 'slt', '-t', slide.narration, '-o', wav]);
  const speech = durationOf(wav);
  const duration = speech + PAD_SECONDS;
  const text = (name: string, value: string) => {
    const file = path.join(work, `${slide.id}-${name}.txt`);
    fs.writeFileSync(file, value);
    return file.replace(/:/g, '\\:');
  };
  const screenshot = screens ? path.join(screens, `${slide.id}.png`) : undefined;
  const hasShot = screenshot !== undefined && fs.existsSync(screenshot);
  const filters = [
    `drawbox=x=0:y=0:w=${WIDTH}:h=86:color=0x1d43b4:t=fill`,
    `drawtext=fontfile=${FONT_BOLD}:textfile=${text('brand', PRODUCT_AI)}:fontsize=30:fontcolor=white:x=60:y=28`,
    `drawtext=fontfile=${FONT}:textfile=${text('step', `Tutorial  ${index + 1} / ${SLIDES.length}`)}:fontsize=24:fontcolor=0xd9e8ff:x=w-tw-60:y=32`,
    `drawtext=fontfile=${FONT_BOLD}:textfile=${text('title', slide.title)}:fontsize=54:fontcolor=0x0f172a:x=60:y=170`,
    ...slide.bullets.map(
      (b, i) => `drawtext=fontfile=${FONT}:textfile=${text(`b${i}`, `•  ${b}`)}:fontsize=34:fontcolor=0x334155:x=70:y=${300 + i * 80}`,
    ),
  ];
  const file = path.join(work, `${String(index).padStart(2, '0')}-${slide.id}.mp4`);
  const inputs = ['-f', 'lavfi', '-i', `color=c=0xf1f5f9:s=${WIDTH}x${HEIGHT}:r=12:d=${duration.toFixed(2)}`, '-i', wav];
  const graph = hasShot
    ? `[2:v]scale=${WIDTH / 2 - 60}:-2[shot];[0:v]${filters.join(',')}[bg];[bg][shot]overlay=x=${WIDTH / 2}:y=170[v]`
    : `[0:v]${filters.join(',')}[v]`;
  run('ffmpeg', [
    '-y', '-loglevel', 'error', ...inputs, ...(hasShot ? ['-i', screenshot] : []),
    '-filter_complex', graph, '-map', '[v]', '-map', '1:a', '-af', 'apad', '-t', duration.toFixed(2),
    '-c:v', 'libx264', '-preset', 'medium', '-tune', 'stillimage', '-crf', '28', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '64k', '-ar', '44100', '-ac', '1', file,
  ]);
  return { file, duration, speech };
}

function main() {
  const out = path.resolve(arg('--out') ?? 'public/onboarding');
  const screens = arg('--screens');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cuecard-video-'));
  fs.mkdirSync(out, { recursive: true });
  const cues: string[] = [];
  const parts: string[] = [];
  let t = 0;
  SLIDES.forEach((slide, i) => {
    const { file, duration, speech } = renderSlide(slide, i, work, screens);
    cues.push(...captionCues(slide, t, speech));
    parts.push(`file '${file}'`);
    t += duration;
    console.log(`slide ${i + 1}/${SLIDES.length} ${slide.id}: ${duration.toFixed(1)} s`);
  });
  const list = path.join(work, 'parts.txt');
  fs.writeFileSync(list, parts.join('\n'));
  const video = path.join(out, 'cuecard-tutorial.mp4');
  run('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-movflags', '+faststart', video]);
  fs.writeFileSync(path.join(out, 'cuecard-tutorial.vtt'), `WEBVTT\n\n${cues.join('\n\n')}\n`);
  run('ffmpeg', ['-y', '-loglevel', 'error', '-ss', '1', '-i', video, '-frames:v', '1', '-q:v', '4', path.join(out, 'cuecard-tutorial-poster.jpg')]);
  fs.rmSync(work, { recursive: true, force: true });
  const size = fs.statSync(video).size;
  console.log(`wrote ${path.relative(process.cwd(), video)}: ${t.toFixed(1)} s, ${(size / 1024 / 1024).toFixed(2)} MB, with captions and poster`);
}

main();
