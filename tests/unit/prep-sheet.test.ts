// The prep sheet's content: each likely question with the story that fits it or "no story
// yet", stories of other applications left out, questions to ask the employer parsed from the
// article and ranked by the job description, and the file name.
import { interviewQuestionsToAskEmployer } from '@/content/articles/interview-questions-to-ask-employer';
import { buildPrepSheet } from '@/lib/prep/prep-sheet';
import { prepSheetFileName } from '@/lib/prep/prep-sheet-labels';
import type { JobApplication, Story } from '@/lib/prep/prep-types';
import { parseEmployerQuestions, questionsToAsk } from '@/lib/prep/questions-to-ask';

const APP_ID = '3f0e8a52-1c1b-4c55-9d7e-0a4b5c6d7e8f';
const OTHER_APP = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const JD = `Senior Data Engineer at Acme. Design and run batch and streaming data pipelines (Airflow, Spark) into our
warehouse, own data quality and schema changes, and work with analysts. Python, SQL, dbt.`;

const application = (over: Partial<JobApplication> = {}): JobApplication => ({
  id: APP_ID,
  company: 'Acme',
  role: 'Senior Data Engineer',
  jobDescription: JD,
  resumeVersionId: null,
  interviewAt: '2026-12-01T14:00:00.000Z',
  round: 'Onsite',
  notes: 'Ask about the on-call rota.',
  language: 'en',
  archivedAt: null,
  isPrimary: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const story = (id: string, title: string, text: Partial<Story>, applicationIds: string[] = []): Story => ({
  id,
  title,
  situation: '',
  task: '',
  action: '',
  result: '',
  tags: [],
  figures: '',
  applicationIds,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...text,
});

const PIPELINE = story('s-pipeline', 'Nightly pipeline rebuild', {
  situation: 'Our nightly batch pipeline into the warehouse failed twice a week and analysts got stale dashboards.',
  task: 'I had to make the batch pipeline reliable before quarter end.',
  action: 'I rebuilt it in Airflow with data quality checks on every load and alerts when a check failed.',
  result: 'Failures dropped from two a week to one a quarter.',
  tags: ['pipeline', 'data quality', 'airflow'],
  figures: 'two failures a week to one a quarter',
});
const DATASET = story('s-dataset', 'The corrupted dataset', {
  situation: 'A serious problem in a dataset that finance relied on: duplicated rows in the revenue table.',
  action: 'I traced the duplicates to a retry in the loader, fixed it and backfilled the table.',
  result: 'Revenue figures were correct again within a day.',
  tags: ['dataset', 'problem', 'data'],
});
const ELSEWHERE = story('s-elsewhere', 'Pipeline for another job', { situation: 'A batch pipeline warehouse data quality story.', tags: ['pipeline'] }, [OTHER_APP]);

describe('the prep sheet', () => {
  it('gives a fitting question its best story and every other question "no story yet"', () => {
    const sheet = buildPrepSheet({ application: application(), resumeName: 'Data resume', stories: [PIPELINE, DATASET], profileLanguage: null });
    expect(sheet.questions).toHaveLength(8);
    const pipelineQ = sheet.questions.find((q) => /pipeline/i.test(q.text) && /quality/i.test(q.text));
    expect(pipelineQ?.story?.id).toBe('s-pipeline');
    const datasetQ = sheet.questions.find((q) => /dataset/i.test(q.text));
    expect(datasetQ?.story?.id).toBe('s-dataset');
    const unmatched = sheet.questions.filter((q) => !q.story);
    expect(unmatched.length).toBeGreaterThan(0);
    // Questions about something neither story tells (a mistake, a business decision, a colleague).
    const offTopic = sheet.questions.filter((q) => /mistake|business decision|colleague/i.test(q.text));
    expect(offTopic.length).toBeGreaterThan(0);
    for (const q of offTopic) expect(q.story).toBeNull();
  });

  it("uses stories linked to this application or to none, never another application's", () => {
    const linkedElsewhere = buildPrepSheet({ application: application(), resumeName: 'Main resume', stories: [ELSEWHERE], profileLanguage: null });
    expect(linkedElsewhere.questions.every((q) => q.story === null)).toBe(true);
    const linkedHere = buildPrepSheet({ application: application(), resumeName: 'Main resume', stories: [{ ...ELSEWHERE, applicationIds: [OTHER_APP, APP_ID] }], profileLanguage: null });
    expect(linkedHere.questions.some((q) => q.story?.id === 's-elsewhere')).toBe(true);
  });

  it('carries the header, the notes and five questions to ask', () => {
    const sheet = buildPrepSheet({ application: application(), resumeName: 'Data resume', stories: [], profileLanguage: null });
    expect(sheet).toEqual(
      expect.objectContaining({ title: 'Senior Data Engineer at Acme', company: 'Acme', round: 'Onsite', resumeName: 'Data resume', interviewAt: '2026-12-01T14:00:00.000Z', notes: 'Ask about the on-call rota.', languageLabel: null }),
    );
    expect(sheet.questionsToAsk).toHaveLength(5);
  });

  it("names the questions' language, and says so when the bank has none for it", () => {
    const hindi = buildPrepSheet({ application: application({ language: 'hi' }), resumeName: 'Main resume', stories: [], profileLanguage: null });
    expect(hindi.languageLabel).toBe('Hindi · हिन्दी');
    expect(hindi.languageNotice).toBeUndefined();
    const japanese = buildPrepSheet({ application: application({ language: 'ja' }), resumeName: 'Main resume', stories: [], profileLanguage: null });
    expect(japanese.questionLanguage).toBe('en');
    expect(japanese.languageNotice).toMatch(/^Practice questions are in English: .*Japanese/);
  });
});

describe('questions to ask the employer', () => {
  const all = parseEmployerQuestions(interviewQuestionsToAskEmployer.content);

  it("parses the article's 35 numbered questions under their topics, not the ones to avoid", () => {
    expect(all).toHaveLength(35);
    expect(all[0]).toEqual({ topic: 'Questions about the role itself', text: 'What does a typical week look like for someone in this position?' });
    expect(all[34]).toEqual({ topic: 'Questions about next steps', text: 'What are the next steps in the process, and when can I expect to hear back?' });
    expect(all.some((q) => /What does your company do/.test(q.text))).toBe(false);
    expect(all.every((q) => !/[<>]|&\w+;/.test(q.text))).toBe(true);
  });

  it('puts the questions that share words with the description first', () => {
    const picked = questionsToAsk('Hybrid role: two days a week in the office, remote otherwise. We value work-life balance.');
    expect(picked[0].text).toBe('What is your approach to remote, hybrid or office work?');
    expect(picked.map((q) => q.text)).toContain('How does the company support work-life balance in busy periods?');
  });

  it('with nothing to match, takes one question from each topic in the article order', () => {
    const picked = questionsToAsk('');
    expect(picked.map((q) => q.topic)).toEqual(['Questions about the role itself', 'Questions about the team', 'Questions about the manager', 'Questions about performance and growth', 'Questions about the company and its direction']);
  });

  it('takes at most two from one topic, and the same five every time', () => {
    const jd = 'The team: how the team works, team decisions, team structure, team disagreements, new team members.';
    const picked = questionsToAsk(jd);
    expect(picked).toHaveLength(5);
    expect(picked.filter((q) => q.topic === 'Questions about the team')).toHaveLength(2);
    expect(questionsToAsk(jd)).toEqual(picked);
  });
});

describe('the file name', () => {
  it('is a slug of the title, or of the id when the title has no Latin letters', () => {
    expect(prepSheetFileName({ applicationId: APP_ID, title: 'Senior Data Engineer at Acme' })).toBe('prep-sheet-senior-data-engineer-at-acme.pdf');
    expect(prepSheetFileName({ applicationId: APP_ID, title: 'Ingeniería de Datos at Señor' })).toBe('prep-sheet-ingenieria-de-datos-at-senor.pdf');
    expect(prepSheetFileName({ applicationId: APP_ID, title: 'डेटा इंजीनियर' })).toBe('prep-sheet-3f0e8a52.pdf');
  });
});
