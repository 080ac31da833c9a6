// A screen question in the interview state: listed at once with its thumbnails, its text
// filled in by screen_text, its answer linked by the id the client chose.
import { INITIAL_INTERVIEW, interviewReducer } from '@/lib/interview/interview-reducer';
import type { InterviewState } from '@/lib/interview/interview-state';
import { SCREEN_LOST_TEXT, SCREEN_READING_TEXT } from '@/lib/interview/screen-question-state';
import type { AnswerMessage } from '@/lib/protocol';

const connected = interviewReducer(INITIAL_INTERVIEW, { type: 'connected', epoch: 1 });
const chunk = (over: Partial<AnswerMessage>): AnswerMessage => ({
  type: 'answer',
  id: 'a1',
  question_id: 's1',
  trigger: 'manual',
  transcription: 'Sort first. ',
  ai_answer: true,
  speech_final: false,
  source: 'offline',
  ...over,
});

describe('screen questions in the interview state', () => {
  it('lists the question with its thumbnails, then the text read, and links the answer to it', () => {
    let s: InterviewState = interviewReducer(connected, { type: 'screenAsked', id: 's1', thumbnails: ['data:image/jpeg;base64,AA'], now: 1_000 });
    expect(s.posts).toEqual([expect.objectContaining({ text: SCREEN_READING_TEXT, questionId: 'q1', screen: { thumbnails: ['data:image/jpeg;base64,AA'], status: 'reading' } })]);
    s = interviewReducer(s, { type: 'screenText', message: { type: 'screen_text', question_id: 's1', text: 'Merge Intervals\nGiven an array…', frames: 1 } });
    expect(s.posts[0]).toMatchObject({ text: 'Merge Intervals\nGiven an array…', screen: { status: 'read' } });
    s = interviewReducer(s, { type: 'answer', message: chunk({ question: '[Screen] Merge Intervals', question_source: 'screen' }), now: 2_000 });
    expect(s.answers).toEqual([expect.objectContaining({ questionId: 'q1', question: 'Merge Intervals\nGiven an array…', screen: true, text: 'Sort first. ' })]);
    // Space still asks only what was heard: the screen question is not "current".
    s = interviewReducer(s, { type: 'transcript', message: { type: 'transcript', id: 'u1', transcription: 'Any questions?', speech_final: true, ai_answer: false } });
    s = interviewReducer(s, { type: 'commit', now: 3_000 });
    expect(s.questions.map((q) => q.text)).toEqual(['Merge Intervals\nGiven an array…', 'Any questions?']);
  });

  it('marks a screen still being read as lost when the connection is replaced or dropped', () => {
    const asked = interviewReducer(connected, { type: 'screenAsked', id: 's3', thumbnails: [], now: 1 });
    for (const next of [interviewReducer(asked, { type: 'connected', epoch: 2 }), interviewReducer(asked, { type: 'disconnected' })]) {
      expect(next.posts[0]).toMatchObject({ text: SCREEN_LOST_TEXT, screen: { status: 'failed' } });
    }
  });

  it('says so on the post when the screen could not be read', () => {
    let s = interviewReducer(connected, { type: 'screenAsked', id: 's2', thumbnails: [], now: 1 });
    s = interviewReducer(s, { type: 'screenFailed', questionId: 's2', message: 'No text could be read.' });
    expect(s.posts[0]).toMatchObject({ text: 'No text could be read.', screen: { status: 'failed' } });
    // Errors about other questions change nothing.
    expect(interviewReducer(s, { type: 'screenFailed', questionId: 'm1', message: 'x' })).toBe(s);
  });
});
