// npm run bench:evidence: what grounding answers in the candidate's stories costs and how well
// it picks. Prints (1) for the hand-labelled bank in ./story-set: top-1 accuracy, how often the
// right story "fits", and how often a question no story answers is given one anyway; (2) what
// production does per session and per answer, by bank size: the evidence index built once when
// a session's documents are known (and again when one is replaced), then the evidence for each
// answer looked up in it over many questions, as percentiles, with the heap the index holds; and
// the time the unsupported-claim check takes after an answer ends; (3) both checks on hostile
// answers of 20,000 and 40,000 characters (runs of spaces, backticks, brackets, figures), where
// a linear check takes twice as long for twice the text. Runs on demand, never in the test suite.
import { performance } from 'node:perf_hooks';
import { checkCitations } from '../../lib/evidence/check-citations';
import { findUnsupportedClaims } from '../../lib/evidence/unsupported-claims';
import type { StoryForAnswer } from '../../lib/prep/prep-types';
import { rankStories } from '../../lib/prep/rank-stories';
import { EvidenceIndex } from '../../ws-server/evidence/evidence-index';
import { ACHIEVEMENT } from '../../ws-server/llm/offline/select-passages';
import { QUESTIONS, STORIES } from './story-set';

const JOB = 'Senior backend engineer. You will own payment services on Postgres, lead migrations, mentor engineers and work closely with product and design.';

function quality(): void {
  let top1 = 0;
  let fitted = 0;
  let answerable = 0;
  let falseFits = 0;
  let unanswerable = 0;
  for (const q of QUESTIONS) {
    const ranked = rankStories(STORIES, { question: q.question, jobDescription: JOB });
    const best = ranked[0];
    if (q.expected === null) {
      unanswerable++;
      if (best?.fits) falseFits++;
      continue;
    }
    answerable++;
    if (best?.story.id === q.expected) top1++;
    if (best?.story.id === q.expected && best.fits) fitted++;
  }
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(0)}% (${a}/${b})`;
  console.log('story matching, hand-labelled bank of %d stories', STORIES.length);
  console.log('  right story first:          %s', pct(top1, answerable));
  console.log('  right story first and fits: %s', pct(fitted, answerable));
  console.log('  no-story questions given one: %s', pct(falseFits, unanswerable));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function time(runs: number, fn: (i: number) => void): { p50: number; p99: number } {
  for (let i = 0; i < 5; i++) fn(i); // warm up
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn(i);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99) };
}

/** A bank of n stories: the labelled ones, then variations of them with other titles and figures. */
function bank(n: number): StoryForAnswer[] {
  return Array.from({ length: n }, (_, i) => {
    const s = STORIES[i % STORIES.length];
    return i < STORIES.length ? s : { ...s, id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`, title: `${s.title} (${i})`, figures: `${i} weeks` };
  });
}

const RESUME = Array.from({ length: 200 }, (_, i) => `- ${['Led', 'Built', 'Migrated', 'Mentored', 'Reduced'][i % 5]} ${['the billing ledger', 'a payments API', 'CI pipelines', 'two engineers', 'cloud costs'][i % 5]} at Company ${i % 7}, cutting latency by ${10 + (i % 50)}%`).join('\n');
const ANSWER = `In my last role I led the billing ledger migration to Postgres [1]. I ran both databases in parallel with dual writes [1] and compared balances nightly.
- Month-end closing went from 9 hours to 2 [1].
- I mentored two engineers along the way [2], and we cut cloud costs by 35% at Stripe.
- As a Staff Engineer since March 2019 I owned the payments API [3].`;

const isAchievement = (p: string) => ACHIEVEMENT.test(p);
/** Questions as a session asks them: each labelled one, alone and as a follow-up, behavioural or not. */
const ASKED = QUESTIONS.flatMap((q, i) => [
  { question: q.question, behavioural: true },
  { question: q.question, context: QUESTIONS[(i + 1) % QUESTIONS.length].question, behavioural: i % 3 !== 0 },
]);
const ANSWERS_PER_SESSION = 2_000;

/**
 * The most a story can hold: every field at the story table's limit, and written in words that
 * never repeat (the worst case for an index, whose size grows with the distinct words).
 */
function fullStory(i: number): StoryForAnswer {
  let seed = i + 1;
  const letter = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), String.fromCharCode(97 + (seed % 26)));
  const fill = (max: number) => {
    let text = '';
    while (text.length < max) text += `${Array.from({ length: 4 + (text.length % 6) }, letter).join('')} `;
    return text.slice(0, max);
  };
  return { id: `00000000-0000-4000-a000-${String(i).padStart(12, '0')}`, title: fill(200), tags: Array.from({ length: 20 }, () => fill(40)), situation: fill(4_000), task: fill(4_000), action: fill(4_000), result: fill(4_000), figures: fill(1_000) };
}

/** Heap held by one index of `stories` (the documents themselves excluded), in MB; null without --expose-gc. */
function indexHeapMb(stories: StoryForAnswer[]): number | null {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return null;
  gc();
  const before = process.memoryUsage().heapUsed;
  const index = new EvidenceIndex({ resume: RESUME, jobDescription: JOB, stories }, isAchievement);
  gc();
  const held = process.memoryUsage().heapUsed - before;
  index.evidenceFor(ASKED[0]);
  return held / 1e6;
}

function cost(): void {
  console.log('\nevidence per session (200-line resume): the index built once, then %d answers looked up in it, ms', ANSWERS_PER_SESSION);
  for (const n of [0, 20, 100, 300]) {
    const documents = { resume: RESUME, jobDescription: JOB, stories: bank(n) };
    const build = time(40, () => new EvidenceIndex(documents, isAchievement));
    const index = new EvidenceIndex(documents, isAchievement);
    const answer = time(ANSWERS_PER_SESSION, (i) => index.evidenceFor(ASKED[i % ASKED.length]));
    const heap = indexHeapMb(documents.stories);
    console.log(
      '  %s stories: build once p50 %s, p99 %s; each answer p50 %s, p99 %s%s',
      String(n).padStart(3),
      build.p50.toFixed(2),
      build.p99.toFixed(2),
      answer.p50.toFixed(3),
      answer.p99.toFixed(3),
      heap === null ? '' : `; index heap ${heap.toFixed(1)} MB`,
    );
  }
  for (const n of [100, 300]) {
    const full = Array.from({ length: n }, (_, i) => fullStory(i));
    const heap = indexHeapMb(full);
    const build = time(5, () => new EvidenceIndex({ resume: RESUME, jobDescription: JOB, stories: full }, isAchievement));
    console.log('  %s stories, every field at its limit in words that never repeat: build once p50 %s ms%s', n, build.p50.toFixed(0), heap === null ? '' : `; index heap ${heap.toFixed(1)} MB`);
  }
  const support = [RESUME, JOB, ...STORIES.map((s) => [s.situation, s.task, s.action, s.result, s.figures].join(' '))];
  const { p50, p99 } = time(200, () => findUnsupportedClaims(ANSWER, support));
  console.log('findUnsupportedClaims after each answer (~80 words against the resume, job and 10 stories): p50 %s ms, p99 %s ms', p50.toFixed(2), p99.toFixed(2));
  console.log('  flags on the sample answer: %s', findUnsupportedClaims(ANSWER, support).join(', ') || '(none)');
}

/** What a broken or hostile model might stream: each pattern repeated to the length asked. */
const HOSTILE: [string, string][] = [
  ['spaces', ' '],
  ['tabs', '\t'],
  ['backticks', '`'],
  ['open brackets', '['],
  ['unclosed markers', '[1 '],
  ['figures', '1% '],
  ['names', 'Acme Corp and '],
  ['titles', 'Senior Engineer '],
];

function hostile(): void {
  console.log('\nchecks on hostile answers (citations + unsupported claims), p50 ms at 20,000 and 40,000 characters');
  const support = [RESUME, JOB];
  for (const [name, unit] of HOSTILE) {
    const at = (n: number) => {
      const text = unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
      return time(9, () => {
        checkCitations(text, [1, 2, 3]);
        findUnsupportedClaims(text, support);
      }).p50;
    };
    console.log('  %s %s ms, %s ms', name.padEnd(17), at(20_000).toFixed(1).padStart(6), at(40_000).toFixed(1).padStart(6));
  }
}

quality();
cost();
hostile();
