// Auto mode over the real ws-server: a question complete at a pause is answered before its
// utterance ends and restarted when speech goes on; a main question and its sub-prompts get one
// answer; a follow-up is asked with the question it follows; a newer question does not wait for
// an older answer. The transcriber is scripted, the engine streams slowly enough to overlap.
import type { RunningEmulator } from '../../emulators/server';
import type { AnswerEngine, AnswerRequest } from '../../ws-server/llm/answer-engine';
import type { RunningWsServer } from '../../ws-server/server';
import { startTestEmulator } from './helpers/emulator';
import { createSignedInUser, scriptedTranscriberFactory, startWsServer, TestClient, type Msg, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

/** Three chunks, 150 ms apart ("slow" questions: 1 s apart), honouring the abort signal. */
function pacedEngine(): AnswerEngine & { requests: AnswerRequest[] } {
  const requests: AnswerRequest[] = [];
  return {
    source: 'ai',
    requests,
    async *stream(request, signal) {
      requests.push(request);
      const delay = request.question.includes('slow') ? 1_000 : 150;
      for (const chunk of ['Answer ', 'to ', request.question]) {
        yield chunk;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
        });
        if (signal.aborted) return;
      }
    },
  };
}

const finals = (client: TestClient) => client.messages.filter((m) => m.type === 'answer' && m.speech_final === true);
const firstChunk = (client: TestClient, answerId: unknown) => client.messages.find((m) => m.type === 'answer' && m.id === answerId);

describe('auto mode: early answers, one answer per topic, follow-ups', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;
  let user: TestUser;
  const stt = scriptedTranscriberFactory();
  const engine = pacedEngine();
  const pause = (id: string, text: string) => stt.listeners.at(-1)!.onTranscript({ utteranceId: id, text, speechFinal: false, atPause: true });

  beforeAll(async () => {
    em = await startTestEmulator();
    server = await startWsServer(em, { createTranscriber: stt.factory, answerEngine: engine, config: { questionCooldownMs: 30_000 } });
    user = await createSignedInUser(em, 'ws-auto');
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  async function open(): Promise<TestClient> {
    const client = await TestClient.open(server);
    expect(await client.hello(user.accessToken, { mode: 'auto' })).toMatchObject({ type: 'ready' });
    return client;
  }

  it('starts the answer at a pause, before the final, and restarts it once when the question goes on', async () => {
    const client = await open();
    pause('u1', 'Tell me about a time you had a conflict with a coworker.');
    const early = await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1');
    expect(early.question).toBe('Tell me about a time you had a conflict with a coworker.');
    expect(client.messages.some((m) => m.type === 'transcript' && m.speech_final === true)).toBe(false);

    pause('u1', 'Tell me about a time you had a conflict with a coworker. How did you handle it?');
    stt.say('u1', 'Tell me about a time you had a conflict with a coworker. How did you handle it?');
    const done = await client.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
    expect(firstChunk(client, done.id)?.question).toBe('Tell me about a time you had a conflict with a coworker. How did you handle it?');
    expect(done.question_id).toBe('u1.1');
    // The early answer was cut off, and the final text (same as the last pause) started nothing more.
    expect(finals(client).map((m) => m.status)).toEqual(['aborted', 'complete']);
    expect(engine.requests.filter((r) => r.question.startsWith('Tell me about a time you had a conflict'))).toHaveLength(2);
    await client.close();
  });

  it('restarts the early answer, not a second one, when the recogniser re-reads a word of the question at the next pause', async () => {
    // Moonshine re-reads the whole utterance at each pause: "had designed" became "would design".
    const client = await open();
    pause('u1', 'Explain how you had designed a component library for several teams.');
    await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1');
    const whole = 'Explain how you would design a component library for several teams. How would you version it?';
    pause('u1', whole);
    stt.say('u1', whole);
    const done = await client.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
    expect(done.question_id).toBe('u1.1');
    expect(firstChunk(client, done.id)?.question).toBe(whole);
    await new Promise((r) => setTimeout(r, 500));
    expect(client.messages.some((m) => m.type === 'answer' && m.question_id === 'u1.2')).toBe(false);
    expect(finals(client).map((m) => m.status)).toEqual(['aborted', 'complete']);
    await client.close();
  });

  it('restarts the early answer when noise makes the recogniser re-read many words of the question over the same audio', async () => {
    // From the 10 dB noisy replay: more than one word in four differ between the two readings.
    const client = await open();
    pause('u1', "Tell me about each time I mention you're on your theme.");
    await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1');
    const reread = "Tell me about the time I mentioned you're on working you're struggling.";
    pause('u1', reread);
    const restarted = await client.next((m) => m.type === 'answer' && m.question === reread);
    expect(restarted.question_id).toBe('u1.1');
    const whole = "Tell me about the time I mentioned you're on your theme is struggling. What did you do and how did it turn out?";
    stt.say('u1', whole);
    const done = await client.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
    expect(done.question_id).toBe('u1.1');
    expect(firstChunk(client, done.id)?.question).toBe(whole);
    await new Promise((r) => setTimeout(r, 500));
    expect(client.messages.some((m) => m.type === 'answer' && m.question_id !== 'u1.1')).toBe(false);
    await client.close();
  });

  it('keeps the early answer when a later pause only re-reads the same words differently', async () => {
    // Noise keeps an utterance open after its question, and each pause in it reads it again.
    const client = await open();
    const before = engine.requests.length;
    const first = "Tell me about the time I mentioned you're on your teamuestripling. What did you do and how did it turn out?";
    pause('u1', first);
    await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1');
    pause('u1', 'Tell me about the time and engineer on your theme is struggling. What did you do and how did it turn out?');
    stt.say('u1', first);
    const done = await client.next((m) => m.type === 'answer' && m.speech_final === true);
    expect(done).toMatchObject({ question_id: 'u1.1', status: 'complete' });
    expect(engine.requests.slice(before).map((r) => r.question)).toEqual([first]);
    await client.close();
  });

  it('keeps the early answer when the final text re-reads a word of the question', async () => {
    const client = await open();
    pause('u1', 'Walk me through your last project and what you built.');
    await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1');
    stt.say('u1', 'What me through your last project and what you built?');
    const done = await client.next((m) => m.type === 'answer' && m.speech_final === true);
    expect(done).toMatchObject({ question_id: 'u1.1', status: 'complete' });
    expect(engine.requests.filter((r) => r.question.includes('me through your last project'))).toHaveLength(1);
    await client.close();
  });

  it('answers back-to-back questions of one utterance each at its own pause, without restarting the first', async () => {
    const client = await open();
    pause('u1', 'How do you check the quality of the data you load?');
    await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1');
    pause('u1', 'How do you check the quality of the data you load? What cloud platforms have you used?');
    const second = await client.next((m) => m.type === 'answer' && m.question_id === 'u1.2');
    expect(second.question).toBe('What cloud platforms have you used?');
    stt.say('u1', 'How do you check the quality of the data you load? What cloud platforms have you used?');
    await client.next((m) => m.type === 'transcript' && m.speech_final === true);
    await new Promise((r) => setTimeout(r, 800));
    const statuses = finals(client).map((m) => `${String(m.question_id)} ${String(m.status)}`);
    expect(statuses.sort()).toEqual(['u1.1 complete', 'u1.2 complete']);
    expect(engine.requests.filter((r) => r.question.startsWith('How do you check the quality'))).toHaveLength(1);
    await client.close();
  });

  it('counts a restarted answer once against the answers-per-minute budget', async () => {
    const limited = await startWsServer(em, { createTranscriber: stt.factory, answerEngine: pacedEngine(), config: { maxAnswersPerMinute: 1 } });
    try {
      const client = await TestClient.open(limited);
      await client.hello(user.accessToken, { mode: 'auto' });
      pause('u1', 'What was the hardest bug you fixed?');
      await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1');
      stt.say('u1', 'What was the hardest bug you fixed in production at Acme?');
      const done = await client.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
      expect(firstChunk(client, done.id)?.question).toBe('What was the hardest bug you fixed in production at Acme?');
      expect(client.messages.some((m) => m.type === 'error' && m.code === 'answer_rate_limited')).toBe(false);
      await client.close();
    } finally {
      await limited.close();
    }
  });

  it('counts the restart once even when the early answer had already finished', async () => {
    const limited = await startWsServer(em, { createTranscriber: stt.factory, answerEngine: pacedEngine(), config: { maxAnswersPerMinute: 1 } });
    try {
      const client = await TestClient.open(limited);
      await client.hello(user.accessToken, { mode: 'auto' });
      pause('u1', 'Why did you leave Acme?');
      await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1' && m.speech_final === true && m.status === 'complete');
      stt.say('u1', 'Why did you leave Acme after only a year?');
      const grown = await client.next((m) => m.type === 'answer' && m.question === 'Why did you leave Acme after only a year?');
      expect(grown.question_id).toBe('u1.1');
      expect(client.messages.some((m) => m.type === 'error' && m.code === 'answer_rate_limited')).toBe(false);
      await client.close();
    } finally {
      await limited.close();
    }
  });

  it('answers a main question and its sub-prompts once, even when the sub-prompt is its own utterance', async () => {
    const client = await open();
    stt.say('u1', 'Describe a product you launched from start to finish.');
    await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1');
    stt.say('u2', 'What did you learn from it?');
    const done = await client.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
    expect(firstChunk(client, done.id)?.question).toBe('Describe a product you launched from start to finish. What did you learn from it?');
    expect(done.question_id).toBe('u1.1');
    expect(client.messages.some((m) => m.type === 'answer' && String(m.question_id).startsWith('u2'))).toBe(false);
    await client.close();
  });

  it('asks a later follow-up with the question it follows as context', async () => {
    const client = await open();
    stt.say('u1', 'What was the hardest technical problem you solved at Northwind?');
    await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1' && m.speech_final === true);
    await new Promise((r) => setTimeout(r, 1_600)); // past the window in which it would join the question
    stt.say('u2', 'And then what happened?');
    await client.next((m) => m.type === 'answer' && m.question_id === 'u2.1' && m.speech_final === true);
    const request = engine.requests.find((r) => r.question === 'And then what happened?');
    expect(request?.context).toContain('What was the hardest technical problem you solved at Northwind?');
    await client.close();
  });

  it('starts a newer question at once while the older answer finishes in the background', async () => {
    const client = await open();
    stt.say('u1', 'Walk me through the slow migration you led.');
    await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1');
    await new Promise((r) => setTimeout(r, 1_700));
    stt.say('u2', 'How do you approach code review?');
    const newer = await client.next((m) => m.type === 'answer' && m.question_id === 'u2.1', 900);
    const older = await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1' && m.speech_final === true, 5_000);
    expect(older.status).toBe('complete');
    expect(client.messages.indexOf(newer)).toBeLessThan(client.messages.indexOf(older));
    await client.close();
  });

  it('holds a topic opener said alone: the question after it takes it as context, and it is answered itself only when none comes', async () => {
    const client = await open();
    pause('u1', 'Let us talk about your experience.');
    stt.say('u1', 'Let us talk about your experience.');
    stt.say('u2', 'Why do you want to work here?');
    const done = await client.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
    expect(firstChunk(client, done.id)?.question).toBe('Why do you want to work here?');
    expect(engine.requests.find((r) => r.question === 'Why do you want to work here?')?.context).toContain('Let us talk about your experience.');
    await new Promise((r) => setTimeout(r, 2_800)); // past the opener's wait: it must not be answered late
    expect(client.messages.some((m) => m.type === 'answer' && m.question === 'Let us talk about your experience.')).toBe(false);

    await client.close();

    const next = await open();
    stt.say('u1', "Let's talk about your time at Northwind.");
    const alone = await next.next((m) => m.type === 'answer' && m.question === "Let's talk about your time at Northwind.", 4_000);
    expect(alone.question_id).toBe('u1.1');
    await next.close();
  });

  describe('a prompt said in the same breath as a topic opener', () => {
    const answerIds = (client: TestClient) => new Set(client.messages.filter((m) => m.type === 'answer').map((m) => m.id));
    const asked = (from: number) => engine.requests.slice(from).map((r) => [r.question, r.context]);

    it('answers the prompt at the pause, once, with the opener as context', async () => {
      const client = await open();
      const before = engine.requests.length;
      const said = "Let's talk about teamwork, describe a time you disagreed with a teammate.";
      pause('u1', "Let's talk about teamwork,"); // the opener alone: its question is still to come
      pause('u1', said);
      const early = await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1', 1_000);
      expect(early.question).toBe('describe a time you disagreed with a teammate.');
      expect(client.messages.some((m) => m.type === 'transcript' && m.speech_final === true)).toBe(false);
      stt.say('u1', said);
      await client.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
      await new Promise((r) => setTimeout(r, 2_800)); // past an opener's wait: nothing is answered late
      expect(asked(before)).toEqual([['describe a time you disagreed with a teammate.', "Let's talk about teamwork"]]);
      expect(answerIds(client).size).toBe(1);
      await client.close();
    });

    it('answers the prompt in the final text at once, not after the opener wait, when the recogniser printed no punctuation', async () => {
      const client = await open();
      const before = engine.requests.length;
      stt.say('u1', 'lets talk about teamwork describe a time you disagreed with a teammate');
      const answer = await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1', 1_500);
      expect(answer.question).toBe('describe a time you disagreed with a teammate');
      await new Promise((r) => setTimeout(r, 2_800));
      expect(asked(before)).toEqual([['describe a time you disagreed with a teammate', 'lets talk about teamwork']]);
      expect(answerIds(client).size).toBe(1);
      await client.close();
    });

    it('still answers the prompt when the next question comes before the opener wait is over', async () => {
      const client = await open();
      const before = engine.requests.length;
      stt.say('u1', "Let's talk about leadership: give me an example of when you had to motivate a team.");
      stt.say('u2', 'Why do you want to work here?');
      await client.next((m) => m.type === 'answer' && m.question_id === 'u2.1' && m.speech_final === true);
      await client.next((m) => m.type === 'answer' && m.question_id === 'u1.1' && m.speech_final === true, 3_000);
      expect(asked(before)).toEqual([
        ['give me an example of when you had to motivate a team.', "Let's talk about leadership"],
        ['Why do you want to work here?', undefined],
      ]);
      await client.close();
    });
  });

  describe('spontaneous speech', () => {
    it('does not answer a lead-in heard at a pause, and answers the question after it once, whole, with the lead-in as context', async () => {
      const client = await open();
      const before = engine.requests.length;
      pause('u1', 'So, um, I guess what I would like to know is,');
      const said = 'So, um, I guess what I would like to know is, how do you decide what should, uh, page someone at night?';
      pause('u1', said);
      stt.say('u1', said);
      const done = await client.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
      expect(firstChunk(client, done.id)?.question).toBe('how do you decide what should, uh, page someone at night?');
      const asked = engine.requests.slice(before);
      expect(asked.map((r) => r.question)).toEqual(['how do you decide what should, uh, page someone at night?']);
      expect(asked[0].context).toContain('what I would like to know is');
      await client.close();
    });

    it('answers a restarted question once, the fragment the recogniser made of its hesitation included in nothing', async () => {
      const client = await open();
      const before = engine.requests.length;
      stt.say('u1', 'What was but what was the worst incident you had there? Can you, can you walk me through it?');
      await client.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
      await new Promise((r) => setTimeout(r, 300));
      expect(engine.requests.slice(before).map((r) => r.question)).toEqual(['what was the worst incident you had there? Can you, can you walk me through it?']);
      await client.close();
    });
  });
});
