// The prep sheet asks the ws-server for questions written for the role: the URL on the socket's
// own address, the bearer token, and null for anything short of the model's own questions.
import { fetchWrittenQuestions, prepQuestionsUrl } from '@/lib/prep/fetch-written-questions';
import { questionsWithStories } from '@/lib/prep/match-sheet-stories';
import type { StoryForAnswer } from '@/lib/prep/prep-types';

const ID = '3f0e8a52-1c1b-4c55-9d7e-0a4b5c6d7e8f';
const reply = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('questions written for the role', () => {
  it('are asked of the ws-server address, keeping a path prefix, with the application and language', () => {
    expect(prepQuestionsUrl('ws://localhost:8787', ID, 'hi')).toBe(`http://localhost:8787/prep-questions?application_id=${ID}&language=hi`);
    expect(prepQuestionsUrl('wss://app.example.com/ws/', ID, 'en')).toBe(`https://app.example.com/ws/prep-questions?application_id=${ID}&language=en`);
    expect(prepQuestionsUrl('not a url', ID, 'en')).toBeNull();
  });

  it("send the user's token and return the model's questions", async () => {
    const seen: RequestInit[] = [];
    const fetcher = (async (_url: string, init: RequestInit) => {
      seen.push(init);
      return new Response(JSON.stringify({ source: 'ai', questions: [{ text: 'How would you test a pipeline?', kind: 'technical' }] }));
    }) as unknown as typeof fetch;
    expect(await fetchWrittenQuestions('http://x/prep-questions', 'token-1', fetcher)).toEqual([{ text: 'How would you test a pipeline?', kind: 'technical' }]);
    expect(seen[0].headers).toEqual({ authorization: 'Bearer token-1' });
    expect(seen[0].credentials).toBe('omit');
  });

  it('are null when the server fell back to the bank, has no model, answers nonsense, or cannot be reached', async () => {
    expect(await fetchWrittenQuestions('http://x', 't', reply(200, { source: 'bank', questions: [{ text: 'Q?', kind: 'other' }] }))).toBeNull();
    expect(await fetchWrittenQuestions('http://x', 't', reply(404, { error: 'No model is configured' }))).toBeNull();
    expect(await fetchWrittenQuestions('http://x', 't', reply(200, { source: 'ai', questions: [{ text: 'Q?', kind: 'riddle' }] }))).toBeNull();
    expect(await fetchWrittenQuestions('http://x', 't', reply(200, { source: 'ai', questions: [] }))).toBeNull();
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await fetchWrittenQuestions('http://x', 't', down)).toBeNull();
  });

  it('are matched to the stories the same way as the bank questions', () => {
    const story: StoryForAnswer = { id: 's1', title: 'Nightly pipeline rebuild', situation: 'The nightly batch pipeline failed twice a week.', task: '', action: 'I added data quality checks and alerts.', result: 'One failure a quarter.', tags: ['pipeline'], figures: '' };
    const matched = questionsWithStories(
      [
        { id: 'w1', text: 'Tell me about a pipeline you made reliable.', kind: 'behavioural' },
        { id: 'w2', text: 'Why do you want to work here?', kind: 'other' },
      ],
      [story],
      'Data engineer: pipelines, data quality.',
    );
    expect(matched.map((q) => q.story?.id ?? null)).toEqual(['s1', null]);
  });
});
