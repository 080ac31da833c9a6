// What the pop-out window shows: the latest question and the newest answer, picked from the
// same state as the main screen.
import { INITIAL_INTERVIEW, interviewReducer, type InterviewAction } from '@/lib/interview/interview-reducer';
import type { InterviewState } from '@/lib/interview/interview-state';
import { popOutContent } from '@/lib/interview/pop-out-content';

const play = (actions: InterviewAction[]): InterviewState => actions.reduce(interviewReducer, { ...INITIAL_INTERVIEW, epoch: 1 });
const transcript = (id: string, text: string): InterviewAction => ({ type: 'transcript', message: { type: 'transcript', id, transcription: text, speech_final: true, ai_answer: false } });
const chunk = (id: string, qid: string, text: string, final: boolean): InterviewAction => ({
  type: 'answer',
  now: 10,
  message: { type: 'answer', id, question_id: qid, trigger: 'manual', transcription: text, ai_answer: true, speech_final: final, source: 'ai' },
});

describe('pop-out content', () => {
  it('is empty before anything is heard', () => {
    expect(popOutContent(INITIAL_INTERVIEW)).toEqual({ question: null, pending: false, asker: null, answer: null, answerQuestion: null, answerAsker: null });
  });

  it('shows what Space would send as the pending question', () => {
    const c = popOutContent(play([transcript('u1', 'Tell me about yourself.')]));
    expect(c).toMatchObject({ question: 'Tell me about yourself.', pending: true, answer: null });
  });

  it('after Space, shows the asked question and its streaming answer', () => {
    const s = play([transcript('u1', 'Tell me about yourself.'), { type: 'commit', now: 5 }, chunk('a1', 'm1', 'I am a **backend** engineer', false)]);
    const c = popOutContent(s);
    expect(c.question).toBe('Tell me about yourself.');
    expect(c.pending).toBe(false);
    expect(c.answer?.text).toBe('I am a **backend** engineer');
    expect(c.answer?.done).toBe(false);
    expect(c.answerQuestion).toBeNull();
  });

  it('a newer unanswered question is shown above the previous answer, which names its own question', () => {
    const s = play([transcript('u1', 'Tell me about yourself.'), { type: 'commit', now: 5 }, chunk('a1', 'm1', 'Answer.', true), transcript('u2', 'Why this company?')]);
    const c = popOutContent(s);
    expect(c).toMatchObject({ question: 'Why this company?', pending: true, answerQuestion: 'Tell me about yourself.' });
    expect(c.answer?.done).toBe(true);
  });

  it('shows nothing the main screen has cleared', () => {
    const s = play([transcript('u1', 'Tell me about yourself.'), { type: 'commit', now: 5 }, chunk('a1', 'm1', 'Answer.', true), { type: 'clearAnswers' }, { type: 'clearAllQuestions' }]);
    expect(popOutContent(s)).toEqual({ question: null, pending: false, asker: null, answer: null, answerQuestion: null, answerAsker: null });
  });
});
