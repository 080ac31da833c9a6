// The session's evidence index gives every answer exactly the evidence that building it from
// scratch for that answer gave (the oracle in tests/fixtures/evidence): the same sources, with
// the same numbers, labels, passages and order, and the same story fit, on many generated
// sessions asked many questions each: banks of 0 to 300 stories, ties between equal stories,
// stories only the job description speaks to, questions with and without what was said before,
// resumes with headings, contact lines, repeated lines, long paragraphs and other scripts.
import type { StoryForAnswer } from '@/lib/prep/prep-types';
import { rankStories } from '@/lib/prep/rank-stories';
import { EvidenceIndex, type EvidenceQuestion } from '@/ws-server/evidence/evidence-index';
import { ACHIEVEMENT } from '@/ws-server/llm/offline/select-passages';
import { buildEvidencePerAnswer, rankStoriesPerAnswer } from '../fixtures/evidence/per-answer-evidence';

const isAchievement = (passage: string) => ACHIEVEMENT.test(passage);

/** A small seeded generator (mulberry32), so a failure names a seed that reproduces it. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(items: readonly T[]) => items[int(items.length)];
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  return { next, int, pick, words };
}

const WORDS = [
  'led', 'leading', 'migration', 'migrations', 'postgres', 'kafka', 'conflict', 'coworker', 'team', 'project', 'deadline', 'missed',
  'mentored', 'junior', 'engineers', 'outage', 'incident', 'pressure', 'customers', 'onboarding', 'costs', 'cloud', 'reduced',
  'stakeholders', 'persuaded', 'influence', 'learned', 'kotlin', 'prioritised', 'urgent', 'billing', 'ledger', 'payments', 'api',
  'design', 'disagreement', 'resolved', 'time', 'a', 'the', 'with', 'about', 'migración', 'conflicto', 'equipo', '支付', '迁移',
  'c++', 'node.js', '40%', '$18,000', '3', 'weeks', 'zero', 'downtime', 'Situation', 'failure', 'mistake', 'growth',
];
const SPECIAL_LINES = ['Jane Doe', 'jane@example.com', '+1 (555) 010-2030', 'https://example.com/jane', 'Experience', '工作经历', ''];

type Rng = ReturnType<typeof random>;

function story(r: Rng, i: number): StoryForAnswer {
  const field = () => (r.next() < 0.2 ? '' : `${r.words(3 + r.int(14))}.`);
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    title: r.next() < 0.05 ? `  ${r.words(2)}  ` : r.words(1 + r.int(5)),
    tags: Array.from({ length: r.int(4) }, () => r.words(1 + r.int(2))),
    situation: field(),
    task: field(),
    action: field(),
    result: field(),
    figures: r.next() < 0.5 ? '' : `${r.int(100)}% in ${r.int(12)} weeks`,
  };
}

function document(r: Rng, lines: number): string {
  return Array.from({ length: lines }, () => {
    const roll = r.next();
    if (roll < 0.1) return r.pick(SPECIAL_LINES);
    if (roll < 0.15) return 'Led the billing ledger migration to Postgres with zero downtime.';
    if (roll < 0.2) return Array.from({ length: 12 }, () => `${r.words(6)}. ${r.pick(['Then', 'After', 'We'])}`).join(' ');
    return `${r.pick(['- ', '• ', '1. ', ''])}${r.words(2 + r.int(12))}`;
  }).join('\n');
}

function session(seed: number, storyCount: number) {
  const r = random(seed);
  const stories = Array.from({ length: storyCount }, (_, i) => story(r, i));
  // Equal stories tie: the bank's order must decide between them, as before.
  if (storyCount > 3) stories[storyCount - 1] = { ...stories[1], id: '00000000-0000-4000-9000-000000000001' };
  const resume = r.next() < 0.1 ? '' : document(r, 5 + r.int(60));
  const jobDescription = r.next() < 0.15 ? '' : document(r, 2 + r.int(20));
  const questions: EvidenceQuestion[] = Array.from({ length: 12 }, () => ({
    question: r.next() < 0.05 ? '' : `Tell me about ${r.words(1 + r.int(8))}?`,
    ...(r.next() < 0.4 ? { context: r.words(r.int(30)) } : {}),
    behavioural: r.next() < 0.6,
  }));
  return { documents: { resume, jobDescription, stories }, questions };
}

describe('the session evidence index against evidence built for each answer', () => {
  const cases = [
    ...Array.from({ length: 40 }, (_, seed) => ({ seed, stories: [0, 1, 2, 5, 12, 30][seed % 6] })),
    ...[100, 101, 102].map((seed) => ({ seed, stories: 100 })),
    ...[300, 301].map((seed) => ({ seed, stories: 300 })),
  ];

  it.each(cases)('seed $seed, $stories stories: the same sources, numbers, order and story fit for every question', ({ seed, stories }) => {
    const { documents, questions } = session(seed, stories);
    const index = new EvidenceIndex(documents, isAchievement);
    for (const q of questions) {
      expect(index.evidenceFor(q)).toEqual(buildEvidencePerAnswer({ ...documents, ...q, isAchievement }));
    }
  });

  it('ranks stories with the same scores, fits and tie order as before (the prep sheet ranks through it too)', () => {
    for (let seed = 0; seed < 30; seed++) {
      const { documents, questions } = session(1000 + seed, 4 + (seed % 20));
      for (const q of questions.slice(0, 4)) {
        const query = { question: q.question, context: q.context, jobDescription: documents.jobDescription };
        expect(rankStories(documents.stories, query)).toEqual(rankStoriesPerAnswer(documents.stories, query));
        expect(rankStories(documents.stories, query, { limit: 3 })).toEqual(rankStoriesPerAnswer(documents.stories, query, { limit: 3 }));
      }
    }
  });

  it('keeps the job description as a tie-break only: a story it alone names is never offered', () => {
    const base = { situation: 'We shipped the checkout.', task: '', action: 'I paired with design on the flow.', result: 'Conversion rose.', figures: '', tags: [] };
    const onlyJob: StoryForAnswer = { ...base, id: '00000000-0000-4000-8000-000000000001', title: 'Kafka streaming platform' };
    const asked: StoryForAnswer = { ...base, id: '00000000-0000-4000-8000-000000000002', title: 'Mentoring a junior engineer', tags: ['mentoring'] };
    const documents = { resume: '', jobDescription: 'Kafka Kafka Kafka streaming platform engineer.', stories: [onlyJob, asked] };
    const q = { question: 'Tell me about a time you mentored someone.', behavioural: true };
    const evidence = new EvidenceIndex(documents, isAchievement).evidenceFor(q);
    expect(evidence.stories.map((s) => s.story.id)).toEqual([asked.id]);
    expect(evidence).toEqual(buildEvidencePerAnswer({ ...documents, ...q, isAchievement }));
  });
});
