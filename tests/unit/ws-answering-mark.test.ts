// The write-ahead mark of the question being answered: the newest running answer's question is
// written as it starts, cleared only after its turn is written, never written twice in a row,
// never for a screen question, and nothing after the session's end (which writes its own).
import type { InterruptedQuestion } from '../../ws-server/history/interrupted-question';
import type { AnswerJob } from '../../ws-server/session/parts/answer-job';
import { AnsweringMark } from '../../ws-server/session/parts/answering-mark';

/** Every job below was asked at the epoch. */
const askedAt = new Date(0).toISOString();
const job = (id: string, question: string, extra: Partial<AnswerJob> = {}): AnswerJob => ({ id, question, kind: 'behavioural', trigger: 'auto', questionAt: 0, questionDate: new Date(0), ...extra });

function setUp(turnsWritten: () => Promise<void> = async () => undefined) {
  const writes: (InterruptedQuestion | null)[] = [];
  const mark = new AnsweringMark({
    historyId: 'session-1',
    conn: 'c1',
    history: {
      markAnswering: async (_id, question) => {
        writes.push(question);
      },
    },
    turnsWritten,
  });
  return { mark, writes };
}

describe('AnsweringMark', () => {
  it('marks the newest running answer and clears the mark when none is left', async () => {
    const { mark, writes } = setUp();
    const first = job('u1.1', 'Tell me about a conflict at work.');
    const second = job('u2.1', 'How did it end?', { context: 'The conflict at work.' });
    mark.started(first);
    await mark.flush();
    mark.started(second);
    await mark.flush();
    mark.ended(second);
    await mark.flush();
    mark.ended(first);
    await mark.flush();
    expect(writes).toEqual([
      { question: 'Tell me about a conflict at work.', kind: 'behavioural', trigger: 'auto', askedAt },
      { question: 'How did it end?', context: 'The conflict at work.', kind: 'behavioural', trigger: 'auto', askedAt },
      { question: 'Tell me about a conflict at work.', kind: 'behavioural', trigger: 'auto', askedAt },
      null,
    ]);
  });

  it('writes only the newest state: an answer that starts and ends between two writes costs none', async () => {
    const { mark, writes } = setUp();
    const first = job('u1.1', 'Tell me about yourself.', { kind: 'background' });
    mark.started(first);
    mark.started(job('u2.1', 'Why now?', { kind: 'motivation' }));
    mark.ended(first);
    await mark.flush();
    expect(writes).toEqual([{ question: 'Why now?', kind: 'motivation', trigger: 'auto', askedAt }]);
  });

  it('clears the mark only after the turn is written', async () => {
    let written: () => void = () => undefined;
    const turn = new Promise<void>((resolve) => (written = resolve));
    const { mark, writes } = setUp(() => turn);
    const asked = job('m1', 'Why this company?', { trigger: 'manual' });
    mark.started(asked);
    await new Promise((r) => setTimeout(r, 0));
    mark.ended(asked);
    await new Promise((r) => setTimeout(r, 20));
    expect(writes).toEqual([{ question: 'Why this company?', kind: 'behavioural', trigger: 'manual', askedAt }]);
    written();
    await mark.flush();
    expect(writes.at(-1)).toBeNull();
  });

  it('never marks a screen question, writes nothing it already wrote, and nothing after close', async () => {
    const { mark, writes } = setUp();
    mark.started(job('s1', 'Screen question', { trigger: 'manual', screen: { frames: [] } }));
    await mark.flush();
    expect(writes).toEqual([]);

    const asked = job('u1.1', 'What is a hash map?', { kind: 'technical' });
    mark.started(asked);
    await mark.flush();
    mark.started(asked);
    await mark.flush();
    mark.close();
    mark.ended(asked);
    mark.started(job('u2.1', 'And a heap?'));
    await mark.flush();
    expect(writes).toEqual([{ question: 'What is a hash map?', kind: 'technical', trigger: 'auto', askedAt }]);
  });

  it('goes on after a failed write', async () => {
    const writes: (InterruptedQuestion | null)[] = [];
    let fail = true;
    const mark = new AnsweringMark({
      historyId: 'session-1',
      conn: 'c1',
      history: {
        markAnswering: async (_id, question) => {
          if (fail) {
            fail = false;
            throw new Error('database unreachable');
          }
          writes.push(question);
        },
      },
      turnsWritten: async () => undefined,
    });
    const asked = job('u1.1', 'Where do you see yourself in five years?', { kind: 'motivation' });
    mark.started(asked);
    await mark.flush();
    mark.ended(asked);
    await mark.flush();
    // The first write failed, so the row may still hold anything: the clear is written.
    expect(writes).toEqual([null]);
  });
});
