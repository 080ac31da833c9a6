/**
 * What the phone page shows, as a pure reducer over the phone socket's messages: the session it
 * follows (the newest one listening), the words heard since the last question, and that
 * session's answers, the newest last, each folded from its pieces as the laptop folds them.
 * A second session replaces the first's answers; a snapshot of the same session brings in what
 * the phone missed without losing what it kept. Nothing here is ever shown unless the socket
 * said the device is viewing.
 */
import type { AnswerItem, AnswerView, LiveBatch, PhoneServerMessage, SessionSnapshot, UnpairReason } from '@/lib/protocol/second-screen';

export type PhoneAnswer = AnswerView & { interrupted?: boolean; replacedOffline?: boolean };
export type SessionState = SessionSnapshot['state'];

export interface PhoneState {
  connection: 'connecting' | 'viewing' | 'reconnecting' | 'unpaired';
  unpaired?: UnpairReason;
  /** Whether the server has said where the sessions stand since the phone connected. */
  known: boolean;
  session?: { id: string; state: SessionState; startedAt?: string; changedAt: number };
  heard: string;
  answers: PhoneAnswer[];
  refused?: 'no_session' | 'rate_limited';
}

export type PhoneAction = { type: 'connecting' } | { type: 'disconnected' } | { type: 'message'; message: PhoneServerMessage; now: number } | { type: 'dismissRefusal' };

export const INITIAL_PHONE: PhoneState = { connection: 'connecting', known: false, heard: '', answers: [] };

/** Answers a phone keeps of one session: the screen scrolls back through these. */
const KEPT = 30;

export function phoneReducer(state: PhoneState, action: PhoneAction): PhoneState {
  switch (action.type) {
    case 'connecting':
      return { ...state, connection: state.connection === 'viewing' ? 'reconnecting' : state.connection === 'unpaired' ? 'connecting' : state.connection, refused: undefined };
    case 'disconnected':
      return state.connection === 'unpaired' ? state : { ...state, connection: 'reconnecting' };
    case 'dismissRefusal':
      return { ...state, refused: undefined };
    case 'message':
      return onMessage(state, action.message, action.now);
  }
}

function onMessage(state: PhoneState, m: PhoneServerMessage, now: number): PhoneState {
  switch (m.type) {
    case 'viewing':
      return { ...state, connection: 'viewing', unpaired: undefined };
    case 'unpaired':
      // Nothing of the owner's sessions stays on a device that is no longer paired. The first
      // reason given stands (the socket's close may say "not paired" after it).
      return state.connection === 'unpaired' ? state : { ...INITIAL_PHONE, connection: 'unpaired', unpaired: m.reason, known: true };
    case 'answer_now_refused':
      return { ...state, refused: m.reason };
    case 'snapshot':
      return m.session ? applySnapshot(state, m.session, now) : { ...state, known: true };
    case 'live':
      return applyBatch(state, m.batch, now);
  }
}

/** Whether the phone moves to session `id`: nothing followed yet, the same one, or the one followed is not listening. */
function follows(state: PhoneState, id: string, listening: boolean, startedAt?: string): boolean {
  const current = state.session;
  if (!current || current.id === id) return true;
  if (!listening) return false;
  return current.state !== 'listening' || (startedAt !== undefined && current.startedAt !== undefined && startedAt > current.startedAt);
}

function applySnapshot(state: PhoneState, s: SessionSnapshot, now: number): PhoneState {
  if (!follows(state, s.session_id, s.state === 'listening', s.started_at)) return { ...state, known: true };
  const same = state.session?.id === s.session_id;
  const fresh = new Set(s.answers.map((a) => a.id));
  const kept = same ? state.answers.filter((a) => !fresh.has(a.id)) : [];
  return {
    ...state,
    known: true,
    session: { id: s.session_id, state: s.state, startedAt: s.started_at ?? state.session?.startedAt, changedAt: now },
    heard: s.heard,
    answers: [...kept, ...s.answers].slice(-KEPT),
  };
}

function applyBatch(state: PhoneState, b: LiveBatch, now: number): PhoneState {
  const starts = b.items.some((i) => i.kind === 'session' && i.state === 'listening');
  if (!follows(state, b.session_id, starts || state.session === undefined)) return state;
  let next: PhoneState = state.session?.id === b.session_id ? state : { ...state, heard: '', answers: [], session: { id: b.session_id, state: 'listening', changedAt: now } };
  next = { ...next, known: true };
  for (const item of b.items) {
    if (item.kind === 'heard') next = { ...next, heard: item.text };
    else if (item.kind === 'answer') next = { ...next, answers: applyAnswer(next.answers, item) };
    else next = sessionChanged(next, item.state, now, item.started_at);
  }
  return next;
}

function sessionChanged(state: PhoneState, to: SessionState, now: number, startedAt?: string): PhoneState {
  const session = { id: state.session!.id, state: to, startedAt: startedAt ?? state.session?.startedAt, changedAt: now };
  // An answer cut off by the end is shown as such, as on the laptop when its socket drops.
  const answers = to === 'listening' ? state.answers : state.answers.map((a) => (a.done ? a : { ...a, done: true, interrupted: true }));
  return { ...state, session, answers, heard: to === 'ended' ? '' : state.heard };
}

function applyAnswer(answers: PhoneAnswer[], item: AnswerItem): PhoneAnswer[] {
  const { kind: _kind, replaces, ...piece } = item;
  const index = answers.findIndex((a) => a.id === item.id);
  if (index === -1) return [...answers, piece].slice(-KEPT);
  const before = answers[index];
  const after: PhoneAnswer = {
    ...before,
    ...piece,
    text: replaces ? piece.text : before.text + piece.text,
    question: before.question ?? piece.question,
    sources: piece.sources ?? before.sources,
    ...(replaces ? { replacedOffline: true, fallback: false, citations: undefined, unsupported: undefined } : {}),
  };
  return answers.map((a, i) => (i === index ? after : a));
}

/** What the state line says. */
export function stateLine(state: PhoneState, now: number): string {
  if (state.connection === 'connecting') return 'Connecting…';
  if (state.connection === 'reconnecting') return 'Reconnecting…';
  const s = state.session;
  if (!s) return 'Waiting for the interview to start';
  if (s.state === 'listening') return 'Listening';
  // The laptop's socket went: it carries the session on within moments, or the interview is over.
  if (s.state === 'interrupted' && now - s.changedAt < INTERRUPTED_FOR_MS) return 'Waiting for your laptop to reconnect…';
  return 'The interview has ended';
}

/** How long an interrupted session may take to come back (the server's resume window and some). */
export const INTERRUPTED_FOR_MS = 130_000;
