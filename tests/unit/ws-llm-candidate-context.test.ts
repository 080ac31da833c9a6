// Candidate-aware answers: what the candidate already said out loud (the microphone of a
// "Tab + microphone" session) reaches the prompt inside the same context budget as the
// documents and earlier turns, newest words first; the offline engine moves passages the
// candidate already spoke out of the way instead of repeating them.
import { CandidateMemory } from '@/ws-server/channels/candidate-memory';
import type { AnswerRequest } from '@/ws-server/llm/answer-engine';
import { estimateTokens } from '@/ws-server/llm/estimate-tokens';
import { fitContext } from '@/ws-server/llm/fit-context';
import { createOfflineEngine } from '@/ws-server/llm/offline/offline-engine';
import { buildAnswerPrompt } from '@/ws-server/llm/prompt';

const resume = Array.from({ length: 400 }, (_, i) => `- Maintained service ${i} for the platform team, improving latency by ${i % 90}%.`).join('\n');
const base: AnswerRequest = {
  question: 'How did you handle the outage you mentioned?',
  kind: 'behavioural',
  resume,
  jobDescription: 'Site reliability engineer: incidents, on-call, postmortems.',
  history: Array.from({ length: 10 }, (_, i) => ({ question: `Earlier question ${i}?`, answer: `Earlier answer ${i}. `.repeat(30) })),
};
const spoken = (n: number) => Array.from({ length: n }, (_, i) => `Spoken answer ${i}: I was on call when the payments API went down and I ${'rolled back the deploy and '.repeat(8)}wrote the postmortem.`);

describe('candidate words in the prompt', () => {
  it('keeps the prompt within the budget however long the candidate has talked, newest words kept', () => {
    const request = { ...base, candidateSaid: spoken(300) };
    const { prompt, instructions } = buildAnswerPrompt(request, { contextTokenBudget: 3_000 });
    expect(estimateTokens(prompt)).toBeLessThan(3_000 + 150);
    expect(prompt).toContain('<candidate_already_said>');
    expect(prompt).toContain('Spoken answer 299:');
    expect(prompt).not.toContain('Spoken answer 0:');
    expect(instructions).toMatch(/never repeat a point/);
  });

  it('counts the candidate words inside the budget: the documents get less room, not more tokens', () => {
    const without = fitContext(base, { tokenBudget: 3_000, historyTurns: 6 });
    const withWords = fitContext({ ...base, candidateSaid: spoken(300) }, { tokenBudget: 3_000, historyTurns: 6 });
    const total = (f: typeof without) => estimateTokens(f.resume) + estimateTokens(f.jobDescription) + estimateTokens(f.candidateSaid) + f.history.reduce((n, t) => n + estimateTokens(t.question) + estimateTokens(t.answer) + 4, 0);
    expect(estimateTokens(withWords.candidateSaid)).toBeGreaterThan(300);
    expect(estimateTokens(withWords.candidateSaid)).toBeLessThanOrEqual(600);
    expect(estimateTokens(withWords.resume)).toBeLessThan(estimateTokens(without.resume));
    expect(total(withWords)).toBeLessThanOrEqual(3_000);
  });

  it("keeps the tail of one very long utterance rather than nothing", () => {
    const long = `${'I talked about the migration at length. '.repeat(400)}The last thing I said was about Kafka.`;
    const fitted = fitContext({ ...base, candidateSaid: [long] }, { tokenBudget: 1_000, historyTurns: 6 });
    expect(fitted.candidateSaid.startsWith('… ')).toBe(true);
    expect(fitted.candidateSaid.endsWith('The last thing I said was about Kafka.')).toBe(true);
    expect(estimateTokens(fitted.candidateSaid)).toBeLessThanOrEqual(200);
  });

  it('leaves prompts without candidate words as they were', () => {
    const { prompt, instructions } = buildAnswerPrompt(base, { contextTokenBudget: 3_000 });
    expect(prompt).not.toContain('candidate_already_said');
    expect(instructions).not.toMatch(/already said out loud/);
  });

  it('bounds what a session remembers of the candidate', () => {
    const memory = new CandidateMemory({ maxUtterances: 50, maxChars: 2_000 });
    for (const text of spoken(1_000)) memory.add(text);
    expect(memory.size).toBeLessThanOrEqual(50);
    expect(memory.all().join('').length).toBeLessThanOrEqual(2_000);
    expect(memory.all().at(-1)).toContain('Spoken answer 999:');
  });
});

describe('offline talking points and what the candidate said', () => {
  const doc = [
    'Led the incident response when the payments API failed during Black Friday, restoring service in 12 minutes.',
    'Wrote the postmortem for the payments outage and added a canary deploy stage.',
    'Built the on-call handbook for the platform team.',
  ].join('\n');
  async function answer(candidateSaid?: string[]): Promise<string> {
    let text = '';
    for await (const chunk of createOfflineEngine().stream({ question: 'Tell me about a payments incident you handled.', kind: 'behavioural', resume: doc, jobDescription: '', history: [], candidateSaid }, new AbortController().signal)) text += chunk;
    return text;
  }

  it('does not lead with a passage the candidate already said out loud', async () => {
    const first = await answer();
    expect(first).toContain('restoring service in 12 minutes');
    const after = await answer(['Sure. I led the incident response when the payments API failed during Black Friday and we restored service in 12 minutes.']);
    expect(after).not.toContain('restoring service in 12 minutes');
    expect(after).toMatch(/postmortem|handbook/);
  });
});
