// Answers show their evidence, through the running ws-server and the emulator: the first
// message lists the numbered sources (a behavioural question's fitting story first), the last
// says which the answer cited and which of a model's claims no source backs, and the history
// keeps the answer without made-up citations, with its sources.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import type { Database } from '../../lib/supabase/database';
import type { AnswerEngine } from '../../ws-server/llm/answer-engine';
import { createOfflineEngine } from '../../ws-server/llm/offline/offline-engine';
import type { RunningWsServer } from '../../ws-server/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, fixedAnswerEngine, startWsServer, TestClient, type Msg, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const RESUME = [
  'Senior engineer at Northwind Traders, 2019 to 2024.',
  '- Led the migration of billing to Kubernetes, cutting deploy time by 70%.',
  '- Built a Kafka pipeline processing 2 million events a day.',
].join('\n');
const JD = 'Globex is hiring a platform engineer to own its Kubernetes platform.';

describe('answers that show their evidence', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;
  let admin: SupabaseClient<Database>;
  let user: TestUser;
  let storyId = '';
  const offline = createOfflineEngine();
  const model = fixedAnswerEngine(['I led the billing migration to Kubernetes [1] ', 'and cut hosting costs by 45% [9].']);
  let useModel = false;
  const engine: AnswerEngine = {
    get source() {
      return useModel ? 'ai' : 'offline';
    },
    stream: (request, signal) => (useModel ? model : offline).stream(request, signal),
  };

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em) as SupabaseClient<Database>;
    server = await startWsServer(em, { answerEngine: engine, answerEngineName: 'test:evidence' });
    user = await createSignedInUser(em, 'ws-evidence');
    await admin.from('resume').upsert({ profile_id: user.userId, resume: RESUME }).throwOnError();
    await admin.from('job_description').upsert({ profile_id: user.userId, job_description: JD }).throwOnError();
    const { data } = await admin
      .from('story')
      .insert({
        profile_id: user.userId,
        title: 'Resolving the ledger freeze conflict between teams',
        situation: 'Finance and platform teams disagreed about freezing the billing ledger.',
        task: 'Get both teams to agree on a cut-over plan.',
        action: 'I ran a joint design review and proposed a shadow-write period.',
        result: 'We cut over with zero missed invoices.',
        tags: ['conflict', 'teamwork'],
        figures: '14-day shadow-write',
      })
      .select('id')
      .single()
      .throwOnError();
    storyId = data.id;
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  const answerOf = async (client: TestClient, questionId: string) => {
    const last = await client.next((m) => m.type === 'answer' && m.question_id === questionId && m.speech_final === true);
    const messages = client.messages.filter((m: Msg) => m.type === 'answer' && m.question_id === questionId);
    return { first: messages[0], last, text: messages.map((m) => String(m.transcription)).join('') };
  };
  const storedTurns = async (sessionId: string, count: number) => {
    let turns: { question: string; answer: string; sources: unknown }[] = [];
    for (let i = 0; i < 60 && turns.length < count; i++) {
      await new Promise((r) => setTimeout(r, 50));
      turns = (await admin.from('interview_turn').select('question, answer, sources').eq('session_id', sessionId).order('question_at').throwOnError()).data ?? [];
    }
    return turns;
  };

  it('offline: a behavioural answer tells the candidate’s story with [n], its sources on the first message, the story first', async () => {
    useModel = false;
    const client = await TestClient.open(server);
    const ready = await client.hello(user.accessToken);
    client.sendJson({ type: 'trigger_response', question: 'Tell me about a time you resolved a conflict between teams.' });
    const behavioural = await answerOf(client, 'm1');
    expect(behavioural.first.question).toBe('Tell me about a time you resolved a conflict between teams.');
    expect(behavioural.first.story).toBe('fits');
    const sources = behavioural.first.sources as { n: number; kind: string; story_id?: string; label: string }[];
    expect(sources[0]).toMatchObject({ n: 1, kind: 'story', story_id: storyId, label: 'Story: Resolving the ledger freeze conflict between teams' });
    expect(behavioural.text).toContain('- **Situation:** “Finance and platform teams disagreed about freezing the billing ledger.” [1]');
    expect(behavioural.text).toContain('- **Result:** “We cut over with zero missed invoices.” [1]');
    expect(behavioural.last.citations).toEqual(expect.arrayContaining([1]));
    expect(behavioural.last).not.toHaveProperty('unsupported');
    expect(behavioural.last).not.toHaveProperty('sources');

    client.sendJson({ type: 'trigger_response', question: 'How does a Kafka pipeline keep events in order?' });
    const technical = await answerOf(client, 'm2');
    const kafka = (technical.first.sources as { n: number; kind: string; text: string; line?: number }[]).find((s) => s.text.startsWith('Built a Kafka pipeline'));
    expect(kafka).toMatchObject({ kind: 'resume', line: 3 });
    expect(technical.first).not.toHaveProperty('story');
    expect(technical.text).toContain(`“Built a Kafka pipeline processing 2 million events a day.” [${kafka!.n}]`);
    expect(technical.last.citations).toContain(kafka!.n);
    await client.close();

    const turns = await storedTurns(String(ready.session_id), 2);
    expect(turns).toHaveLength(2);
    expect((turns[0].sources as { kind: string }[])[0].kind).toBe('story');
    expect(turns[0].answer).toContain('[1]');
  });

  it('a model’s made-up citation is dropped and its unbacked figure flagged; the history keeps the clean answer and the sources', async () => {
    useModel = true;
    const client = await TestClient.open(server);
    const ready = await client.hello(user.accessToken);
    client.sendJson({ type: 'trigger_response', question: 'What did you do at Northwind Traders?' });
    const { first, last, text } = await answerOf(client, 'm1');
    expect(text).toBe('I led the billing migration to Kubernetes [1] and cut hosting costs by 45% [9].');
    expect((first.sources as unknown[]).length).toBeGreaterThan(1);
    expect((first.sources as unknown[]).length).toBeLessThan(9);
    expect(last.citations).toEqual([1]);
    expect(last.unsupported).toEqual(expect.arrayContaining(['45%']));
    expect(last.unsupported).not.toEqual(expect.arrayContaining(['Kubernetes']));
    await client.close();

    const [turn] = await storedTurns(String(ready.session_id), 1);
    expect(turn.answer).toBe('I led the billing migration to Kubernetes [1] and cut hosting costs by 45%.');
    expect(Array.isArray(turn.sources) && turn.sources.length).toBe((first.sources as unknown[]).length);
  });

  it('a resume or job description sent during the session is what the next answer’s sources come from', async () => {
    useModel = false;
    const client = await TestClient.open(server);
    await client.hello(user.accessToken);
    const question = 'How did you run the Terraform rollout?';
    client.sendJson({ type: 'trigger_response', question });
    const before = await answerOf(client, 'm1');
    expect((before.first.sources as { text: string }[]).map((s) => s.text)).not.toContain('Rolled out Terraform modules to forty services.');

    client.sendJson({ type: 'resume', data: `${RESUME}\n- Rolled out Terraform modules to forty services.` });
    client.sendJson({ type: 'job_description', data: 'Initech needs a Terraform owner for its rollout.' });
    client.sendJson({ type: 'trigger_response', question });
    const after = await answerOf(client, 'm2');
    const sources = after.first.sources as { kind: string; text: string; line?: number }[];
    expect(sources.find((s) => s.kind === 'resume')).toMatchObject({ text: 'Rolled out Terraform modules to forty services.', line: 4 });
    expect(sources.filter((s) => s.kind === 'job').map((s) => s.text)).toEqual(['Initech needs a Terraform owner for its rollout.']);
    await client.close();
  });
});
