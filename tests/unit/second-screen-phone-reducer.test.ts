import type { AnswerItem, LiveBatch, PhoneServerMessage, SessionSnapshot } from '@/lib/protocol/second-screen';
import { INITIAL_PHONE, INTERRUPTED_FOR_MS, phoneReducer, stateLine, type PhoneAction, type PhoneState } from '@/lib/second-screen/phone-reducer';

const msg = (message: PhoneServerMessage, now = 0): PhoneAction => ({ type: 'message', message, now });
const play = (actions: PhoneAction[], from: PhoneState = INITIAL_PHONE) => actions.reduce(phoneReducer, from);
const viewing = msg({ type: 'viewing', expires_at: '2026-12-01T12:00:00.000Z' });
const snapshot = (session: Partial<SessionSnapshot> = {}): PhoneAction =>
  msg({ type: 'snapshot', session: { session_id: 's1', stream: 'c1', seq: 0, state: 'listening', started_at: '2026-12-01T10:00:00.000Z', heard: '', answers: [], ...session } });
const live = (items: LiveBatch['items'], session_id = 's1', now = 0): PhoneAction => msg({ type: 'live', batch: { session_id, stream: 'c1', seq: 1, items } }, now);
const piece = (id: string, text: string, extra: Partial<AnswerItem> = {}): AnswerItem => ({ kind: 'answer', id, question_id: 'm1', trigger: 'manual', text, done: false, source: 'ai', ...extra });

describe('the phone page’s state', () => {
  it('waits for the interview when no session runs, then listens once one starts', () => {
    const waiting = play([viewing, msg({ type: 'snapshot', session: null })]);
    expect(stateLine(waiting, 0)).toBe('Waiting for the interview to start');
    expect(stateLine(play([snapshot()], waiting), 0)).toBe('Listening');
  });

  it('folds an answer’s pieces as the laptop does, with its question, sources and citations', () => {
    const sources = [{ n: 1, kind: 'resume' as const, label: 'Resume, line 1', text: 'Go' }];
    const s = play([viewing, snapshot(), live([piece('a1', 'I led ', { question: 'Why us?', sources })]), live([piece('a1', 'it [1].')]), live([piece('a1', '', { done: true, status: 'complete', citations: [1] })])]);
    expect(s.answers).toEqual([{ id: 'a1', question_id: 'm1', trigger: 'manual', question: 'Why us?', text: 'I led it [1].', done: true, source: 'ai', status: 'complete', sources, citations: [1] }]);
  });

  it('shows the words heard since the last question', () => {
    expect(play([viewing, snapshot(), live([{ kind: 'heard', text: 'Tell me about' }])]).heard).toBe('Tell me about');
  });

  it('says the interview has ended after Stop, and marks an answer it cut off', () => {
    const s = play([viewing, snapshot(), live([piece('a1', 'I led', { question: 'Q' })]), live([{ kind: 'session', state: 'ended' }])]);
    expect(stateLine(s, 0)).toBe('The interview has ended');
    expect(s.answers[0]).toMatchObject({ done: true, interrupted: true });
  });

  it('waits for a laptop whose socket dropped, and calls the interview ended if it does not come back', () => {
    const s = play([viewing, snapshot(), live([{ kind: 'session', state: 'interrupted' }], 's1', 1_000)]);
    expect(stateLine(s, 2_000)).toBe('Waiting for your laptop to reconnect…');
    expect(stateLine(s, 1_000 + INTERRUPTED_FOR_MS)).toBe('The interview has ended');
    expect(stateLine(play([snapshot({ stream: 'c2' })], s), 3_000)).toBe('Listening');
  });

  it('a new session replaces the last one’s answers; a snapshot of the same session keeps what the phone had', () => {
    const first = play([viewing, snapshot(), live([piece('a1', 'Old', { question: 'Q1', done: true })]), live([{ kind: 'session', state: 'ended' }])]);
    const again = play([snapshot({ answers: [{ id: 'a2', question_id: 'm2', trigger: 'manual', text: 'Newer', done: true, source: 'ai' }] })], first);
    expect(again.answers.map((a) => a.id)).toEqual(['a1', 'a2']);
    const next = play([snapshot({ session_id: 's2', started_at: '2026-12-01T11:00:00.000Z' })], first);
    expect([next.session?.id, next.answers]).toEqual(['s2', []]);
  });

  it('keeps following a session that listens, not an older one that announces itself', () => {
    const s = play([viewing, snapshot({ session_id: 's2', started_at: '2026-12-01T11:00:00.000Z' }), snapshot({ session_id: 's1' }), live([piece('x', 'other')], 's1')]);
    expect([s.session?.id, s.answers]).toEqual(['s2', []]);
  });

  it('a model’s late answer replaces the offline one in the same card', () => {
    const s = play([viewing, snapshot(), live([piece('a1', 'Talking points', { question: 'Q', source: 'offline', fallback: true })]), live([piece('a1', 'The model', { replaces: true })])]);
    expect(s.answers[0]).toMatchObject({ text: 'The model', source: 'ai', fallback: false, replacedOffline: true });
  });

  it('forgets everything it was shown once the device is unpaired', () => {
    const s = play([viewing, snapshot({ heard: 'Why', answers: [{ id: 'a', question_id: 'm1', trigger: 'manual', text: 'secret', done: true, source: 'ai' }] }), msg({ type: 'unpaired', reason: 'unpaired' })]);
    expect(s).toEqual({ ...INITIAL_PHONE, connection: 'unpaired', unpaired: 'unpaired', known: true });
  });

  it('says when it is connecting or reconnecting', () => {
    expect(stateLine(INITIAL_PHONE, 0)).toBe('Connecting…');
    expect(stateLine(play([viewing, { type: 'disconnected' }]), 0)).toBe('Reconnecting…');
  });
});
