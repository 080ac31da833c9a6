import { scoreAnswer } from '@/lib/feedback/score-answer';
import { answerSoFar, INITIAL_PRACTICE, latestFeedback, practiceReducer, type PracticeAction, type PracticeState } from '@/lib/practice/practice-reducer';
import { parseClientMessage, serverMessage, type ServerMessage } from '@/lib/protocol';

const run = (actions: PracticeAction[], from: PracticeState = INITIAL_PRACTICE) => actions.reduce(practiceReducer, from);
const msg = (message: ServerMessage): PracticeAction => ({ type: 'message', message });
const question = (index: number, id = `q${index}`): ServerMessage => ({ type: 'practice_question', index, total: 3, question_id: id, text: `Question ${index}?`, kind: 'behavioural' });
const transcript = (id: string, text: string, final: boolean): ServerMessage => ({ type: 'transcript', id, transcription: text, speech_final: final, ai_answer: false });

describe('practice protocol messages', () => {
  it('defaults a practice hello to a mixed round of 5 and rejects other lengths', () => {
    const parsed = parseClientMessage(JSON.stringify({ type: 'hello', access_token: 't', purpose: 'practice', practice: {} }));
    expect(parsed.ok && parsed.message.type === 'hello' && parsed.message.practice).toEqual({ round: 'mixed', count: 5 });
    expect(parseClientMessage(JSON.stringify({ type: 'hello', access_token: 't', purpose: 'practice', practice: { count: 4 } })).ok).toBe(false);
    expect(parseClientMessage('{"type":"next_question"}')).toEqual({ ok: true, message: { type: 'next_question' } });
    expect(parseClientMessage('{"type":"end_practice"}')).toEqual({ ok: true, message: { type: 'end_practice' } });
  });

  it('carries the rubric score the server computes in practice_feedback', () => {
    const score = scoreAnswer({ question: 'Tell me about a deadline.', answer: 'We were late. I planned the work. As a result we shipped on time.', seconds: 6, kind: 'behavioural' });
    expect(serverMessage.safeParse({ type: 'practice_feedback', question_id: 'q1', score, transcript: 'We were late.' }).success).toBe(true);
  });
});

describe('practiceReducer', () => {
  it('shows the question and the answer as it is spoken, interim text replaced by the final', () => {
    const s = run([{ type: 'start' }, msg(question(1)), msg(transcript('u1', 'in my last', false)), msg(transcript('u1', 'in my last job', true)), msg(transcript('u2', 'we shipped', false))]);
    expect(s.phase).toBe('answering');
    expect(s.question).toMatchObject({ id: 'q1', index: 1, total: 3, text: 'Question 1?', followUp: false });
    expect(answerSoFar(s)).toBe('in my last job we shipped');
  });

  it('drops an utterance whose final is empty, and starts each question with an empty answer', () => {
    const s = run([{ type: 'start' }, msg(question(1)), msg(transcript('u1', 'um', false)), msg(transcript('u1', '', true))]);
    expect(answerSoFar(s)).toBe('');
    const next = run([msg(transcript('u2', 'words', true)), msg(question(2))], s);
    expect(answerSoFar(next)).toBe('');
    expect(next.question?.index).toBe(2);
  });

  it('waits for the score after Next question, then keeps the feedback with its question', () => {
    const score = scoreAnswer({ question: 'Question 1?', answer: 'I did it and it worked.', seconds: 3, kind: 'behavioural' });
    const s = run([{ type: 'start' }, msg(question(1)), { type: 'answer_sent' }, msg({ type: 'practice_feedback', question_id: 'q1', score, transcript: 'I did it and it worked.' })]);
    expect(s.phase).toBe('scoring');
    expect(latestFeedback(s)).toMatchObject({ questionId: 'q1', question: 'Question 1?', transcript: 'I did it and it worked.' });
  });

  it('ends on practice_done with the session to open, and keeps a server error as the notice', () => {
    const s = run([{ type: 'start' }, msg({ type: 'error', code: 'practice_limit', message: 'Used up.' }), msg({ type: 'practice_done', session_id: 's1', answered: 2, reason: 'ended' })]);
    expect(s).toMatchObject({ phase: 'done', sessionId: 's1', done: { reason: 'ended', answered: 2 }, notice: 'Used up.' });
    expect(run([{ type: 'stopped', notice: null }], s).phase).toBe('done');
    expect(run([{ type: 'start' }, { type: 'stopped', notice: 'Mic blocked.' }])).toMatchObject({ phase: 'setup', notice: 'Mic blocked.' });
  });
});
