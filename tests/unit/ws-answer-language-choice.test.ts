// Which language each answer is written in, and that the answer runner hands it to the engine
// as the answer starts (so a language heard mid-session counts from the next answer), with the
// one guess it made of the question's language, which nothing after it makes again.
import { HeardLanguage } from '@/ws-server/session/parts/heard-language';
import { answerLanguageOf } from '@/ws-server/session/parts/answer-language-of';
import { AnswerRunner, type AnswerJob } from '@/ws-server/session/parts/answer-runner';
import type { AnswerEngine, AnswerRequest } from '@/ws-server/llm/answer-engine';
import { EvidenceIndex } from '@/ws-server/evidence/evidence-index';

process.env.LOG_LEVEL = 'error';

const session = (interview: string, answers?: string) => ({ language: { interview, ...(answers ? { answers } : {}) }, heardLanguage: new HeardLanguage(interview) });
const job = (question: string, extra: Partial<AnswerJob> = {}): AnswerJob => ({ id: 'm1', question, kind: 'general', trigger: 'manual', questionAt: 0, questionDate: new Date(), ...extra });

describe('the answer language of a question', () => {
  it('is the candidate’s "Answers in" first, then the interview language, whatever the question’s language', () => {
    expect(answerLanguageOf(session('de', 'en'), job('Erzählen Sie mir von sich.'))).toBe('en');
    expect(answerLanguageOf(session('es'), job('Tell me about yourself and your last role.'))).toBe('es');
    expect(answerLanguageOf(session('pt-BR'), job('Fale sobre você.'))).toBe('pt-BR');
  });

  it('under Auto-detect, follows the language heard, else the question’s own words, else English', () => {
    const auto = session('auto');
    expect(answerLanguageOf(auto, job('请介绍一下你自己。'))).toBe('zh');
    expect(answerLanguageOf(auto, job('¿Por qué quiere trabajar con nosotros?'))).toBe('es');
    expect(answerLanguageOf(auto, job('Kafka?'))).toBe('en');
    auto.heardLanguage.observe('fr');
    expect(answerLanguageOf(auto, job('请介绍一下你自己。'))).toBe('fr');
  });

  it('does not guess from a screen’s text', () => {
    expect(answerLanguageOf(session('auto'), job('[Screen] 两数之和：返回和为目标值的两个数的下标。', { screen: { frames: [] } }))).toBe('en');
  });
});

describe('the answer runner', () => {
  it('passes each answer’s language to the engine, read when the answer starts', async () => {
    const requests: AnswerRequest[] = [];
    const engine: AnswerEngine = {
      source: 'ai',
      async *stream(request) {
        requests.push(request);
        yield 'ok';
      },
    };
    const auto = session('auto');
    const turns: string[] = [];
    const guesses: (string | null)[] = [];
    let turnDone = () => undefined as void;
    const runner = new AnswerRunner({
      engine,
      engineName: 'test',
      send: () => undefined,
      context: () => ({ resume: '', jobDescription: '' }),
      evidence: () => new EvidenceIndex({ resume: '', jobDescription: '', stories: [] }, () => false),
      now: () => 0,
      firstChunkTimeoutMs: 5_000,
      totalTimeoutMs: 5_000,
      onTurn: (turn) => (turns.push(turn.status), turnDone()),
      sessionLabel: 'test',
      maxAnswersPerMinute: 10,
      answerLanguage: (j, questionLanguage) => (guesses.push(questionLanguage), answerLanguageOf(auto, j, questionLanguage)),
    });
    const answered = () => new Promise<void>((resolve) => (turnDone = resolve));

    let done = answered();
    runner.submit(job('¿Cómo lideró la migración a Kubernetes?'));
    await done;
    auto.heardLanguage.observe('de');
    done = answered();
    runner.submit(job('Tell me about the migration to Kubernetes.', { id: 'm2' }));
    await done;
    await runner.close();

    expect(requests.map((r) => r.language)).toEqual(['es', 'de']);
    expect(guesses).toEqual(['es', 'en']);
    expect(requests.map((r) => r.questionLanguage)).toEqual(['es', 'en']);
    // History turns still reach the next answer, whatever its language.
    expect(requests[1].history).toEqual([{ question: '¿Cómo lideró la migración a Kubernetes?', answer: 'ok' }]);
    expect(turns).toEqual(['complete', 'complete']);
  });
});
