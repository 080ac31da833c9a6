import type { ServerMessage } from '@/lib/protocol';
import type { LiveBatch } from '@/lib/protocol/second-screen';
import { LivePublisher } from '@/ws-server/second-screen/live-publisher';
import { LiveView } from '@/ws-server/second-screen/live-view';

const transcript = (id: string, text: string, final = true, speaker?: 'interviewer' | 'candidate'): ServerMessage => ({ type: 'transcript', id, transcription: text, speech_final: final, ai_answer: false, ...(speaker ? { speaker } : {}) });
const answer = (id: string, text: string, extra: Partial<Extract<ServerMessage, { type: 'answer' }>> = {}): ServerMessage => ({
  type: 'answer',
  id,
  question_id: 'm1',
  trigger: 'manual',
  transcription: text,
  ai_answer: true,
  speech_final: false,
  source: 'ai',
  ...extra,
});

describe('the live view of a session', () => {
  it('hears the interviewer’s words since the last question, as Space would ask them, and never the candidate’s', () => {
    const view = new LiveView('c1');
    expect(view.saw(transcript('u1', 'Thanks for joining.'))).toEqual({ kind: 'heard', text: 'Thanks for joining.' });
    view.saw(transcript('c-u1', 'Happy to be here.', true, 'candidate'));
    view.saw(transcript('u2', 'Why this', false));
    expect(view.saw(transcript('u2', 'Why this role?'))).toEqual({ kind: 'heard', text: 'Thanks for joining. Why this role?' });
    expect(view.saw(transcript('u2', 'Why this role?'))).toBeUndefined();
    expect(view.asked()).toEqual({ kind: 'heard', text: '' });
    expect(view.heard()).toBe('');
  });

  it('drops an utterance whose final is empty, and one whose automatic answer started', () => {
    const view = new LiveView('c1');
    view.saw(transcript('u1', 'uh', false));
    view.saw(transcript('u1', '', true));
    view.saw(transcript('u2', 'Tell me about a conflict.'));
    view.saw(transcript('u3', 'And another thing'));
    view.saw(answer('a1', 'In my last', { trigger: 'auto', question_id: 'u2.1', question: 'Tell me about a conflict.' }));
    expect(view.heard()).toBe('And another thing');
  });

  it('keeps each answer whole, scoped by the socket that streamed it, with its evidence', () => {
    const view = new LiveView('c1');
    const sources = [{ n: 1, kind: 'resume' as const, label: 'Resume, line 1', text: 'Go' }];
    expect(view.saw(answer('a1', 'I led ', { question: 'Why us?', sources }))).toMatchObject({ kind: 'answer', id: 'c1:a1', text: 'I led ', question: 'Why us?', sources });
    view.saw(answer('a1', 'it [1].'));
    view.saw(answer('a1', '', { speech_final: true, status: 'complete', citations: [1] }));
    expect(view.answers()).toEqual([{ id: 'c1:a1', question_id: 'm1', trigger: 'manual', question: 'Why us?', text: 'I led it [1].', done: true, source: 'ai', status: 'complete', sources, citations: [1] }]);
  });

  it('a model’s late answer replaces the offline one shown under the same id', () => {
    const view = new LiveView('c1');
    view.saw(answer('a1', 'Offline points', { question: 'Q', source: 'offline', fallback: true }));
    view.saw(answer('a1', 'The model’s', { replaces: true }));
    expect(view.answers()[0].text).toBe('The model’s');
  });
});

describe('publishing live items', () => {
  function publisher(batchMs = 100) {
    let now = 0;
    const timers: { at: number; fn: () => void }[] = [];
    const batches: LiveBatch[] = [];
    const p = new LivePublisher({
      sessionId: 's1',
      stream: 'c1',
      publish: (b) => batches.push(b),
      batchMs,
      now: () => now,
      schedule: (fn, ms) => {
        const t = { at: now + ms, fn };
        timers.push(t);
        return () => timers.splice(timers.indexOf(t), 1);
      },
    });
    const advance = (ms: number) => {
      now += ms;
      for (const t of timers.filter((x) => x.at <= now)) (timers.splice(timers.indexOf(t), 1), t.fn());
    };
    return { p, batches, advance };
  }
  const piece = (text: string, extra = {}) => ({ kind: 'answer' as const, id: 'c1:a1', question_id: 'm1', trigger: 'manual' as const, text, done: false, source: 'ai' as const, ...extra });

  it('sends an answer’s first piece at once and joins the next ones for the batch interval', () => {
    const { p, batches, advance } = publisher();
    p.push(piece('I led ', { question: 'Why us?' }));
    expect(batches.map((b) => b.items)).toEqual([[piece('I led ', { question: 'Why us?' })]]);
    p.push(piece('the '));
    p.push(piece('migration'));
    advance(99);
    expect(batches).toHaveLength(1);
    advance(1);
    expect(batches[1]).toEqual({ session_id: 's1', stream: 'c1', seq: 2, items: [piece('the migration')] });
  });

  it('sends an answer’s last piece and the session’s end at once', () => {
    const { p, batches } = publisher();
    p.push(piece('x', { question: 'Q' }));
    p.push(piece('', { done: true, status: 'complete' }));
    p.push({ kind: 'session', state: 'ended' });
    expect(batches.map((b) => b.seq)).toEqual([1, 2, 3]);
  });

  it('sends the words heard at most twice a second, the newest only', () => {
    const { p, batches, advance } = publisher();
    p.push({ kind: 'heard', text: 'Tell' });
    expect(batches).toHaveLength(1);
    p.push({ kind: 'heard', text: 'Tell me' });
    p.push({ kind: 'heard', text: 'Tell me about' });
    advance(400);
    expect(batches).toHaveLength(1);
    advance(100);
    expect(batches.map((b) => b.items)).toEqual([[{ kind: 'heard', text: 'Tell' }], [{ kind: 'heard', text: 'Tell me about' }]]);
  });

  it('a replacing piece is never joined to the text it replaces', () => {
    const { p, batches, advance } = publisher();
    p.push(piece('a', { question: 'Q' }));
    p.push(piece('offline'));
    p.push(piece('model', { replaces: true }));
    advance(100);
    expect(batches[1].items).toEqual([piece('offline'), piece('model', { replaces: true })]);
  });
});
