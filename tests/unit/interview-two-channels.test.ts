// The browser's side of "Tab + microphone": the default choice, speaker-labelled posts of
// which only the interviewer's can be asked (Space never sends the candidate's words), lists
// bounded for a two-hour interview, and a reconnect that asks to resume the same session.
import type { TranscriptMessage } from '@/lib/protocol';
import { boundInterviewLists, LIST_LIMITS } from '@/lib/interview/bound-interview-lists';
import { currentQuestion, INITIAL_INTERVIEW, interviewReducer } from '@/lib/interview/interview-reducer';
import type { InterviewState } from '@/lib/interview/interview-state';
import { InterviewSocket, type SocketLike } from '@/lib/interview/interview-socket';
import { resolveListenSource, supportsBoth } from '@/lib/interview/listen-source';

const said = (id: string, text: string, speaker?: 'interviewer' | 'candidate', final = true): TranscriptMessage => ({ type: 'transcript', id, transcription: text, speech_final: final, ai_answer: false, ...(speaker ? { speaker } : {}) });
const run = (state: InterviewState, ...messages: TranscriptMessage[]) => messages.reduce((s, message) => interviewReducer(s, { type: 'transcript', message }), state);

describe('"Listen to"', () => {
  it('defaults to Tab + microphone where both can be captured, and keeps a stored choice', () => {
    expect(resolveListenSource(null, true)).toBe('both');
    expect(resolveListenSource(null, false)).toBe('tab');
    expect(resolveListenSource('mic', true)).toBe('mic');
    expect(resolveListenSource('tab', true)).toBe('tab');
    expect(resolveListenSource('both', false)).toBe('tab');
    expect(supportsBoth({ getDisplayMedia: async () => new MediaStreamStub(), getUserMedia: async () => new MediaStreamStub() } as unknown as MediaDevices)).toBe(true);
    expect(supportsBoth({ getUserMedia: async () => new MediaStreamStub() } as unknown as MediaDevices)).toBe(false);
  });
});
class MediaStreamStub {}

describe('speaker-labelled posts', () => {
  it("keeps the candidate's words out of the question Space sends, and out of what Space commits", () => {
    let state = run(
      { ...INITIAL_INTERVIEW, epoch: 1 },
      said('u1', 'Tell me about your last project.', 'interviewer'),
      said('c-u1', 'What does the on-call rotation look like?', 'candidate'),
      said('u2', 'And what was the hardest part?', 'interviewer'),
    );
    expect(state.posts.map((p) => p.speaker)).toEqual(['interviewer', 'candidate', 'interviewer']);
    expect(currentQuestion(state)).toBe('Tell me about your last project. And what was the hardest part?');
    state = interviewReducer(state, { type: 'commit', now: 1 });
    expect(state.questions[0].text).not.toMatch(/on-call/);
    expect(state.questions[0].postIds).toEqual(['1:u1', '1:u2']);
    expect(state.posts.find((p) => p.speaker === 'candidate')?.questionId).toBeUndefined();
    // Only the candidate spoke since: there is no question to send.
    state = run(state, said('c-u2', 'Can I ask about the team?', 'candidate'));
    expect(currentQuestion(state)).toBe('');
    // Clear drops the current question, not what the candidate said.
    state = run(state, said('u3', 'Sure, go ahead.', 'interviewer'));
    state = interviewReducer(state, { type: 'clearCurrent' });
    expect(state.posts.map((p) => p.id)).toEqual(['1:u1', '1:c-u1', '1:u2', '1:c-u2']);
  });

  it('drops a candidate post whose final is empty (an echo the server removed)', () => {
    let state = run({ ...INITIAL_INTERVIEW, epoch: 1 }, said('c-u1', 'tell me about', 'candidate', false));
    expect(state.posts).toHaveLength(1);
    state = run(state, said('c-u1', '', 'candidate', true));
    expect(state.posts).toHaveLength(0);
  });

  it('keeps a two-hour interview to bounded lists, never dropping the current question', () => {
    let state: InterviewState = { ...INITIAL_INTERVIEW, epoch: 1 };
    for (let i = 0; i < 2_000; i++) {
      state = run(state, said(`u${i}`, `Interviewer sentence ${i}.`, 'interviewer'), said(`c-u${i}`, `Candidate sentence ${i}.`, 'candidate'));
      if (i % 10 === 9) state = interviewReducer(state, { type: 'commit', now: i });
    }
    state = run(state, said('u-last', 'The question being asked now?', 'interviewer'));
    expect(state.posts.length).toBeLessThanOrEqual(LIST_LIMITS.posts);
    expect(state.questions.length).toBeLessThanOrEqual(LIST_LIMITS.questions);
    expect(currentQuestion(state)).toBe('The question being asked now?');
    expect(boundInterviewLists(state)).toBe(state);
  });
});

describe('reconnect', () => {
  it('asks the server to resume the session the last ready named', async () => {
    const sockets: { sent: string[]; s: SocketLike & { open(): void; receive(m: object): void; drop(code: number): void } }[] = [];
    const timers: (() => void)[] = [];
    const client = new InterviewSocket({
      url: 'ws://ws.test/both',
      hello: async () => ({ access_token: 't', mode: 'auto' }),
      onMessage: () => undefined,
      onStatus: () => undefined,
      onStopped: () => undefined,
      createSocket: () => {
        const sent: string[] = [];
        const s = {
          readyState: 0,
          binaryType: 'blob',
          send: (d: string | ArrayBuffer) => void (typeof d === 'string' && sent.push(d)),
          close: () => undefined,
          onopen: null as ((e: unknown) => void) | null,
          onmessage: null as ((e: { data: unknown }) => void) | null,
          onclose: null as ((e: { code: number; reason: string }) => void) | null,
          onerror: null,
          open() {
            this.readyState = 1;
            this.onopen?.({});
          },
          receive(m: object) {
            this.onmessage?.({ data: JSON.stringify(m) });
          },
          drop(code: number) {
            this.readyState = 3;
            this.onclose?.({ code, reason: '' });
          },
        };
        sockets.push({ sent, s });
        return s;
      },
      setTimer: (fn) => timers.push(fn),
      clearTimer: () => undefined,
      random: () => 0.5,
    });
    const flush = () => new Promise((r) => setImmediate(r));
    client.start();
    await flush();
    sockets[0].s.open();
    expect(JSON.parse(sockets[0].sent[0])).not.toHaveProperty('resume_session_id');
    sockets[0].s.receive({ type: 'ready', protocol: 1, session_id: 'f0e1d2c3-0000-4000-8000-000000000001', source: 'both', mode: 'auto', transcription: 'offline', answers: 'offline', used: 1, limit: 30 });
    sockets[0].s.drop(1006);
    timers.shift()!();
    await flush();
    sockets[1].s.open();
    expect(JSON.parse(sockets[1].sent[0])).toMatchObject({ type: 'hello', resume_session_id: 'f0e1d2c3-0000-4000-8000-000000000001' });
    client.stop();
  });

  it('keeps at most 1 s of audio while reconnecting, so the flush leaves the server its burst allowance', async () => {
    let flushed = 0;
    const client = new InterviewSocket({
      url: 'ws://ws.test/tab',
      hello: async () => ({ access_token: 't', mode: 'manual' }),
      onMessage: () => undefined,
      onStatus: () => undefined,
      onStopped: () => undefined,
      createSocket: () => {
        const s: SocketLike = {
          readyState: 0,
          binaryType: 'blob',
          send: (d) => void (typeof d !== 'string' && flushed++),
          close: () => undefined,
          onopen: null,
          onmessage: null,
          onclose: null,
          onerror: null,
        };
        setImmediate(() => {
          (s as { readyState: number }).readyState = 1;
          s.onopen?.({});
          s.onmessage?.({ data: JSON.stringify({ type: 'ready', protocol: 1, session_id: 's', source: 'tab', mode: 'manual', transcription: 'offline', answers: 'offline', used: 1, limit: 30 }) });
        });
        return s;
      },
    });
    client.start();
    for (let i = 0; i < 40; i++) client.sendAudio(new ArrayBuffer(3200));
    await new Promise((r) => setTimeout(r, 20));
    // 100 ms frames: ten of them is the one second the flush may send at once.
    expect(flushed).toBe(10);
    client.stop();
  });
});
