// The interview reducer: posts, Space commits, answers streamed and linked to questions.
import { currentQuestion, INITIAL_INTERVIEW, interviewReducer, type InterviewAction } from '@/lib/interview/interview-reducer';
import type { InterviewState } from '@/lib/interview/interview-state';
import type { AnswerMessage } from '@/lib/protocol';

const play = (actions: InterviewAction[], from: InterviewState = INITIAL_INTERVIEW) => actions.reduce(interviewReducer, from);
const transcript = (id: string, text: string, final: boolean): InterviewAction => ({
  type: 'transcript',
  message: { type: 'transcript', id, transcription: text, speech_final: final, ai_answer: false },
});
type AnswerExtra = { question?: string; latency_ms?: number; source?: 'ai' | 'offline'; trigger?: 'manual' | 'auto' } & Pick<AnswerMessage, 'sources' | 'citations' | 'unsupported' | 'story' | 'fallback' | 'replaces' | 'asked_from'>;
// The server numbers manual triggers "m1", "m2"; a test names the trigger when that is not the point.
const answer = (id: string, questionId: string, text: string, final: boolean, extra: AnswerExtra = {}, now = 0): InterviewAction => ({
  type: 'answer',
  now,
  message: {
    type: 'answer',
    id,
    question_id: questionId,
    trigger: extra.trigger ?? (questionId.startsWith('m') ? 'manual' : 'auto'),
    transcription: text,
    ai_answer: true,
    speech_final: final,
    source: extra.source ?? 'ai',
    question: extra.question,
    latency_ms: extra.latency_ms,
    sources: extra.sources,
    citations: extra.citations,
    unsupported: extra.unsupported,
    story: extra.story,
    ...(extra.fallback ? { fallback: true } : {}),
    ...(extra.replaces ? { replaces: true } : {}),
    ...(extra.asked_from ? { asked_from: extra.asked_from } : {}),
  },
});
const connected: InterviewAction = { type: 'connected', epoch: 1 };

describe('interview reducer', () => {
  it('interim transcripts replace the text of their utterance; speech_final finalises the post', () => {
    const s = play([connected, transcript('u1', 'tell me', false), transcript('u1', 'tell me about yourself', false)]);
    expect(s.posts).toEqual([{ id: '1:u1', text: 'tell me about yourself', final: false }]);
    const f = interviewReducer(s, transcript('u1', 'tell me about yourself please', true));
    expect(f.posts).toEqual([{ id: '1:u1', text: 'tell me about yourself please', final: true }]);
  });

  it('drops an utterance whose final text is empty', () => {
    const s = play([connected, transcript('u1', 'uh', false), transcript('u1', '', true)]);
    expect(s.posts).toEqual([]);
  });

  it('Space commits every not-yet-asked post as one question; blank questions are not committed', () => {
    let s = play([connected, { type: 'commit', now: 5 }]);
    expect(s.questions).toEqual([]);
    s = play([transcript('u1', 'What is your greatest', true), transcript('u2', 'strength?', true)], s);
    expect(currentQuestion(s)).toBe('What is your greatest strength?');
    s = interviewReducer(s, { type: 'commit', now: 1000 });
    expect(s.questions).toEqual([{ id: 'q1', text: 'What is your greatest strength?', postIds: ['1:u1', '1:u2'], askedAt: 1000, origin: 'manual' }]);
    expect(currentQuestion(s)).toBe('');
    expect(s.pendingManual).toEqual(['q1']);
  });

  it('accumulates answer chunks until speech_final, links the answer to the Space question and keeps the latency', () => {
    let s = play([connected, transcript('u1', 'Why this company?', true), { type: 'commit', now: 1000 }]);
    s = play([answer('a1', 'm1', 'I admire ', false, { question: 'Why this company?' }, 1400), answer('a1', 'm1', 'your **mission**.', false)], s);
    expect(s.answers).toHaveLength(1);
    expect(s.answers[0]).toMatchObject({ questionId: 'q1', question: 'Why this company?', text: 'I admire your **mission**.', done: false, latencyMs: 400 });
    s = interviewReducer(s, answer('a1', 'm1', '', true, { latency_ms: 380 }));
    expect(s.answers[0]).toMatchObject({ done: true, latencyMs: 380, text: 'I admire your **mission**.' });
    expect(s.pendingManual).toEqual([]);
  });

  it('keeps the sources and story fit of the first chunk and the citations and unsupported claims of the last', () => {
    const sources = [
      { n: 1, kind: 'story' as const, label: 'Story: Billing ledger migration', text: 'Situation: the ledger drifted.', story_id: '00000000-0000-4000-8000-000000000001' },
      { n: 2, kind: 'resume' as const, label: 'Resume, line 12', text: 'Led a team of 6.', line: 12 },
    ];
    let s = play([connected, transcript('u1', 'Tell me about a hard project.', true), { type: 'commit', now: 0 }]);
    s = play([answer('a1', 'm1', 'I rebuilt the ledger [1]', false, { question: 'Tell me about a hard project.', sources, story: 'fits' }), answer('a1', 'm1', ' with 6 people [2][9].', false)], s);
    expect(s.answers[0]).toMatchObject({ sources, story: 'fits', text: 'I rebuilt the ledger [1] with 6 people [2][9].' });
    expect(s.answers[0].citations).toBeUndefined();
    s = interviewReducer(s, answer('a1', 'm1', '', true, { citations: [1, 2], unsupported: ['40%'] }));
    expect(s.answers[0]).toMatchObject({ done: true, sources, story: 'fits', citations: [1, 2], unsupported: ['40%'] });
  });

  it('takes the sources from the last chunk when the answer failed before its first words', () => {
    const sources = [{ n: 1, kind: 'job' as const, label: 'Job description, line 3', text: 'Own the billing platform.', line: 3 }];
    let s = play([connected, transcript('u1', 'Why us?', true), { type: 'commit', now: 0 }]);
    s = play([answer('a1', 'm1', '', false, { question: 'Why us?' }), answer('a1', 'm1', '', true, { sources, citations: [] })], s);
    expect(s.answers[0]).toMatchObject({ sources, citations: [] });
    expect(s.answers[0]).not.toHaveProperty('story');
  });

  it('lets the model’s late answer take the offline answer’s place in the same card, with its label', () => {
    const sources = [{ n: 1, kind: 'resume' as const, label: 'Resume', text: 'Led Orion.' }];
    let s = play([connected, transcript('u1', 'Tell me about Orion.', true), { type: 'commit', now: 1000 }]);
    s = play(
      [
        answer('a1', 'm1', '**Offline talking points**\n', false, { source: 'offline', fallback: true, question: 'Tell me about Orion.', sources, latency_ms: 2500 }),
        answer('a1', 'm1', '- Led Orion. [1]', false, { source: 'offline', fallback: true }),
      ],
      s,
    );
    expect(s.answers).toHaveLength(1);
    expect(s.answers[0]).toMatchObject({ source: 'offline', fallback: true, text: '**Offline talking points**\n- Led Orion. [1]' });
    s = play([answer('a1', 'm1', 'I led ', false, { source: 'ai', replaces: true }), answer('a1', 'm1', 'Orion [1].', false), answer('a1', 'm1', '', true, { citations: [1] })], s);
    expect(s.answers).toHaveLength(1);
    expect(s.answers[0]).toMatchObject({ id: '1:a1', source: 'ai', fallback: false, replacedOffline: true, text: 'I led Orion [1].', done: true, sources, citations: [1], latencyMs: 2500 });
  });

  it('opens a card with a replacing chunk as any first chunk (the offline text was never seen here)', () => {
    const s = play([connected, transcript('u1', 'Why us?', true), { type: 'commit', now: 1000 }, answer('a1', 'm1', 'Because ', false, { replaces: true, question: 'Why us?' })]);
    expect(s.answers).toHaveLength(1);
    expect(s.answers[0]).toMatchObject({ text: 'Because ', source: 'ai' });
  });

  it('links an auto-detected question ("u3.1") to the utterance it was heard in', () => {
    let s = play([connected, transcript('u3', 'Tell me about a conflict. And how did you fix it?', true)]);
    s = play([answer('a1', 'u3.1', 'Talking point', false, { question: 'Tell me about a conflict.', source: 'offline' })], s);
    expect(s.questions).toEqual([expect.objectContaining({ id: '1:u3.1', text: 'Tell me about a conflict.', postIds: ['1:u3'], origin: 'auto' })]);
    expect(s.posts[0].questionId).toBe('1:u3.1');
    expect(s.answers[0]).toMatchObject({ questionId: '1:u3.1', source: 'offline' });
    s = interviewReducer(s, answer('a2', 'u3.2', 'Second part', false, { question: 'And how did you fix it?' }));
    expect(s.answers.map((a) => a.questionId)).toEqual(['1:u3.1', '1:u3.2']);
  });

  it('an answer restarted for a question that grew replaces the cut-off one, whose late chunks are ignored', () => {
    let s = play([connected, transcript('u4', 'Tell me about a conflict.', false)]);
    s = play([answer('a1', 'u4.1', 'Early', false, { question: 'Tell me about a conflict.' }), answer('a2', 'u4.1', 'Whole', false, { question: 'Tell me about a conflict. How did you fix it?' })], s);
    s = interviewReducer(s, answer('a1', 'u4.1', '', true));
    expect(s.answers).toEqual([expect.objectContaining({ id: '1:a2', text: 'Whole', questionId: '1:u4.1' })]);
  });

  it('an automatic answer never takes a pending Space press, whatever its question id looks like', () => {
    // After a transcriber is replaced the server's utterance ids start with "g2-", not "u".
    let s = play([connected, transcript('u1', 'Why this company?', true), { type: 'commit', now: 1000 }, transcript('g2-u1', 'And what is your biggest weakness?', true)]);
    s = interviewReducer(s, answer('a1', 'g2-u1.1', 'Talking point', false, { question: 'And what is your biggest weakness?', trigger: 'auto' }));
    expect(s.pendingManual).toEqual(['q1']);
    expect(s.answers[0]).toMatchObject({ questionId: '1:g2-u1.1', question: 'And what is your biggest weakness?' });
    expect(s.posts.find((p) => p.id === '1:g2-u1')?.questionId).toBe('1:g2-u1.1');
    // The Space press is still answered by the manual answer that follows.
    s = interviewReducer(s, answer('a2', 'm1', 'I admire', false, { trigger: 'manual' }));
    expect(s.answers.map((a) => a.questionId)).toEqual(['1:g2-u1.1', 'q1']);
    expect(s.pendingManual).toEqual([]);
  });

  it('"Answer now" on a paired phone asks this screen’s current question: its posts become that question, and a pending Space press keeps waiting for its own answer', () => {
    const phone = answer('a2', 'm2', 'Because', false, { question: 'Why this role?', asked_from: 'second_screen' });
    const s = play([connected, transcript('u1', 'Tell me about yourself', true), { type: 'commit', now: 0 }, transcript('u2', 'Why this role?', true), phone]);
    expect(currentQuestion(s)).toBe('');
    expect(s.questions.map((q) => [q.text, q.postIds])).toEqual([
      ['Tell me about yourself', ['1:u1']],
      ['Why this role?', ['1:u2']],
    ]);
    expect(s.answers[0]).toMatchObject({ questionId: '1:m2', question: 'Why this role?', text: 'Because' });
    expect(s.pendingManual).toEqual(['q1']);
  });

  it('keeps the question list across a reconnect, whose server numbers utterances afresh', () => {
    let s = play([connected, transcript('u1', 'First question?', true), { type: 'commit', now: 1 }, { type: 'disconnected' }, { type: 'connected', epoch: 2 }]);
    s = interviewReducer(s, transcript('u1', 'Second question?', true));
    expect(s.posts.map((p) => p.text)).toEqual(['First question?', 'Second question?']);
    expect(s.questions).toHaveLength(1);
    expect(currentQuestion(s)).toBe('Second question?');
  });

  it('keeps a second session’s answers apart from the first’s on the same page, though its socket numbers them afresh', () => {
    const first = play([connected, transcript('u1', 'Q?', true), { type: 'commit', now: 1 }, answer('a1', 'm1', 'First answer.', true), { type: 'disconnected' }]);
    // The next Start opens a new socket, whose first connection is again epoch 1 and first answer a1.
    const s = play([connected, transcript('u1', 'Q again?', true), { type: 'commit', now: 2 }, answer('a1', 'm1', 'Second answer.', true)], first);
    expect(s.answers.map((a) => a.text)).toEqual(['First answer.', 'Second answer.']);
    expect(s.posts.map((p) => p.text)).toEqual(['Q?', 'Q again?']);
  });

  it('marks answers cut off by a dropped connection as interrupted', () => {
    let s = play([connected, transcript('u1', 'Q?', true), { type: 'commit', now: 1 }, answer('a1', 'm1', 'half', false), { type: 'disconnected' }]);
    expect(s.answers[0]).toMatchObject({ done: true, interrupted: true });
    s = interviewReducer(s, transcript('u9', 'interim', false));
    s = interviewReducer(s, { type: 'disconnected' });
    expect(s.posts.every((p) => p.final)).toBe(true);
  });

  it('Clear drops the current question, Clear All the whole list, and the main Clear the answers', () => {
    let s = play([connected, transcript('u1', 'Asked?', true), { type: 'commit', now: 1 }, transcript('u2', 'not yet asked', true)]);
    s = interviewReducer(s, { type: 'clearCurrent' });
    expect(s.posts.map((p) => p.text)).toEqual(['Asked?']);
    s = play([answer('a1', 'm1', 'streaming', false), { type: 'clearAnswers' }], s);
    expect(s.answers).toEqual([]);
    // Later chunks of an answer cleared mid-stream stay cleared.
    s = interviewReducer(s, answer('a1', 'm1', ' more', true));
    expect(s.answers).toEqual([]);
    s = interviewReducer(s, { type: 'clearAllQuestions' });
    expect(s.posts).toEqual([]);
    expect(s.questions).toEqual([]);
  });

  it('tracks the live credits', () => {
    expect(interviewReducer(INITIAL_INTERVIEW, { type: 'credit', used: 3.5, limit: 30 }).credits).toEqual({ used: 3.5, limit: 30 });
  });
});
