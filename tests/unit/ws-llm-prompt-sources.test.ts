import type { StoryForAnswer } from '@/lib/prep/prep-types';
import { EvidenceIndex } from '@/ws-server/evidence/evidence-index';
import type { AnswerRequest } from '@/ws-server/llm/answer-engine';
import { estimateTokens } from '@/ws-server/llm/estimate-tokens';
import { fitContext } from '@/ws-server/llm/fit-context';
import { ACHIEVEMENT } from '@/ws-server/llm/offline/select-passages';
import { buildAnswerPrompt } from '@/ws-server/llm/prompt';

const resume = [
  'Senior engineer at Northwind Traders, 2019 to 2024.',
  '- Led the migration of billing to Kubernetes, cutting deploy time by 70%.',
  '- Built a Kafka pipeline processing 2 million events a day.',
  '- Resolved a disagreement between the mobile and backend teams over API versioning.',
].join('\n');
const jobDescription = ['Globex builds payments infrastructure.', '- You will own our Kubernetes platform and deployment tooling.'].join('\n');
const ledger: StoryForAnswer = {
  id: '7d0c5a52-1f57-4c43-9a4b-6f3f0c1d2e01',
  title: 'Billing ledger migration conflict',
  situation: 'Finance and platform disagreed about freezing the billing ledger during the migration.',
  task: 'I had to get both teams to agree on a cut-over plan within two weeks.',
  action: 'I ran a joint design review, wrote down each team’s risks and proposed a shadow-write period.',
  result: 'We cut over with zero missed invoices and the shadow-write pattern became the team default.',
  tags: ['conflict', 'leadership'],
  figures: 'zero missed invoices; 14-day shadow-write',
};

function request(question: string, kind: AnswerRequest['kind'], stories: StoryForAnswer[] = [ledger], extra: Partial<AnswerRequest> = {}): AnswerRequest {
  const base = { question, kind, resume, jobDescription, history: [], ...extra };
  return { ...base, evidence: new EvidenceIndex({ resume: base.resume, jobDescription: base.jobDescription, stories }, (p) => ACHIEVEMENT.test(p)).evidenceFor({ question, behavioural: kind === 'behavioural' }) };
}

const between = (text: string, tag: string) => text.slice(text.indexOf(`<${tag}>`) + tag.length + 2, text.indexOf(`</${tag}>`));

describe('answer prompt with numbered sources', () => {
  it('lists every source as "[n] label: text", ahead of the resume, and asks for [n] after each claim', () => {
    const r = request('Tell me about a conflict you resolved between teams.', 'behavioural');
    const { instructions, prompt } = buildAnswerPrompt(r);
    const listed = between(prompt, 'sources').trim().split('\n');
    expect(listed[0]).toBe('[1] Story: Billing ledger migration conflict: Situation: Finance and platform disagreed about freezing the billing ledger during the migration.');
    for (const s of r.evidence!.sources) expect(prompt).toContain(`[${s.n}] ${s.label}: ${s.text.split('\n')[0]}`);
    expect(prompt.indexOf('<sources>')).toBeLessThan(prompt.indexOf('<resume>'));
    expect(instructions).toMatch(/cite it as \[n\]/);
    expect(instructions).toMatch(/cite only the numbers listed/);
    expect(instructions).toMatch(/Never state a figure, employer, job title or date that appears in none of the sources/);
  });

  it('tells the model to tell the candidate’s own story, figures unchanged, when one fits a behavioural question', () => {
    const { instructions } = buildAnswerPrompt(request('Tell me about a conflict you resolved between teams.', 'behavioural'));
    expect(instructions).toMatch(/the candidate's own story for this question/);
    expect(instructions).toMatch(/keeping every figure exactly as written/);
  });

  it('does not ask for a story when none fits, or for a question that is not behavioural', () => {
    const unfitting = request('Tell me about a time you learned a new programming language quickly.', 'behavioural');
    expect(unfitting.evidence!.storyFit).toBe('none');
    expect(buildAnswerPrompt(unfitting).instructions).not.toMatch(/own story for this question/);
    const technical = request('How does Kafka guarantee ordering?', 'technical');
    const { instructions, prompt } = buildAnswerPrompt(technical);
    expect(instructions).not.toMatch(/own story for this question/);
    expect(instructions).toMatch(/cite it as \[n\]/);
    expect(between(prompt, 'sources')).toMatch(/\[1\] Resume, line 3: Built a Kafka pipeline/);
  });

  it('without evidence (a screen question) has no sources section and no citation rules', () => {
    const { instructions, prompt } = buildAnswerPrompt({ question: 'Reverse a linked list.', kind: 'technical', resume, jobDescription, history: [] });
    expect(prompt).not.toContain('<sources>');
    expect(instructions).not.toMatch(/\[n\]/);
  });

  it('fits sources into the budget: the story first and whole, the resume shrinking to make room', () => {
    const longResume = Array.from({ length: 300 }, (_, i) => `- Delivered internal project number ${i} for the payments group on time.`).join('\n');
    const r = request('Tell me about a conflict you resolved between teams.', 'behavioural', [ledger], { resume: longResume });
    const budget = 1_000;
    const fitted = fitContext(r, { tokenBudget: budget, historyTurns: 6 });
    expect(fitted.sources[0]).toEqual(r.evidence!.sources[0]);
    expect(fitted.resume).toContain('[…]');
    const used = fitted.sources.reduce((n, s) => n + estimateTokens(`[${s.n}] ${s.label}: ${s.text}`) + 1, 0) + estimateTokens(fitted.resume) + estimateTokens(fitted.jobDescription);
    expect(used).toBeLessThanOrEqual(budget);
    const { prompt } = buildAnswerPrompt(r, { contextTokenBudget: budget });
    expect(prompt).toContain('We cut over with zero missed invoices');
  });

  it('cuts the first source that does not fit and drops the rest, so their numbers never reach the model', () => {
    const long = { ...ledger, action: 'I ran a joint design review. '.repeat(120) };
    const r = request('Tell me about a conflict you resolved between teams.', 'behavioural', [long]);
    const fitted = fitContext(r, { tokenBudget: 400, historyTurns: 6 });
    expect(fitted.sources).toHaveLength(1);
    expect(fitted.sources[0].text.endsWith('…')).toBe(true);
    expect(fitted.sources[0].text.length).toBeLessThan(r.evidence!.sources[0].text.length);
    const { prompt } = buildAnswerPrompt(r, { contextTokenBudget: 400 });
    expect(between(prompt, 'sources')).not.toMatch(/^\[2\]/m);
  });
});
