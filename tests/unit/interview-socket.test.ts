// The browser's protocol v1 client: hello first, schemas, audio frames, reconnect with backoff.
import { DRAIN_CLOSE_WAIT_MS, InterviewSocket, type SocketLike, type StopReason } from '@/lib/interview/interview-socket';
import { closeOutcome, MAX_RECONNECT_ATTEMPTS, reconnectDelay } from '@/lib/interview/reconnect-policy';

class FakeSocket implements SocketLike {
  readyState = 0;
  binaryType = 'blob';
  sent: (string | ArrayBuffer)[] = [];
  closedWith: number | undefined;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string | ArrayBuffer) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}

const ready = { type: 'ready', protocol: 1, session_id: 's', source: 'tab', mode: 'manual', transcription: 'offline', answers: 'offline', used: 1, limit: 30 };
const flush = () => new Promise((r) => setImmediate(r));

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const statuses: string[] = [];
  const messages: { type: string; epoch: number }[] = [];
  const stops: { reason: StopReason; code: number | null }[] = [];
  const problems: unknown[] = [];
  let tokens = 0;
  const client = new InterviewSocket({
    url: 'ws://ws.test/tab',
    hello: async () => ({ access_token: `token-${++tokens}`, resume: 'r', jobDescription: 'j', mode: 'manual' }),
    onMessage: (m, epoch) => messages.push({ type: m.type, epoch }),
    onStatus: (s) => statuses.push(s),
    onStopped: (reason, code) => stops.push({ reason, code }),
    onProblem: (p) => problems.push(p),
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
    random: () => 0.5,
  });
  return { client, sockets, timers, statuses, messages, stops, problems };
}

describe('interview socket', () => {
  it('sends a refreshed access token as a token message once ready, and nothing before', async () => {
    const { client, sockets } = setup();
    client.start();
    await flush();
    const socket = sockets[0];
    socket.open();
    expect(client.renewToken('fresh-before-ready')).toBe(false);
    socket.receive(ready);
    expect(client.renewToken('fresh-token')).toBe(true);
    const texts = socket.sent.filter((d): d is string => typeof d === 'string').map((d) => JSON.parse(d) as { type: string });
    expect(texts.filter((m) => m.type === 'token')).toEqual([{ type: 'token', access_token: 'fresh-token' }]);
    client.stop();
  });

  it('sends hello first, with a fresh token, then audio only once ready', async () => {
    const { client, sockets, messages } = setup();
    client.start();
    await flush();
    const socket = sockets[0];
    expect(socket.url).toBe('ws://ws.test/tab');
    expect(socket.binaryType).toBe('arraybuffer');
    socket.open();
    expect(JSON.parse(socket.sent[0] as string)).toEqual({ type: 'hello', access_token: 'token-1', resume: 'r', jobDescription: 'j', mode: 'manual' });
    const frame = new ArrayBuffer(3200);
    client.sendAudio(frame);
    expect(socket.sent).toHaveLength(1);
    expect(client.send({ type: 'trigger_response', question: 'Why?' })).toBe(false);
    socket.receive(ready);
    // The frame buffered before `ready` goes out right after it.
    expect(socket.sent[1]).toBe(frame);
    expect(client.isReady).toBe(true);
    expect(client.send({ type: 'trigger_response', question: 'Why?' })).toBe(true);
    expect(JSON.parse(socket.sent[2] as string)).toEqual({ type: 'trigger_response', question: 'Why?' });
    expect(messages).toEqual([{ type: 'ready', epoch: 1 }]);
  });

  it('ignores server messages that do not match the protocol', async () => {
    const { client, sockets, messages } = setup();
    client.start();
    await flush();
    sockets[0].open();
    sockets[0].receive({ type: 'nonsense' });
    sockets[0].onmessage?.({ data: 'not json' });
    expect(messages).toEqual([]);
  });

  it('reconnects with growing backoff after a dropped connection, and the next connection is a new epoch', async () => {
    const { client, sockets, timers, messages, statuses } = setup();
    client.start();
    await flush();
    sockets[0].open();
    sockets[0].receive(ready);
    sockets[0].drop(1006);
    expect(statuses).toContain('reconnecting');
    expect(timers.map((t) => t.ms)).toEqual([500]);
    timers[0].fn();
    await flush();
    sockets[1].drop(1006);
    expect(timers.map((t) => t.ms)).toEqual([500, 1000]);
    timers[1].fn();
    await flush();
    sockets[2].open();
    expect(JSON.parse(sockets[2].sent[0] as string).access_token).toBe('token-3');
    sockets[2].receive(ready);
    sockets[2].receive({ type: 'transcript', id: 'u1', transcription: 'hi', speech_final: true, ai_answer: false });
    expect(messages.map((m) => m.epoch)).toEqual([1, 2, 2]);
  });

  it("hands the interviewer's live text, and a final no answer has taken yet, to the reconnect; nothing once an answer to it began", async () => {
    const { client, sockets, timers } = setup();
    client.start();
    await flush();
    sockets[0].open();
    sockets[0].receive({ ...ready, session_id: 'session-1' });
    sockets[0].receive({ type: 'transcript', id: 'u1', transcription: 'Thanks.', speech_final: true, ai_answer: false });
    sockets[0].receive({ type: 'transcript', id: 'u2', transcription: 'Tell me about a time you', speech_final: false, ai_answer: false });
    // The candidate's own words never count as the interviewer's.
    sockets[0].receive({ type: 'transcript', id: 'c-u1', transcription: 'Sure, so', speech_final: false, ai_answer: false, speaker: 'candidate' });
    sockets[0].drop(1006);
    timers[0].fn();
    await flush();
    sockets[1].open();
    expect(JSON.parse(sockets[1].sent[0] as string)).toMatchObject({ resume_session_id: 'session-1', unfinished_words: 'Tell me about a time you' });
    sockets[1].receive({ ...ready, session_id: 'session-1', resumed: true });
    sockets[1].receive({ type: 'transcript', id: 'u1', transcription: 'led a team', speech_final: false, ai_answer: false });
    sockets[1].receive({ type: 'transcript', id: 'u1', transcription: 'led a team through a deadline?', speech_final: true, ai_answer: false });
    // Its final alone does not end them: the server that heard it may die before answering.
    sockets[1].drop(1006);
    timers[1].fn();
    await flush();
    sockets[2].open();
    expect(JSON.parse(sockets[2].sent[0] as string).unfinished_words).toBe('led a team through a deadline?');
    sockets[2].receive({ ...ready, session_id: 'session-1', resumed: true });
    sockets[2].receive({ type: 'transcript', id: 'w1', transcription: 'Why this role?', speech_final: true, ai_answer: false });
    // An answer to that utterance starting does.
    sockets[2].receive({ type: 'answer', id: 'a1', question_id: 'w1.1', trigger: 'auto', question: 'Why this role?', transcription: 'Because', ai_answer: true, speech_final: false, source: 'ai' });
    sockets[2].drop(1006);
    timers[2].fn();
    await flush();
    sockets[3].open();
    expect(JSON.parse(sockets[3].sent[0] as string).unfinished_words).toBeUndefined();
  });

  it('on server_draining keeps its audio and, once the socket closes with 1012, moves at once with resume_session_id', async () => {
    const { client, sockets, timers, statuses, messages, stops, problems } = setup();
    client.start();
    await flush();
    sockets[0].open();
    sockets[0].receive({ ...ready, session_id: 'session-1' });
    sockets[0].receive({ type: 'server_draining' });
    // The notice is the socket's own business: the page sees a reconnect, not a message.
    expect(messages.map((m) => m.type)).toEqual(['ready']);
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(client.isReady).toBe(false);
    const frame = new ArrayBuffer(3200);
    client.sendAudio(frame);
    expect(client.send({ type: 'trigger_response', question: 'Why?' })).toBe(false);
    expect(sockets[0].sent).toHaveLength(1);
    sockets[0].drop(1012);
    await flush();
    // No backoff: the only timer is the notice's own wait for the close.
    expect(timers.map((t) => t.ms)).toEqual([DRAIN_CLOSE_WAIT_MS]);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(JSON.parse(sockets[1].sent[0] as string)).toMatchObject({ type: 'hello', resume_session_id: 'session-1' });
    sockets[1].receive({ ...ready, session_id: 'session-1', resumed: true });
    expect(sockets[1].sent[1]).toBe(frame);
    expect(messages.map((m) => m.epoch)).toEqual([1, 2]);
    expect(stops).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('closes a draining socket itself when the server never does, and moves', async () => {
    const { client, sockets, timers } = setup();
    client.start();
    await flush();
    sockets[0].open();
    sockets[0].receive(ready);
    sockets[0].receive({ type: 'server_draining' });
    expect(timers.map((t) => t.ms)).toEqual([DRAIN_CLOSE_WAIT_MS]);
    timers[0].fn();
    expect(sockets[0].closedWith).toBe(1000);
    await flush();
    expect(sockets).toHaveLength(2);
    expect(timers).toHaveLength(1);
  });

  it('moves at once on 1012 alone, but once per accepted session: a second 1012 before ready backs off', async () => {
    const { client, sockets, timers } = setup();
    client.start();
    await flush();
    sockets[0].open();
    sockets[0].receive(ready);
    sockets[0].drop(1012);
    await flush();
    expect(sockets).toHaveLength(2);
    expect(timers).toEqual([]);
    sockets[1].open();
    sockets[1].drop(1012);
    await flush();
    expect(sockets).toHaveLength(2);
    expect(timers.map((t) => t.ms)).toEqual([500]);
  });

  it('stops for good on credit_limit (4402) and tells why', async () => {
    const { client, sockets, timers, stops } = setup();
    client.start();
    await flush();
    sockets[0].open();
    sockets[0].receive(ready);
    sockets[0].drop(4402);
    expect(timers).toEqual([]);
    expect(stops).toEqual([{ reason: 'credit_limit', code: 4402 }]);
  });

  it('gives up after the last reconnect attempt', async () => {
    const { client, sockets, timers, stops } = setup();
    client.start();
    for (let i = 0; i <= MAX_RECONNECT_ATTEMPTS; i++) {
      await flush();
      sockets[i].drop(1006);
      if (i < MAX_RECONNECT_ATTEMPTS) timers[i].fn();
    }
    expect(stops).toEqual([{ reason: 'gave_up', code: null }]);
  });

  it('closes normally on Stop and never reconnects', async () => {
    const { client, sockets, timers, stops } = setup();
    client.start();
    await flush();
    sockets[0].open();
    client.stop();
    expect(sockets[0].closedWith).toBe(1000);
    expect(timers).toEqual([]);
    expect(stops).toEqual([{ reason: 'user', code: 1000 }]);
  });

  it('decides from the close code', () => {
    expect(closeOutcome(1006, 0)).toEqual({ action: 'reconnect' });
    expect(closeOutcome(1001, 0)).toEqual({ action: 'reconnect' });
    expect(closeOutcome(4429, 0)).toEqual({ action: 'reconnect' });
    expect(closeOutcome(4401, 0)).toEqual({ action: 'reconnect' });
    expect(closeOutcome(4401, 1)).toEqual({ action: 'stop', reason: 'not_authenticated' });
    expect(closeOutcome(4408, 0)).toEqual({ action: 'stop', reason: 'protocol' });
    expect(closeOutcome(4402, 0)).toEqual({ action: 'stop', reason: 'credit_limit' });
    expect([0, 1, 2, 3, 4, 5, 9].map((a) => reconnectDelay(a, () => 0.5))).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(reconnectDelay(0, () => 0)).toBe(375);
    expect(reconnectDelay(0, () => 1)).toBe(625);
  });
});
