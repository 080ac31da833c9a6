// The model-backed practice coach on the AI SDK's mock model: the prompt's shape and the
// replies it accepts or refuses. No network.
import { scoreAnswer } from '@/lib/feedback/score-answer';
import { createAiSdkPracticeCoach } from '@/ws-server/practice/ai-sdk-practice-coach';
import { mockModelReply } from '../fixtures/engine/mock-model-reply';

const reply = mockModelReply;

const signal = () => AbortSignal.timeout(5_000);
const request = { round: 'technical' as const, count: 2, resume: 'Built Airflow pipelines.', jobDescription: 'Data engineer', avoid: ['How would you design a daily batch pipeline?'] };

describe('the AI SDK practice coach', () => {
  it('reads the questions from a fenced JSON reply and drops duplicates', async () => {
    const model = reply('```json\n{"questions": [{"text": "How do you test a dbt model?", "kind": "technical"}, {"text": "How do you test a dbt model?", "kind": "technical"}, {"text": "When would you use Kafka?", "kind": "technical"}]}\n```');
    const coach = createAiSdkPracticeCoach(model, { name: 'mock:model' });
    expect(await coach.questions(request, signal())).toEqual([
      { text: 'How do you test a dbt model?', kind: 'technical' },
      { text: 'When would you use Kafka?', kind: 'technical' },
    ]);
    const prompt = JSON.stringify(model.doGenerateCalls[0].prompt);
    expect(prompt).toContain('Built Airflow pipelines.');
    expect(prompt).toContain('recently_asked');
  });

  it('refuses a reply that is not the JSON asked for, so the caller falls back to the bank', async () => {
    await expect(createAiSdkPracticeCoach(reply('Here are some questions: 1. Why?'), { name: 'mock' }).questions(request, signal())).rejects.toThrow();
    await expect(createAiSdkPracticeCoach(reply('{"questions": []}'), { name: 'mock' }).questions(request, signal())).rejects.toThrow();
  });

  it('returns written feedback, a stronger answer and the follow-up for a gap', async () => {
    const model = reply('{"feedback": "End with the outcome.", "stronger_answer": "I rebuilt the load…", "follow_up": "What changed afterwards?"}');
    const coach = createAiSdkPracticeCoach(model, { name: 'mock' });
    const answer = 'The load failed. I rebuilt it in Airflow.';
    const score = scoreAnswer({ question: 'Tell me about a fix.', answer, seconds: 5, kind: 'behavioural' });
    expect(await coach.review({ question: 'Tell me about a fix.', kind: 'behavioural', answer, resume: '', jobDescription: '', score, gap: 'no Result' }, signal())).toEqual({
      writtenFeedback: 'End with the outcome.',
      strongerAnswer: 'I rebuilt the load…',
      followUp: 'What changed afterwards?',
    });
    expect(JSON.stringify(model.doGenerateCalls[0].prompt)).toContain('no Result');
  });
});
