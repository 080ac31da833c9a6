// A session that is ending holds new answers: a question its recogniser's last words complete,
// or grow, is kept as the one to answer again on the socket that carries the session on, and
// no model call starts on the socket that is going.
import { AnswerRunner } from '@/ws-server/session/parts/answer-runner';
import type { AnswerJob } from '@/ws-server/session/parts/answer-job';
import type { AnswerEngine } from '@/ws-server/session/ports';
import { EvidenceIndex } from '@/ws-server/evidence/evidence-index';

const job = (question: string, over: Partial<AnswerJob> = {}): AnswerJob => ({ id: 'u1.1', question, kind: 'behavioural', trigger: 'auto', questionAt: 10, questionDate: new Date(0), ...over });

describe('AnswerRunner while the session ends', () => {
  it('keeps the newest question grown or asked after holdNewAnswers, and starts no model call for it', async () => {
    const asked: string[] = [];
    const engine: AnswerEngine = {
      source: 'ai',
      async *stream(request, signal) {
        asked.push(request.question);
        yield 'An answer';
        // Still streaming until the session's end cuts it off.
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      },
    };
    const runner = new AnswerRunner({
      engine,
      engineName: 'test',
      send: () => undefined,
      context: () => ({ resume: '', jobDescription: '' }),
      evidence: () => new EvidenceIndex({ resume: '', jobDescription: '', stories: [] }, () => false),
      now: () => 0,
      firstChunkTimeoutMs: 5_000,
      totalTimeoutMs: 5_000,
      onTurn: () => undefined,
      sessionLabel: 'test',
      maxAnswersPerMinute: 10,
    });
    // An answer started at a pause, before the end.
    runner.submit(job('Tell me about a time you'));
    await new Promise((r) => setTimeout(r, 10));
    runner.holdNewAnswers();
    // The last words grow it, and a new question follows: neither starts a model call now.
    runner.replace(job('Tell me about a time you led a team?', { questionAt: 20 }));
    runner.submit(job('And what did you learn?', { id: 'u2.1', questionAt: 30 }));
    expect(runner.interrupted?.question).toBe('And what did you learn?');
    // The recogniser's last words take a moment: nothing starts meanwhile.
    await new Promise((r) => setTimeout(r, 20));
    await runner.close();
    expect(asked).toEqual(['Tell me about a time you']);
    expect(runner.interrupted?.question).toBe('And what did you learn?');
  });
});
