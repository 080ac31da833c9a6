import type { StoryForAnswer } from '@/lib/prep/prep-types';
import { EvidenceIndex } from '@/ws-server/evidence/evidence-index';
import type { AnswerRequest } from '@/ws-server/llm/answer-engine';
import { createOfflineEngine } from '@/ws-server/llm/offline/offline-engine';
import { ACHIEVEMENT } from '@/ws-server/llm/offline/select-passages';

const resume = [
  'Senior engineer at Northwind Traders, 2019 to 2024.',
  '- Led the migration of billing to Kubernetes, cutting deploy time by 70%.',
  '- Built a Kafka pipeline processing 2 million events a day.',
  '- Mentored four junior engineers through their first on-call rotations.',
].join('\n');
const jobDescription = ['Globex builds payments infrastructure.', '- You will work across teams to resolve conflicting priorities.'].join('\n');
const ledger: StoryForAnswer = {
  id: '7d0c5a52-1f57-4c43-9a4b-6f3f0c1d2e01',
  title: 'Billing ledger "freeze" conflict',
  situation: 'Finance and platform disagreed about freezing the billing ledger during the migration.',
  task: '',
  action: 'I ran a joint design review and proposed a shadow-write period both teams could live with.',
  result: 'We cut over with zero missed invoices.',
  tags: ['conflict'],
  figures: '14-day shadow-write',
};

async function answer(question: string, kind: AnswerRequest['kind'], stories: StoryForAnswer[], language?: string): Promise<{ text: string; request: AnswerRequest }> {
  const evidence = new EvidenceIndex({ resume, jobDescription, stories }, (p) => ACHIEVEMENT.test(p)).evidenceFor({ question, behavioural: kind === 'behavioural' });
  const request: AnswerRequest = { question, kind, resume, jobDescription, history: [], evidence, ...(language ? { language } : {}) };
  let text = '';
  for await (const delta of createOfflineEngine().stream(request, new AbortController().signal)) text += delta;
  return { text, request };
}

describe('offline answers from the candidate’s stories', () => {
  it('lays out the fitting story’s own STAR lines, quoted verbatim, each ending with the story’s [n]', async () => {
    const { text, request } = await answer('Tell me about a conflict between teams you resolved.', 'behavioural', [ledger]);
    const n = request.evidence!.stories[0].n;
    expect(n).toBe(1);
    const lines = text.split('\n');
    // The heading says where the points come from: the candidate's story, not the resume.
    expect(lines[0]).toBe('**Offline talking points** (no AI model configured: your own story, as you wrote it)');
    expect(lines).toContain('**From your story:** “Billing ledger "freeze" conflict”');
    expect(lines).toContain('- **Situation:** “Finance and platform disagreed about freezing the billing ledger during the migration.” [1]');
    expect(lines).toContain('- **Action:** “I ran a joint design review and proposed a shadow-write period both teams could live with.” [1]');
    expect(lines).toContain('- **Result:** “We cut over with zero missed invoices.” [1]');
    expect(lines).toContain('- **Figures:** “14-day shadow-write” [1]');
    // An empty part is left out rather than filled with advice.
    expect(text).not.toMatch(/\*\*Task:\*\*/);
    // The candidate's prepared story, not resume fragments under STAR labels.
    expect(text).not.toContain('Situation / Task');
    expect(text).not.toContain('Kafka');
    const job = request.evidence!.job[0];
    expect(lines).toContain(`- **Tie it to the role:** “${job.text}” [${job.n}]`);
  });

  it('says no story fits, then cites the resume lines it quotes, when the candidate’s stories do not fit', async () => {
    const { text, request } = await answer('Tell me about a time you mentored a junior engineer.', 'behavioural', [ledger]);
    expect(request.evidence!.storyFit).toBe('none');
    expect(text).toContain('No story of yours fits this question yet; from your resume:');
    const mentor = request.evidence!.resume.find((p) => p.text.startsWith('Mentored'))!;
    expect(text).toContain(`“${mentor.text}” [${mentor.n}]`);
    expect(text).not.toContain('From your story');
  });

  it('says nothing about stories when the candidate has none', async () => {
    const { text } = await answer('Tell me about a time you mentored a junior engineer.', 'behavioural', []);
    expect(text).not.toContain('No story of yours');
    expect(text).toContain('- **Situation / Task:** “Mentored four junior engineers through their first on-call rotations.” [1]');
  });

  it('cites the resume line a technical answer quotes, with the number the source list shows', async () => {
    const { text, request } = await answer('How would you design a Kafka pipeline?', 'technical', [ledger]);
    const kafka = request.evidence!.sources.find((s) => s.text.startsWith('Built a Kafka pipeline'))!;
    expect(kafka).toMatchObject({ kind: 'resume', line: 3 });
    expect(text).toContain(`- **Where you used it:** “Built a Kafka pipeline processing 2 million events a day.” [${kafka.n}]`);
  });

  it('labels the story in the answer language and still quotes the candidate’s words as written', async () => {
    const { text } = await answer('Tell me about a conflict between teams you resolved.', 'behavioural', [ledger], 'es');
    expect(text).toContain('**De tu historia:** «Billing ledger "freeze" conflict»');
    expect(text).toContain('- **Situación:** «Finance and platform disagreed about freezing the billing ledger during the migration.» [1]');
    expect(text).toContain('- **Resultado:** «We cut over with zero missed invoices.» [1]');
  });
});
