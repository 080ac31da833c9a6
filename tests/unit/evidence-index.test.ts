import { answerSourcesSchema, MAX_SOURCE_TEXT_CHARS, MAX_SOURCES } from '@/lib/evidence/answer-source';
import type { StoryForAnswer } from '@/lib/prep/prep-types';
import { storyText } from '@/lib/prep/rank-stories';
import { EvidenceIndex, MAX_INDEXED_STORIES, type EvidenceDocuments, type EvidenceQuestion } from '@/ws-server/evidence/evidence-index';
import { ACHIEVEMENT } from '@/ws-server/llm/offline/select-passages';

const resume = [
  'Jane Doe',
  'jane@example.com',
  '',
  'Experience',
  '- Led the billing ledger migration from MySQL to Postgres with zero downtime',
  '- Cut invoice generation time by 75% for 1,200 merchants',
  '- Resolved a long disagreement with the mobile team about API versioning',
  '- Mentored 3 engineers and introduced code review checklists',
  '- Built Kafka pipelines moving $2 million in payments a day',
].join('\n');
const jobDescription = ['Senior Backend Engineer, Initech', '', '- Own our Postgres databases and their migrations', '- Work closely with mobile and web teams on API design'].join('\n');

const conflict: StoryForAnswer = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Disagreement with a teammate over API design',
  tags: ['conflict', 'communication'],
  situation: 'A coworker and I disagreed about REST or GraphQL for the public API.',
  task: '',
  action: 'I wrote down the criteria and prototyped both.',
  result: 'We chose REST together.',
  figures: '',
};
const migration: StoryForAnswer = {
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Billing ledger migration',
  tags: ['database migration', 'postgres'],
  situation: 'The ledger lived in one MySQL database.',
  task: 'Move it to Postgres without losing a payment.',
  action: 'I built dual writes and compared balances nightly.',
  result: 'Zero downtime.',
  figures: '4x faster invoicing',
};

type Input = EvidenceDocuments & EvidenceQuestion;

const input = (over: Partial<Input>): Input => ({
  question: 'Tell me about a conflict with a coworker over API design.',
  behavioural: true,
  resume,
  jobDescription,
  stories: [migration, conflict],
  ...over,
});

const isAchievement = (passage: string) => ACHIEVEMENT.test(passage);
/** A fresh index of the documents, asked the one question. */
const freshEvidence = (i: Input) => new EvidenceIndex(i, isAchievement).evidenceFor(i);

describe('EvidenceIndex', () => {
  it('numbers a fitting story first for a behavioural question, then resume lines, then job-description lines', () => {
    const evidence = freshEvidence(input({}));
    expect(evidence.storyFit).toBe('fits');
    expect(evidence.sources.map((s) => s.n)).toEqual(evidence.sources.map((_, i) => i + 1));
    expect(evidence.sources[0]).toEqual({ n: 1, kind: 'story', label: 'Story: Disagreement with a teammate over API design', text: storyText(conflict), story_id: conflict.id });
    expect(evidence.stories).toEqual([{ story: conflict, n: 1 }]);
    const kinds = evidence.sources.map((s) => s.kind);
    expect(kinds.lastIndexOf('story')).toBeLessThan(kinds.indexOf('resume'));
    expect(kinds.lastIndexOf('resume')).toBeLessThan(kinds.indexOf('job'));
    expect(evidence.resume[0]).toEqual({ text: 'Resolved a long disagreement with the mobile team about API versioning', line: 7, n: 2 });
    expect(evidence.sources[1]).toMatchObject({ kind: 'resume', label: 'Resume, line 7', line: 7 });
    expect(evidence.job.map((j) => j.line)).toContain(4);
    expect(evidence.sources.find((s) => s.kind === 'job')?.label).toMatch(/^Job description, line \d+$/);
    expect(answerSourcesSchema.safeParse(evidence.sources).success).toBe(true);
  });

  it("says 'none' when the candidate has stories but none fits, and falls back to the resume", () => {
    const evidence = freshEvidence(input({ question: 'Tell me about a time you mentored someone.' }));
    expect(evidence.storyFit).toBe('none');
    expect(evidence.stories).toEqual([]);
    expect(evidence.sources[0]).toMatchObject({ kind: 'resume', label: 'Resume, line 8', text: 'Mentored 3 engineers and introduced code review checklists' });
  });

  it('leaves storyFit out without stories, or for a question that is not behavioural', () => {
    expect(freshEvidence(input({ stories: [] })).storyFit).toBeUndefined();
    expect(freshEvidence(input({ behavioural: false })).storyFit).toBeUndefined();
  });

  it('puts the resume first and at most one story for other questions', () => {
    const evidence = freshEvidence(input({ question: 'How would you plan a Postgres database migration?', behavioural: false }));
    expect(evidence.sources[0]).toMatchObject({ kind: 'resume', label: 'Resume, line 5' });
    expect(evidence.stories.map((s) => s.story)).toEqual([migration]);
    const kinds = evidence.sources.map((s) => s.kind);
    expect(kinds.filter((k) => k === 'story')).toHaveLength(1);
    expect(kinds.indexOf('story')).toBeGreaterThan(kinds.lastIndexOf('resume'));
    expect(evidence.job[0]).toMatchObject({ line: 3, text: 'Own our Postgres databases and their migrations' });
  });

  it('lets achievements and the first job line stand in when nothing matches the question', () => {
    const evidence = freshEvidence(input({ question: 'Why should we hire you?', stories: [] }));
    expect(evidence.resume.map((r) => r.line)).toEqual([5, 6, 7, 8, 9]);
    expect(evidence.job).toEqual([{ text: 'Senior Backend Engineer, Initech', line: 1, n: 6 }]);
  });

  it('uses what was said before the question to pick resume lines', () => {
    const evidence = freshEvidence(input({ question: 'What did you learn from it?', context: 'We talked about your Kafka pipelines.', stories: [] }));
    expect(evidence.resume[0]).toMatchObject({ line: 9 });
  });

  it('never gives more than MAX_SOURCES, clips long passages, and is the same every time', () => {
    const long = 'Situation '.repeat(1_000);
    const stories = Array.from({ length: 8 }, (_, i) => ({ ...conflict, id: `33333333-3333-4333-8333-${String(i).padStart(12, '0')}`, situation: long }));
    const evidence = freshEvidence(input({ stories, resume: Array.from({ length: 30 }, (_, i) => `- Resolved conflict number ${i} with a coworker`).join('\n') }));
    expect(evidence.sources.length).toBeLessThanOrEqual(MAX_SOURCES);
    expect(evidence.stories).toHaveLength(2);
    expect(evidence.resume).toHaveLength(5);
    expect(evidence.sources.every((s) => s.text.length <= MAX_SOURCE_TEXT_CHARS)).toBe(true);
    expect(answerSourcesSchema.safeParse(evidence.sources).success).toBe(true);
    expect(freshEvidence(input({ stories }))).toEqual(freshEvidence(input({ stories })));
  });

  it('gives no sources when there is nothing to draw on', () => {
    expect(freshEvidence(input({ resume: '', jobDescription: '', stories: [] }))).toEqual({ sources: [], stories: [], resume: [], job: [] });
  });

  it('answers every question from one index as a fresh index would, whatever was asked before', () => {
    const index = new EvidenceIndex(input({}), isAchievement);
    const questions: EvidenceQuestion[] = [
      { question: 'Tell me about a conflict with a coworker over API design.', behavioural: true },
      { question: 'How would you plan a Postgres database migration?', behavioural: false },
      { question: 'What did you learn from it?', context: 'We talked about your Kafka pipelines.', behavioural: true },
      { question: 'Why should we hire you?', behavioural: true },
    ];
    const first = questions.map((q) => index.evidenceFor(q));
    const again = [...questions].reverse().map((q) => index.evidenceFor(q)).reverse();
    expect(again).toEqual(first);
    expect(first).toEqual(questions.map((q) => freshEvidence(input(q))));
  });

  it('indexes at most MAX_INDEXED_STORIES stories, the first ones given', () => {
    const filler = (i: number): StoryForAnswer => ({ ...migration, id: `44444444-4444-4444-8444-${String(i).padStart(12, '0')}`, title: `Quarterly planning ${i}`, tags: ['planning'] });
    const bank = [...Array.from({ length: MAX_INDEXED_STORIES }, (_, i) => filler(i)), conflict];
    expect(freshEvidence(input({ stories: bank })).stories).toEqual([]);
    expect(freshEvidence(input({ stories: [conflict, ...bank] })).stories.map((s) => s.story.id)).toEqual([conflict.id]);
  });
});
