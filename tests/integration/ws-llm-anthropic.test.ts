// The Anthropic answer engine (Vercel AI SDK) against a fake streaming Messages API.
import { createAnthropicEngine } from '@/ws-server/llm/anthropic-engine';
import { startFakeAnthropic } from '@/tests/fixtures/engine/fake-anthropic';

jest.setTimeout(20_000);

it('streams text deltas from the Messages API, with the prompt as system instructions', async () => {
  const fake = await startFakeAnthropic(['I would ', 'start by ', 'listening.']);
  try {
    const engine = createAnthropicEngine({ apiKey: 'sk-ant-fake', model: 'claude-fake', baseUrl: fake.baseUrl });
    const deltas: string[] = [];
    const request = { question: 'How would you handle a disagreement?', kind: 'situational' as const, resume: 'Engineer at Northwind.', jobDescription: 'Globex platform role.', history: [] };
    for await (const delta of engine.stream(request, new AbortController().signal)) deltas.push(delta);
    expect(deltas.join('')).toBe('I would start by listening.');
    const seen = fake.requests[0];
    expect(seen).toMatchObject({ apiKey: 'sk-ant-fake', body: { model: 'claude-fake', stream: true } });
    expect(seen.version).toBeTruthy();
    expect(JSON.stringify(seen.body.system)).toMatch(/first person/);
    expect(JSON.stringify(seen.body.messages)).toContain('How would you handle a disagreement?');
  } finally {
    await fake.close();
  }
});
